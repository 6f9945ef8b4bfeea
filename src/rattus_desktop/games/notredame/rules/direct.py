"""Is one action legal now? Decided for its own card or person, never by listing every
legal action of the decision (a checked ``apply``: a replay, a scenario, a click).

Called on a canonical action that passed ``legality.form_error`` (the right type for
the decision, every field of its exact type), so a plain comparison of fields with the
card's (or person's) own options is exact; the answer always equals membership in
``legal_actions()`` (tests/engine/test_direct_checks.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rattus_desktop.engine.actions import Action

from . import persons, play
from .data import load
from .plague import fullest
from .state import State

Check = Callable[[State, int, tuple[Any, ...]], bool]


def _head(args: tuple[Any, ...], name: str) -> Any:
    """The value of the first field when it is ``name`` (None when it is not)."""
    return args[0][1] if args and args[0][0] == name else None


def _draft(g: State, seat: int, args: tuple[Any, ...]) -> bool:
    return len(args) == 1 and _head(args, "card") in g.seats[seat].offer


def _play(g: State, seat: int, args: tuple[Any, ...]) -> bool:
    card = _head(args, "card")
    if card is None or card not in g.seats[seat].hand:
        return False
    return args[1:] in play.options_for(g, seat, card)


def _hire(g: State, seat: int, args: tuple[Any, ...]) -> bool:
    person = _head(args, "person")
    if person is None or person not in g.persons or g.seats[seat].gold < load().hire_cost:
        return False
    return args[1:] in persons.options_for(g, seat, person)


def _outbreak_remove(g: State, seat: int, args: tuple[Any, ...]) -> bool:
    return len(args) == 1 and _head(args, "sector") in fullest(g, seat)


CHECKS: dict[str, Check] = {
    "draft": _draft, "play": _play, "hire": _hire,
    "no_hire": lambda g, seat, args: not args,
    "outbreak_remove": _outbreak_remove,
}


def legal_now(g: State, action: Action) -> bool:
    """True when ``action`` (canonical, past ``form_error``) is legal now."""
    top = g.top
    if top is None or top.seat is None:
        return False
    return CHECKS[action.type](g, top.seat, action.args)
