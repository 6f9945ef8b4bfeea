"""Actions: small immutable values with a canonical JSON form and a text form.

An ``Action`` is ``(type, args)``; ``args`` holds the fields in the order of
``FIELDS[type]``. A token on the board is ``(region, index)``, index 0 the oldest.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from .data import all_cards, known_regions
from .errors import ActionParseError

TokenRef = tuple[str, int]

# field name -> kind, per classic action type (the contract's table).
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "setup_place": (("region", "region"),),
    "take_card": (("card", "card"),),
    "place": (("region", "region"), ("count", "int")),
    "merchant": (("from", "region"), ("to", "region"), ("count", "int")),
    "monk": (("token", "token"), ("to", "region")),
    "witch_look": (("tokens", "tokens"),),
    "witch_swap": (("swap", "bool"),),
    "king": (("region", "region"),),
    "move_plague": (("to", "region"),),
    "spread": (("region", "region"),),
    "knight_bonus": (("use", "bool"),),
    "end_final_turn": (),
}

# Action types of the Big Box contract: known (so not malformed) but not part of
# the classic game; their fields are kept as given until that ruleset parses them.
BIGBOX_TYPES = frozenset({
    "nomad_setup", "upgrade", "mayor", "baker", "baker_place", "messenger", "nun",
    "bishop", "bishop_remove", "wizard", "pied_piper", "emperor", "witch_arrange",
    "astronomer", "keep_region_card", "explorer", "explore", "nomad", "sultan", "student",
    "professor", "professor_order", "professor_resolve", "royal_librarian", "alchemist",
    "alchemist_return", "guild_master", "tavern_keeper", "judge", "jester",
    "crusader_reveal", "region_card", "pass", "boccaccio", "inquisitor_disable",
    "discard_class_card", "move_university", "bonus_place",
})


class Action(NamedTuple):
    type: str
    args: tuple[Any, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.type}
        fields = FIELDS.get(self.type)
        if fields is None:  # a Big Box action kept verbatim
            out.update(json.loads(self.args[0]) if self.args else {})
            return out
        for (name, kind), value in zip(fields, self.args, strict=True):
            out[name] = _value_to_json(kind, value)
        return out

    def __str__(self) -> str:
        parts = [self.type]
        fields = FIELDS.get(self.type, ())
        for (_name, kind), value in zip(fields, self.args, strict=False):
            parts.append(_value_to_text(kind, value))
        return " ".join(parts)

    def get(self, name: str) -> Any:
        for (field, _kind), value in zip(FIELDS[self.type], self.args, strict=True):
            if field == name:
                return value
        raise KeyError(name)


def new_action(type_: str, args: tuple[Any, ...] = ()) -> Action:
    """Build an Action without the NamedTuple constructor's overhead (hot loops)."""
    return _tuple_new(Action, (type_, args))


_tuple_new = tuple.__new__


def _value_to_json(kind: str, value: Any) -> Any:
    if kind == "token":
        return [value[0], value[1]]
    if kind == "tokens":
        return [[r, i] for r, i in value]
    return value


def _value_to_text(kind: str, value: Any) -> str:
    if kind == "token":
        return f"{value[0]}:{value[1]}"
    if kind == "tokens":
        return " ".join(f"{r}:{i}" for r, i in value)
    if kind == "bool":
        return "yes" if value else "no"
    return str(value)


def from_json(raw: Any) -> Action:
    """Parse the canonical JSON form; raise ActionParseError naming what is wrong."""
    if not isinstance(raw, dict):
        raise ActionParseError("not_object", f"an action must be a JSON object, not {raw!r}")
    kind = raw.get("type")
    if not isinstance(kind, str):
        raise ActionParseError("missing_type", f"action {raw!r} has no \"type\"")
    if kind in BIGBOX_TYPES:
        rest = {k: v for k, v in raw.items() if k != "type"}
        return Action(kind, (json.dumps(rest, sort_keys=True),))
    fields = FIELDS.get(kind)
    if fields is None:
        raise ActionParseError("unknown_type", f"unknown action type {kind!r}", type=kind)
    args = []
    for name, field_kind in fields:
        if name not in raw:
            raise ActionParseError("missing_field", f"action {kind!r} needs field {name!r}",
                                   type=kind, field=name)
        args.append(_parse_value(kind, name, field_kind, raw[name]))
    return Action(kind, tuple(args))


def _bad(kind: str, name: str, value: Any, expected: str) -> ActionParseError:
    return ActionParseError("bad_field", f"{kind}.{name} must be {expected}, not {value!r}",
                            type=kind, field=name)


def _parse_value(kind: str, name: str, field_kind: str, value: Any) -> Any:
    if field_kind == "region":
        if not isinstance(value, str) or value not in known_regions():
            raise _bad(kind, name, value, "a known region id")
        return value
    if field_kind == "card":
        if not isinstance(value, str) or value not in all_cards():
            raise _bad(kind, name, value, "a known class card id")
        return value
    if field_kind == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise _bad(kind, name, value, "a whole number")
        return value
    if field_kind == "bool":
        if not isinstance(value, bool):
            raise _bad(kind, name, value, "true or false")
        return value
    if field_kind == "token":
        return _parse_token(kind, name, value)
    if not isinstance(value, list) or len(value) != 2:
        raise _bad(kind, name, value, "a list of two tokens")
    return tuple(_parse_token(kind, name, v) for v in value)


def _parse_token(kind: str, name: str, value: Any) -> TokenRef:
    ok = (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
          and value[0] in known_regions() and isinstance(value[1], int)
          and not isinstance(value[1], bool))
    if not ok:
        raise _bad(kind, name, value, "a token name [region, index]")
    return (value[0], value[1])


def from_text(text: str) -> Action:
    """Parse the text form, e.g. ``place gallia 2`` or ``monk gallia:0 germania``."""
    words = text.split()
    if not words:
        raise ActionParseError("empty", "empty action text")
    kind, rest = words[0], words[1:]
    fields = FIELDS.get(kind)
    if fields is None:
        raise ActionParseError("unknown_type", f"unknown action type {kind!r}", type=kind)
    raw: dict[str, Any] = {"type": kind}
    for name, field_kind in fields:
        if field_kind == "tokens":
            raw[name], rest = [_text_token(w) for w in rest[:2]], rest[2:]
            continue
        if not rest:
            raise ActionParseError("missing_field", f"{kind!r} needs {name!r}", field=name)
        word, rest = rest[0], rest[1:]
        raw[name] = _text_value(field_kind, word)
    if rest:
        raise ActionParseError("extra_words", f"unexpected words after {kind!r}: {rest}")
    return from_json(raw)


def _text_token(word: str) -> Any:
    region, _, index = word.partition(":")
    return [region, int(index)] if index.isdigit() else word


def _text_value(field_kind: str, word: str) -> Any:
    if field_kind == "int":
        return int(word) if word.lstrip("-").isdigit() else word
    if field_kind == "bool":
        return {"yes": True, "true": True, "no": False, "false": False}.get(word, word)
    if field_kind == "token":
        return _text_token(word)
    return word
