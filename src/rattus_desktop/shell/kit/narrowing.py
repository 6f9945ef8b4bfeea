"""One narrowing step from a gesture's candidates to one action, for every game.

The candidates are always the core's own legal actions that fit the gesture (the game
says which: ``candidates_for(source key, target key)``); nothing here knows a rule.
One candidate is applied, none is refused with the core's words, several open a
chooser: a prompt with one button a choice and Cancel. A game whose actions carry
named fields (``FieldCodec``) may narrow one field at a time (``deciding_field``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.actions import Action

# a prompt button: (name, label, what it does, the default)
Choice = tuple[str, str, Callable[[], None], bool]


class Prompts(Protocol):
    def set_prompt(self, question: str, choices: list[Choice]) -> None: ...


def settle(candidates: Sequence[Action], one: Callable[[Action], object],
           several: Callable[[list[Action]], object], none: Callable[[], object]) -> None:
    """The one narrowing step: apply the single candidate, ask which of several, or
    explain why nothing fits."""
    if len(candidates) == 1:
        one(candidates[0])
    elif candidates:
        several(list(candidates))
    else:
        none()


def offer(status: Prompts, question: str,
          options: Sequence[tuple[str, str, Callable[[], None]]],
          cancel: Callable[[], None]) -> None:
    """The chooser: a button a choice (the first is the default) and Cancel."""
    choices: list[Choice] = [(name, label, run, i == 0)
                             for i, (name, label, run) in enumerate(options)]
    choices.append(("cancel", QCoreApplication.translate("Chooser", "Cancel"), cancel, False))
    status.set_prompt(question, choices)


def deciding_field(candidates: Sequence[Action], order: Sequence[str]) -> str | None:
    """The first field of ``order`` whose value differs among the candidates (None:
    they are one action)."""
    rows = [dict(a.args) for a in candidates]
    for name in order:
        values = {repr(r.get(name)) for r in rows}
        if len(values) > 1:
            return name
    return None


def values_of(candidates: Sequence[Action], name: str) -> list[Any]:
    """The values field ``name`` takes among the candidates, in their order."""
    out: list[Any] = []
    for a in candidates:
        v = dict(a.args).get(name)
        if v not in out:
            out.append(v)
    return out


def narrow(candidates: Sequence[Action], name: str, value: Any) -> list[Action]:
    """The candidates whose field ``name`` is ``value``."""
    return [a for a in candidates if dict(a.args).get(name) == value]
