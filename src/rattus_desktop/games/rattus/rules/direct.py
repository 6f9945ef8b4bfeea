"""Legality that scales: action kinds checked directly instead of by searching a list.

A Witch III look names 4 of up to 51 face-down tokens (C(51, 4) = 249,900 looks); no
list of them is ever built. ``DIRECT[type](g, rules, action)`` answers for such a kind:
None (legal), an ``IllegalAction`` (with its reason), or ``DEFER`` when the plain
listing decides (e.g. a level-I Witch's 2-token look, which is listed in full).
``Game.apply``, ``why_not`` and ``is_legal`` ask it first; ``legal_actions`` lists a
bounded part of the kind (see the ability's ``uses``) so that bots can still choose.
A direct check is strict about types (``True`` is not a position, ``1.0`` not an index)
like ``engine.actions.same_shape``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.alchemist import VIA, through_alchemist
from rattus_desktop.games.rattus.rules.abilities.professor import direct_order
from rattus_desktop.games.rattus.rules.abilities.witch import direct_arrange, direct_look
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.errors import IllegalAction

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.abilities.base import Ability
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

DEFER = IllegalAction("defer", "decided by the listing")  # a sentinel, never raised
Check = Callable[["GameState", "Rules", Action], "IllegalAction | None"]


def _wrap(check: Callable[[GameState, Rules, Action], IllegalAction | None | bool]) -> Check:
    """``check`` returns None/IllegalAction, or False to defer; ``"via": "alchemist"``
    is checked under the Alchemist's context (its own side first)."""

    def run(g: GameState, rules: Rules, action: Action) -> IllegalAction | None:
        verdict = through_alchemist(g, rules, action, check)
        return verdict if verdict is None or isinstance(verdict, IllegalAction) else DEFER

    return run


def via_checks(owners: dict[str, Ability]) -> dict[str, Check]:
    """The direct checks of abilities' ``direct_types`` used through the Alchemist
    (``<type>@alchemist``; the Emperor III's 5 walls)."""
    return {f"{t}@{VIA}": _wrap(ab.refusal) for t, ab in owners.items()}


DIRECT: dict[str, Check] = {
    "witch_look": _wrap(direct_look),
    f"witch_look@{VIA}": _wrap(direct_look),  # the Witch III tile on the Alchemist
    "witch_arrange": _wrap(direct_arrange),
    "professor_order": _wrap(direct_order),
}
