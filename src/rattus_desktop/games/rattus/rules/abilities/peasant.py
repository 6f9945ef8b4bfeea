"""Peasant: one more piece when placing, or 1 piece in a rat-free region.

Final round: 1 piece from the reserve into any region in play.

Upgrades: Peasant II places 2 extra pieces (or 2 in a rat-free region; final round: 2
in any region), Peasant III 3 (capped by the reserve; the extra is taken whole or not).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Peasant(Ability):
    id = "peasant"
    upgradable = True

    def place_options(self, g: GameState, rules: Rules) -> Iterable[Action]:
        reserve = g.reserve[g.current]
        if reserve == 0 or not self.usable(g):
            return ()
        table = rules.actions.place
        if not flat(g) and (extra := int(param(g, self.id, "extra"))) > 1:
            return self._upgraded(g, extra, reserve)
        out = []
        for region in g.regions:
            rats = len(g.rats[region])
            if g.final is not None or rats == 0:
                out.append(table[region, 1])
            elif reserve > rats:
                out.append(table[region, rats + 1])
        return out

    def _upgraded(self, g: GameState, extra: int, reserve: int) -> list[Action]:
        out = []
        for region in g.regions:
            rats = len(g.rats[region])
            if g.final is not None or rats == 0:
                out.append(new_action("place", (region, min(extra, reserve))))
            elif reserve > rats:
                out.append(new_action("place", (region, min(rats + extra, reserve))))
        return out

    def claims_place(self, g: GameState, rules: Rules, action: Action) -> bool:
        if action in set(self.place_options(g, rules)):
            self.spend(g)
            return True
        return False
