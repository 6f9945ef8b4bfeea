"""Jester (Big Box, this edition's design of a dexterity effect): 2 pieces from your
reserve are "dropped"; each lands in a region in play drawn at random (equal weights);
on landing it knocks one random piece of that region (any colour, not itself) into a
random neighbouring region with probability 1/2. Every draw comes from the game's
seeded generator (ruling 2); scenarios never use it (ruling 26)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.pieces import moved_out
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

DROPS = 2
KNOCK_CHANCE = 0.5


class Jester(Ability):
    id = "jester"
    action_types = ("jester",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or g.reserve[g.current] == 0:
            return ()
        return [new_action("jester", ())]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        seat = g.current
        g.turn.used.add(self.id)
        for _ in range(min(DROPS, g.reserve[seat])):
            region = g.rng.choice(g.regions)
            knocked = _knock(g, rules, region)
            g.pieces[region][seat] += 1
            g.reserve[seat] -= 1
            ev.append(Event("jester_dropped", {"seat": seat, "region": region,
                                               "knocked": knocked}))


def _knock(g: GameState, rules: Rules, region: str) -> list[object] | None:
    """Maybe knock one random piece of ``region`` to a random neighbour: [seat, to]."""
    pieces = g.pieces[region]
    total = sum(pieces)
    near = walls_near(g, rules)[region]
    if total == 0 or not near or g.rng.random() >= KNOCK_CHANCE:
        return None
    pick = g.rng.randrange(total)
    victim = 0
    while pick >= pieces[victim]:
        pick -= pieces[victim]
        victim += 1
    to = g.rng.choice(near)
    pieces[victim] -= 1
    g.pieces[to][victim] += 1
    moved_out(g, victim, region, to)
    return [victim, to]
