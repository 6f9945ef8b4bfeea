"""King: move 1 of your pieces from a rat-free region to the palace (safe; it scores).

Upgrades: King II moves up to 2 pieces (two ``king`` actions); King III up to 2, from
any region (rats or not)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.diplomats import plain_pieces
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.pieces import left_map

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class King(Ability):
    id = "king"
    action_types = ("king",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        table = rules.actions.king
        if not flat(g) and param(g, self.id, "any_region"):
            return [table[r] for r in g.regions if plain_pieces(g, r, seat) > 0]
        if g.guilds is not None:  # only plain pieces leave the map (ruling 10)
            return [table[r] for r in g.regions
                    if not g.rats[r] and plain_pieces(g, r, seat) > 0]
        return [table[r] for r in g.regions if not g.rats[r] and g.pieces[r][seat] > 0]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        seat = g.current
        g.pieces[region][seat] -= 1
        g.palace[seat] += 1
        left_map(g, seat, region)
        self.spend(g)
        ev.append(Event("to_palace", {"seat": seat, "region": region}))
