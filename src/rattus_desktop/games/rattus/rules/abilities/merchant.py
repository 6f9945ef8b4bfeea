"""Merchant: move 1 to 3 of your own pieces from one region to a neighbouring one.

Upgrades: Merchant II moves up to 5 pieces to a neighbour; Merchant III up to 5, to a
region up to 2 steps away."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.pieces import moved_out
from rattus_desktop.games.rattus.rules.walls import near as walls_near
from rattus_desktop.games.rattus.rules.walls import reachable

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

MAX_MOVED = 3


class Merchant(Ability):
    id = "merchant"
    action_types = ("merchant",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        if not flat(g):
            return self._upgraded(g, rules)
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

    def _upgraded(self, g: GameState, rules: Rules) -> list[Action]:
        seat, most = g.current, param(g, self.id, "count")
        steps = param(g, self.id, "steps")
        out = []
        for region in g.regions:
            own = g.pieces[region][seat]
            if own:
                counts = range(1, min(most, own) + 1)
                out += [new_action("merchant", (region, to, n))
                        for to in reachable(g, rules, region, steps) for n in counts]
        return out

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        src, dst, count = action.args
        seat = g.current
        g.pieces[src][seat] -= count
        g.pieces[dst][seat] += count
        moved_out(g, seat, src, dst)
        self.spend(g)
        ev.append(Event("merchant_moved", {"seat": seat, "from": src, "to": dst, "count": count}))
