"""Notre Dame actions at the edge: the contract's JSON and a text form.

Fields are present exactly when the situation asks for them, so an action is stored
as ``Action(type, ((name, value), ...))`` with its fields in ``FIELD_ORDER`` (unknown
names last). Parsing is lenient on purpose: a missing or extra field or a value of the
wrong JSON type is *illegal* (the game explains it), and only an unknown action type,
a non-object or an id string the data file does not know is *malformed*
(``ActionParseError``). Values are frozen (lists become tuples) so actions hash.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from rattus_desktop.engine.actions import Action, FieldCodec, new_action
from rattus_desktop.engine.errors import ActionParseError

from .data import all_markets, load

TYPES = ("draft", "play", "hire", "no_hire", "outbreak_remove")
FIELD_ORDER = ("card", "person", "skip", "from", "to", "count", "confidant", "sector",
               "donate", "market", "take", "choices")
KIND = {"card": "id", "person": "id", "sector": "id", "from": "id", "to": "id",
        "market": "id", "skip": "bool", "take": "bool", "confidant": "bool",
        "count": "int", "donate": "int", "choices": "options"}
RANK = {name: i for i, name in enumerate(FIELD_ORDER)}


class JsonObject(tuple[tuple[str, Any], ...]):
    """A JSON object found where a field wants a scalar (kept to be refused)."""


def freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return JsonObject(sorted((str(k), freeze(v)) for k, v in value.items()))
    return value


def thaw(value: Any) -> Any:
    if isinstance(value, JsonObject):
        return {k: thaw(v) for k, v in value}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def option_key(option: Any) -> int:
    options = load().hotel_options
    return options.index(option) if option in options else len(options)


def make(type_: str, **fields: Any) -> Action:
    """An action from keyword fields (``from_`` for ``from``), in canonical form."""
    return canonical(new_action(type_, tuple(
        (k.rstrip("_"), freeze(v)) for k, v in fields.items())))


def canonical(action: Action) -> Action:
    """Fields in canonical order, ``choices`` ordered gold, cube, rat."""
    args = []
    for name, value in action.args:
        if name == "choices" and isinstance(value, tuple) and all(
                isinstance(v, str) for v in value):
            value = tuple(sorted(value, key=option_key))
        args.append((name, value))
    args.sort(key=lambda kv: (RANK.get(kv[0], len(RANK)), kv[0]))
    return new_action(action.type, tuple(args))


def fields_of(action: Action) -> dict[str, Any]:
    return dict(action.args)


def check_ids(action: Action, known: Collection[str]) -> None:
    """ActionParseError when an id field holds a string that is no known id."""
    for name, value in action.args:
        kind = KIND.get(name)
        if kind == "id" and isinstance(value, str) and value not in known:
            raise ActionParseError("unknown_id", f"{action.type}.{name}: unknown id "
                                   f"{value!r}", type=action.type, field=name, id=value)
        if kind == "options" and isinstance(value, tuple):
            for item in value:
                if isinstance(item, str) and item not in known:
                    raise ActionParseError("unknown_id", f"{action.type}.{name}: unknown "
                                           f"option {item!r}", type=action.type,
                                           field=name, id=item)


def known_ids() -> frozenset[str]:
    return load().ids() | all_markets()


def parse(raw: Any, known: Collection[str] | None = None) -> Action:
    if not isinstance(raw, dict):
        raise ActionParseError("not_object", f"an action must be a JSON object, not "
                               f"{_short(raw)}")
    kind = raw.get("type")
    if not isinstance(kind, str) or kind not in TYPES:
        raise ActionParseError("unknown_type", f"unknown action type {_short(kind)}",
                               type=str(kind))
    args = tuple((str(k), freeze(v)) for k, v in raw.items() if k != "type")
    action = canonical(new_action(kind, args))
    check_ids(action, known_ids() if known is None else known)
    return action


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _text_value(name: str, word: str) -> Any:
    kind = KIND.get(name)
    if kind == "bool":
        return {"yes": True, "true": True, "no": False, "false": False}.get(word, word)
    if kind == "int":
        return int(word) if word.lstrip("-").isdigit() and len(word) < 20 else word
    if kind == "options":
        return [w for w in word.split(",") if w]
    return word


class NotreDameCodec(FieldCodec):
    """The contract's forms for Notre Dame (fields present only when asked for)."""

    def __init__(self) -> None:
        every = tuple((name, KIND[name]) for name in FIELD_ORDER)
        super().__init__({t: every for t in TYPES}, {})

    def to_json(self, action: Action) -> dict[str, Any]:
        out: dict[str, Any] = {"type": action.type}
        for name, value in action.args:
            out[name] = thaw(value)
        return out

    def from_json(self, raw: Any) -> Action:
        return parse(raw)

    def to_text(self, action: Action) -> str:
        parts = [action.type]
        for name, value in action.args:
            if isinstance(value, bool):
                text = "yes" if value else "no"
            elif isinstance(value, tuple):
                text = ",".join(str(v) for v in value)
            else:
                text = str(value)
            parts.append(f"{name}={text}")
        return " ".join(parts)

    def from_text(self, text: str) -> Action:
        words = text.split()
        if not words:
            raise ActionParseError("empty", "empty action text")
        raw: dict[str, Any] = {"type": words[0]}
        for word in words[1:]:
            name, sep, value = word.partition("=")
            if not sep:
                raise ActionParseError("bad_word", f"expected name=value, not {word!r}")
            raw[name] = _text_value(name, value)
        return parse(raw)


CODEC = NotreDameCodec()
