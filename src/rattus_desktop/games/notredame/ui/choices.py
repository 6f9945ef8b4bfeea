"""Narrowing several legal actions down to one, one field at a time (no rules here:
the candidates are the core's own legal actions)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action

#: the order the table asks the fields in; ``donate`` before ``from``: a Notre Dame card
#: with an empty reserve names a cube to move only when it donates ("how much gold?"
#: first, never a "which cube?" whose answer "none" means "no donation")
FIELD_ORDER = (
    "skip",
    "donate",
    "from",
    "to",
    "count",
    "confidant",
    "sector",
    "market",
    "take",
    "choices",
)


def deciding_field(candidates: list[Action]) -> str | None:
    """The first field whose value differs among the candidates (None: one action)."""
    rows = [dict(a.args) for a in candidates]
    for name in FIELD_ORDER:
        values = {repr(r.get(name)) for r in rows}
        if len(values) > 1:
            return name
    return None


def values_of(candidates: list[Action], name: str) -> list[Any]:
    out: list[Any] = []
    for a in candidates:
        v = dict(a.args).get(name)
        if v not in out:
            out.append(v)
    return out


def narrow(candidates: list[Action], name: str, value: Any) -> list[Action]:
    return [a for a in candidates if dict(a.args).get(name) == value]
