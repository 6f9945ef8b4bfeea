"""Judge (Big Box): return 1 of your pieces from a region to your reserve, then move
another of your pieces from that region to the palace, if there is one (ruling 15).

Upgrades (ruling 24): Judge II returns 1, then up to 2 go to the palace; Judge III
sends up to 2 to the palace and returns none ("up to": as many as there are, at most
2; ``judge`` names only the region)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.diplomats import plain_pieces
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import param
from rattus_desktop.games.rattus.rules.pieces import left_map

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Judge(Ability):
    id = "judge"
    action_types = ("judge",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        return [new_action("judge", (r,)) for r in g.regions if plain_pieces(g, r, seat) > 0]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        seat = g.current
        back = min(int(param(g, self.id, "returns")), g.pieces[region][seat])
        g.pieces[region][seat] -= back
        g.reserve[seat] += back
        # only plain pieces leave the map (diplomats, ruling 10)
        moved = min(int(param(g, self.id, "palace")), plain_pieces(g, region, seat))
        g.pieces[region][seat] -= moved
        g.palace[seat] += moved
        left_map(g, seat, region)
        self.spend(g)
        data: dict[str, object] = {"seat": seat, "region": region, "to_palace": moved > 0}
        if back != 1 or moved > 1:
            data.update(returned=back, palace=moved)
        ev.append(Event("judged", data))
