"""Merchant: move 1 to 3 of your own pieces from one region to a neighbouring one."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.pieces import moved_out
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

MAX_MOVED = 3


class Merchant(Ability):
    id = "merchant"
    action_types = ("merchant",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        table = rules.actions.merchant
        near = walls_near(g, rules) if g.plague_cards.walls else rules.near
        out = []
        for region in g.regions:
            own = g.pieces[region][seat]
            if own:
                counts = range(1, min(MAX_MOVED, own) + 1)
                out += [table[region, to, n] for to in near[region] for n in counts]
        return out

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        src, dst, count = action.args
        seat = g.current
        g.pieces[src][seat] -= count
        g.pieces[dst][seat] += count
        moved_out(g, seat, src, dst)
        g.turn.used.add(self.id)
        ev.append(Event("merchant_moved", {"seat": seat, "from": src, "to": dst, "count": count}))
