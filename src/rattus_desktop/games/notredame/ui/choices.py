"""Notre Dame's order of questions when several legal actions fit a gesture (the
narrowing itself is the kit's, ``shell/kit/narrowing.py``)."""

from __future__ import annotations

from rattus_desktop.engine.actions import Action
from rattus_desktop.shell.kit import narrowing
from rattus_desktop.shell.kit.narrowing import narrow, values_of

__all__ = ["FIELD_ORDER", "deciding_field", "narrow", "values_of"]

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
    return narrowing.deciding_field(candidates, FIELD_ORDER)
