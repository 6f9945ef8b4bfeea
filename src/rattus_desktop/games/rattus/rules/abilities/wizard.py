"""Wizard (Big Box): put a potion under one of your pieces on the board (unlimited per
piece). When a piece with potions would die to the plague, one potion is discarded
instead (ruling 9: automatic; ``resolve.lose``). Potions go with the piece when it
moves (ruling 10: ``rules.pieces``).

Upgrades: Wizard II/III place 2/3 potions (repeated ``wizard`` actions)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Wizard(Ability):
    id = "wizard"
    action_types = ("wizard",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        return [new_action("wizard", (r,)) for r in g.regions if g.pieces[r][seat] > 0]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        g.potions[region][g.current] += 1
        self.spend(g)
        ev.append(Event("potion_placed", {"seat": g.current, "region": region}))
