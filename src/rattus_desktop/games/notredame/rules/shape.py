"""Is a value a well-formed Notre Dame action? Checked before any rule.

A Notre Dame action is ``(type, ((name, value), ...))`` (``codec``): a value that is no
such pair, an unknown type, a field that is no ``(name, value)`` pair, a name given
twice or a value that is no plain value (a list, a dict) is refused with
``IllegalAction``; the field names and value types are then the rules' concern
(``legality.form_error``).
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.action_shape import outer_error
from rattus_desktop.engine.errors import IllegalAction

from .codec import TYPES


def shape_error(value: Any) -> IllegalAction | None:
    """The refusal of a value that is no well-formed Notre Dame action, else None."""
    bad = outer_error(value)
    if bad is not None:
        return bad
    kind, args = value
    if kind not in TYPES:
        return IllegalAction("unknown_type", f"unknown action type {kind!r}", type=kind)
    names = set()
    for field in args:
        if type(field) is not tuple or len(field) != 2 or type(field[0]) is not str:
            return IllegalAction("bad_field", f"a field of {kind} is a (name, value) pair, "
                                 f"not {field!r}"[:120], type=kind)
        if field[0] in names:
            return IllegalAction("bad_field", f"{kind}.{field[0]} is given twice",
                                 type=kind, field=field[0])
        names.add(field[0])
    return None

