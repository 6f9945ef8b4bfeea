"""Tavern Keeper (Big Box, Taverns module): either put 1 piece from your reserve on an
empty tavern city (``tavern_keeper`` with ``city``), or move 1 of your plain pieces
from a region onto that region's city, occupied by another player, sending its occupant
back to its owner's reserve (``city`` and ``from`` = that region). Only plain pieces go
off the map (ruling 10); the city adds pieces from the next turn on (ruling 22).

Upgrades: Tavern Keeper II/III put 2/3 pieces on cities (ruling 24: repeated
``tavern_keeper`` actions, each either form; a city just taken is your own, so each
goes to another city)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.diplomats import plain_pieces
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.guild.state import tavern_marker
from rattus_desktop.games.rattus.rules.pieces import left_map

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class TavernKeeper(Ability):
    id = "tavern_keeper"
    action_types = ("tavern_keeper",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        gs = g.guilds
        if not self.usable(g) or gs is None or gs.tavern is None:
            return ()
        seat = g.current
        out = []
        for city, holder in gs.tavern.items():
            if holder is None and g.reserve[seat] > 0:
                out.append(new_action("tavern_keeper", (city, None)))
            elif holder is not None and holder != seat and plain_pieces(g, city, seat) > 0:
                out.append(new_action("tavern_keeper", (city, city)))
        return out

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        city, src = action.args
        assert g.guilds is not None and g.guilds.tavern is not None
        seat = g.current
        previous = g.guilds.tavern[city]
        if previous is not None:
            g.reserve[previous] += 1
        if src is None:
            g.reserve[seat] -= 1
        else:
            g.pieces[src][seat] -= 1
            left_map(g, seat, src)
        g.guilds.tavern[city] = seat
        self.spend(g)
        g.turn.used.add(tavern_marker(city))
        ev.append(Event("tavern_taken", {"seat": seat, "city": city, "from": src,
                                         "from_seat": previous}))
