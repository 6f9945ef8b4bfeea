"""Nun (Big Box): the first use puts the 3 nuns into any regions (stacking allowed);
later uses move all 3 to any regions (not to where they stand: ruling 3). Each nun
raises the outbreak number of every token in its region by 1.

``nun`` names the 3 regions in any order (``canonical_nuns`` sorts them).

Upgrades: with the Nun II/III tile each nun raises the outbreak number by 2/3 (the
Nun card's tile; a Nun III tile on the Alchemist gives +3 while it lies there).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import TOP, tiles

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

NUNS = 3


class Nun(Ability):
    id = "nun"
    action_types = ("nun",)
    canonical_types = ("nun",)

    @staticmethod
    def canonical_form(action: Action, order: dict[str, int]) -> Action:
        return canonical_nuns(action, order) if len(action.args) == 1 else action
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        here = tuple(g.nuns)
        return [a for a in placements(tuple(g.regions)) if a.args[0] != here]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (regions,) = action.args
        g.nuns = list(regions)
        self.spend(g)
        ev.append(Event("nuns_placed", {"seat": g.current, "regions": list(regions)}))

    def outbreak_extra(self, g: GameState, region: str) -> int:
        count = g.nuns.count(region)
        if not count:
            return 0
        up = g.upgrades
        lvl = TOP if up.alchemist_tile == self.id else up.levels.get(self.id, 1)
        return count * int(tiles()[self.id]["strength"][lvl - 1])


@cache
def placements(regions: tuple[str, ...]) -> tuple[Action, ...]:
    """Every placement of the three nuns on ``regions`` (built once per region set:
    969 of them at 17 regions)."""
    return tuple(new_action("nun", (regions3,))
                 for regions3 in combinations_with_replacement(regions, NUNS))


def canonical_nuns(action: Action, order: dict[str, int]) -> Action:
    (regions,) = action.args
    return Action("nun", (tuple(sorted(regions, key=lambda r: order.get(r, 99))),))
