"""Guild Master (Big Box, Guilds module): put 1 piece from your reserve on any guild
space, sending its occupant back to its owner's reserve. Onto your own space is illegal
(ruling 3); the space's ability is not usable on the turn it was taken.

Upgrades: Guild Master II/III put 2/3 pieces on 2/3 spaces (ruling 24: repeated
``guild_master`` actions; a space just taken is your own, so each goes elsewhere)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.guild.state import guild_marker

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class GuildMaster(Ability):
    id = "guild_master"
    action_types = ("guild_master",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        gs = g.guilds
        if not self.usable(g) or g.reserve[g.current] == 0 or gs is None or gs.guild is None:
            return ()
        return [new_action("guild_master", (space,)) for space, seat in gs.guild.items()
                if seat != g.current]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (space,) = action.args
        assert g.guilds is not None and g.guilds.guild is not None
        seat = g.current
        previous = g.guilds.guild[space]
        if previous is not None:
            g.reserve[previous] += 1
        g.guilds.guild[space] = seat
        g.reserve[seat] -= 1
        self.spend(g)
        g.turn.used.add(guild_marker(space))
        ev.append(Event("guild_taken", {"seat": seat, "space": space, "from_seat": previous}))
