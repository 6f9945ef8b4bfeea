"""Messenger (Big Box): swap two pieces on the board that belong to different players
and stand in different regions (yours with another's, or two other players').

``messenger`` names the pieces as ``[region, seat]``; the two may be given in either
order (``canonical_swap`` puts them in board order).

Upgrades: Messenger II/III make two/three swaps (repeated ``messenger`` actions).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.listing import SwapPairs
from rattus_desktop.games.rattus.rules.pieces import moved_out

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Piece = tuple[str, int]


class Messenger(Ability):
    id = "messenger"
    action_types = ("messenger",)
    canonical_types = ("messenger",)

    @staticmethod
    def canonical_form(action: Action, order: dict[str, int]) -> Action:
        return canonical_swap(action, order) if len(action.args) == 2 else action
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        slots = [(r, s) for r in g.regions for s, n in enumerate(g.pieces[r]) if n]
        return SwapPairs(slots)  # (counted; a pair is built only when asked for)

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (ra, sa), (rb, sb) = action.args
        g.pieces[ra][sa] -= 1
        g.pieces[rb][sa] += 1
        g.pieces[rb][sb] -= 1
        g.pieces[ra][sb] += 1
        moved_out(g, sa, ra, rb)
        moved_out(g, sb, rb, ra)
        self.spend(g)
        ev.append(Event("pieces_swapped", {"seat": g.current, "a": [ra, sa], "b": [rb, sb]}))


def canonical_swap(action: Action, order: dict[str, int]) -> Action:
    """The two pieces of a ``messenger`` swap may be named in either order."""
    a, b = action.args
    if (order.get(a[0], 99), a[1]) > (order.get(b[0], 99), b[1]):
        return Action("messenger", (b, a))
    return action
