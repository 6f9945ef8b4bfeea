"""Actions: small immutable values, and a codec per game for their JSON and text forms.

An ``Action`` is ``(type, args)``; ``args`` holds the fields in the order the game's
field table gives. Every game owns a ``FieldCodec`` built from that table; the codec
turns actions into the contract's JSON and text forms and back, and raises
``ActionParseError`` naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

from .errors import ActionParseError, IllegalAction

FieldTable = Mapping[str, tuple[tuple[str, str], ...]]
# kind -> parser(value) returning the parsed value, or raising ValueError(expected)
KindParser = Callable[[Any], Any]


class UnknownId(ValueError):  # noqa: N818 - a kind of ValueError the parsers raise
    """A field names an id (region, card, building...) that no data file knows."""


class Action(NamedTuple):
    type: str
    args: tuple[Any, ...] = ()


_tuple_new = tuple.__new__


def new_action(type_: str, args: tuple[Any, ...] = ()) -> Action:
    """Build an Action without the NamedTuple constructor's overhead (hot loops)."""
    return _tuple_new(Action, (type_, args))


def same_shape(a: Any, b: Any) -> bool:
    """True when ``a`` and ``b`` have the same ``type()`` all the way down (tuples and
    lists compared item by item). Python finds ``1 == 1.0 == True`` and ``0 == False``;
    an action must not be legal because of that."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple | list):
        return len(a) == len(b) and all(same_shape(x, y) for x, y in zip(a, b, strict=True))
    return True


def look_alike(action: Any, legal: Sequence[Action]) -> Action | None:
    """The legal action that ``action`` equals only by Python's loose equality (``1.0``
    or ``True`` for ``1``, ``0`` for ``False``), or None when it is a true member or no
    member at all. Games call it at the API boundary (``apply``, ``why_not``)."""
    try:
        candidate = legal[legal.index(action)]  # the legal actions are distinct
    except ValueError:
        return None
    return None if candidate is action or same_shape(candidate, action) else candidate


def look_alike_error(action: Any, legal: Sequence[Action]) -> IllegalAction | None:
    """An ``IllegalAction("bad_type")`` naming the first field of the wrong type when
    ``action`` is only a look-alike of a legal action, else None."""
    twin = look_alike(action, legal)
    if twin is None:
        return None
    if type(action) is not type(twin) and not isinstance(action, tuple):
        return IllegalAction("bad_type", "an action is a (type, args) pair")
    for index, (want, got) in enumerate(zip(twin.args, action[1], strict=True)):
        if not same_shape(want, got):
            return IllegalAction("bad_type", f"{twin.type} field {index + 1} must be "
                                 f"{_kind(want)}, not {got!r}", type=twin.type, field=index)
    return IllegalAction("bad_type", f"{action!r} is not of the types {twin.type} takes",
                         type=twin.type)


def _kind(value: Any) -> str:
    names = {bool: "true or false", int: "a whole number", str: "text", tuple: "a list"}
    return names.get(type(value), type(value).__name__)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("a whole number")
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError("true or false")
    return value


BASE_KINDS: dict[str, KindParser] = {"int": _whole, "bool": _flag}


class FieldCodec:
    """JSON and text forms of one game's actions, driven by its field table.

    ``kinds`` maps a field kind to a parser; ``to_json_kinds`` / ``to_text_kinds``
    give the output form of kinds whose value is not plain JSON (e.g. tuples).
    ``opaque`` action types keep their fields verbatim as one sorted JSON string
    (known to the contract, not yet played by this game); ``unplayed`` ones are parsed
    and validated like the others but not played either (saves refuse both).
    """

    def __init__(self, fields: FieldTable, kinds: Mapping[str, KindParser],
                 to_json_kinds: Mapping[str, Callable[[Any], Any]] | None = None,
                 to_text_kinds: Mapping[str, Callable[[Any], str]] | None = None,
                 text_kinds: Mapping[str, Callable[[list[str]], tuple[Any, list[str]]]]
                 | None = None,
                 opaque: frozenset[str] = frozenset(),
                 unplayed: frozenset[str] = frozenset()) -> None:
        self.fields = fields
        self.kinds = {**BASE_KINDS, **kinds}
        self.to_json_kinds = dict(to_json_kinds or {})
        self.to_text_kinds = dict(to_text_kinds or {})
        self.text_kinds = dict(text_kinds or {})
        self.opaque = opaque
        self.unplayed = unplayed

    # -- out -------------------------------------------------------------------------
    def to_json(self, action: Action) -> dict[str, Any]:
        import json

        out: dict[str, Any] = {"type": action.type}
        fields = self.fields.get(action.type)
        if fields is None:
            out.update(json.loads(action.args[0]) if action.args else {})
            return out
        for (name, kind), value in zip(fields, action.args, strict=True):
            convert = self.to_json_kinds.get(kind)
            out[name] = convert(value) if convert else value
        return out

    def to_text(self, action: Action) -> str:
        parts = [action.type]
        for (_name, kind), value in zip(self.fields.get(action.type, ()), action.args,
                                        strict=False):
            convert = self.to_text_kinds.get(kind)
            if convert is not None:
                parts.append(convert(value))
            elif kind == "bool":
                parts.append("yes" if value else "no")
            else:
                parts.append(str(value))
        return " ".join(parts)

    # -- in --------------------------------------------------------------------------
    def from_json(self, raw: Any) -> Action:
        """Parse the canonical JSON form (ActionParseError naming what is wrong)."""
        import json

        if not isinstance(raw, dict):
            raise ActionParseError("not_object", f"an action must be a JSON object, not "
                                   f"{_short(raw)}")
        kind = raw.get("type")
        if not isinstance(kind, str):
            what = "has no" if kind is None else "needs text as its"
            raise ActionParseError("missing_type", f"action {_short(raw)} {what} \"type\"")
        if kind in self.opaque:
            rest = {k: v for k, v in raw.items() if k != "type"}
            return Action(kind, (json.dumps(rest, sort_keys=True),))
        fields = self.fields.get(kind)
        if fields is None:
            raise ActionParseError("unknown_type", f"unknown action type {_short(kind)}",
                                   type=kind)
        args = []
        for name, field_kind in fields:
            if name not in raw:
                raise ActionParseError("missing_field", f"action {kind!r} needs field "
                                       f"{name!r}", type=kind, field=name)
            args.append(self._parse(kind, name, field_kind, raw[name]))
        return Action(kind, tuple(args))

    def _parse(self, kind: str, name: str, field_kind: str, value: Any) -> Any:
        try:
            return self.kinds[field_kind](value)
        except ValueError as exc:
            code = "unknown_id" if isinstance(exc, UnknownId) else "bad_field"
            raise ActionParseError(code, f"{kind}.{name} must be {exc}, not "
                                   f"{_short(value)}", type=kind, field=name) from None

    def from_text(self, text: str) -> Action:
        """Parse the text form, e.g. ``place gallia 2``."""
        words = text.split()
        if not words:
            raise ActionParseError("empty", "empty action text")
        kind, rest = words[0], words[1:]
        fields = self.fields.get(kind)
        if fields is None:
            raise ActionParseError("unknown_type", f"unknown action type {kind!r}", type=kind)
        raw: dict[str, Any] = {"type": kind}
        for name, field_kind in fields:
            reader = self.text_kinds.get(field_kind)
            if reader is not None:
                raw[name], rest = reader(rest)
                continue
            if not rest:
                raise ActionParseError("missing_field", f"{kind!r} needs {name!r}",
                                       field=name)
            word, rest = rest[0], rest[1:]
            raw[name] = text_value(field_kind, word)
        if rest:
            raise ActionParseError("extra_words", f"unexpected words after {kind!r}: {rest}")
        return self.from_json(raw)


def text_value(field_kind: str, word: str) -> Any:
    """A word of the text form as the JSON value the field's parser expects."""
    if field_kind == "int":
        return int(word) if word.lstrip("-").isdigit() and len(word) < 20 else word
    if field_kind == "bool":
        return {"yes": True, "true": True, "no": False, "false": False}.get(word, word)
    return word


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
