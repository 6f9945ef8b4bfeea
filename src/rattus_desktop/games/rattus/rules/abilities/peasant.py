"""Peasant: one more piece when placing, or 1 piece in a rat-free region.

Final round: 1 piece from the reserve into any region in play.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Peasant(Ability):
    id = "peasant"

    def place_options(self, g: GameState, rules: Rules) -> Iterable[Action]:
        reserve = g.reserve[g.current]
        if reserve == 0 or not self.usable(g):
            return ()
        table = rules.actions.place
        out = []
        for region in g.regions:
            rats = len(g.rats[region])
            if g.final is not None or rats == 0:
                out.append(table[region, 1])
            elif reserve > rats:
                out.append(table[region, rats + 1])
        return out

    def claims_place(self, g: GameState, rules: Rules, action: Action) -> bool:
        if action in set(self.place_options(g, rules)):
            g.turn.used.add(self.id)
            return True
        return False
