"""Is a value a well-formed action at all? Checked before any rule at the API boundary.

``apply``, ``why_not`` and ``is_legal`` of every game take any value; one that is not a
``(type, args)`` pair of plain values (``None``, a number, a list as the type, a list
or dict inside the arguments, the wrong number of fields) gets the documented
``IllegalAction`` with a readable reason, never a Python error. Games whose actions
follow a field table (Rattus, Cartus) also check each field's kind (``kind_error``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .actions import Action, new_action
from .errors import IllegalAction

#: kind -> predicate on a field's value (True: the value has that kind's shape)
KindCheck = Callable[[Any], bool]
MAX_ITEMS = 64  # no field of any game holds more items
MAX_DEPTH = 3  # (a list of walls: a tuple of pairs)
LEAVES = frozenset({str, int, bool, float, type(None)})  # (a float: refused by its kind)
#: what a field of a kind holds, for the refusal's reason
KIND_WORDS = {"int": "a whole number", "index": "a whole number", "bool": "true or false",
              "opt_int": "a whole number or null"}


def plain(value: Any, depth: int = 0) -> bool:
    """True for text, a number, true/false, None, or a tuple of those (nested at
    most ``MAX_DEPTH`` deep, at most ``MAX_ITEMS`` items): a value that can be a field."""
    if type(value) in LEAVES:
        return True
    if not isinstance(value, tuple) or depth >= MAX_DEPTH or len(value) > MAX_ITEMS:
        return False
    return all(type(item) in LEAVES or plain(item, depth + 1) for item in value)


def outer_error(value: Any) -> IllegalAction | None:
    """The refusal of a value that is no ``(type, args)`` pair of plain values."""
    if not isinstance(value, tuple) or len(value) != 2:
        return IllegalAction("bad_action", f"an action is a (type, fields) pair, not "
                             f"{_short(value)}")
    kind, args = value
    if type(kind) is not str:
        return IllegalAction("bad_action", f"an action's type is text, not {_short(kind)}")
    if not isinstance(args, tuple):
        return IllegalAction("bad_args", f"the fields of {_short(kind)} are a tuple, not "
                             f"{_short(args)}", type=kind)
    for index, item in enumerate(args):
        if type(item) not in LEAVES and not plain(item):
            return IllegalAction("bad_field", f"{_short(kind)} field {index + 1} is not a "
                                 f"plain value: {_short(item)}", type=kind, field=index)
    return None


def as_action(value: Any) -> Action:
    """``value`` (already past ``outer_error``) as an ``Action``."""
    return value if type(value) is Action else new_action(value[0], value[1])


def table_error(action: Action, fields: tuple[tuple[str, str], ...] | None,
                kinds: Mapping[str, KindCheck],
                words: Mapping[str, str] = KIND_WORDS) -> IllegalAction | None:
    """The refusal of a pair whose type is unknown (``fields`` None), whose number of
    fields is wrong, or a field of the wrong kind (``kinds`` misses: any plain value)."""
    kind = action[0]
    if fields is None:
        return IllegalAction("unknown_type", f"unknown action type {_short(kind)}", type=kind)
    args = action[1]
    if len(args) != len(fields):
        return IllegalAction("bad_args", f"{kind} takes {len(fields)} field(s), not "
                             f"{len(args)}", type=kind, expected=len(fields))
    for index, ((name, field_kind), value) in enumerate(zip(fields, args, strict=True)):
        check = kinds.get(field_kind)
        if check is not None and not check(value):
            want = words.get(field_kind, f"a {field_kind.replace('_', ' ')}")
            return IllegalAction("bad_type", f"{kind}.{name} must be {want}, not "
                                 f"{_short(value)}",
                                 type=kind, field=name, index=index)
    return None


# -- kind predicates games share ------------------------------------------------------
def is_text(value: Any) -> bool:
    return type(value) is str


def is_whole(value: Any) -> bool:
    return type(value) is int


def is_flag(value: Any) -> bool:
    return type(value) is bool


def optional(check: KindCheck) -> KindCheck:
    return lambda value: value is None or check(value)


def tuple_of(check: KindCheck, least: int = 0, most: int = MAX_ITEMS) -> KindCheck:
    return lambda value: (type(value) is tuple and least <= len(value) <= most
                          and all(check(v) for v in value))


def pair_of(first: KindCheck, second: KindCheck) -> KindCheck:
    return lambda value: (type(value) is tuple and len(value) == 2 and first(value[0])
                          and second(value[1]))


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
