"""Judge (Big Box): return 1 of your pieces from a region to your reserve, then move
another of your pieces from that region to the palace, if there is one (ruling 15)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.diplomats import plain_pieces
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.pieces import left_map

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Judge(Ability):
    id = "judge"
    action_types = ("judge",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        return [new_action("judge", (r,)) for r in g.regions if plain_pieces(g, r, seat) > 0]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        seat = g.current
        g.pieces[region][seat] -= 1
        g.reserve[seat] += 1
        palace = plain_pieces(g, region, seat) > 0  # only plain pieces leave the map
        if palace:
            g.pieces[region][seat] -= 1
            g.palace[seat] += 1
        left_map(g, seat, region)
        g.turn.used.add(self.id)
        ev.append(Event("judged", {"seat": seat, "region": region, "to_palace": palace}))
