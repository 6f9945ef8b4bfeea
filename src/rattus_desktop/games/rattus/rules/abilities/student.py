"""Student (Big Box, universities): put 1 piece from your reserve into a region with a
university (``student`` ``region``).

Upgrades: Student II/III put 2/3 pieces (ruling 24: repeated ``student`` actions, each
1 piece into a university region, the same or the other; "up to": the player may stop)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.universities.universities import university_regions

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Student(Ability):
    id = "student"
    action_types = ("student",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or g.reserve[g.current] == 0:
            return ()
        return [new_action("student", (r,)) for r in university_regions(g)]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        g.pieces[region][g.current] += 1
        g.reserve[g.current] -= 1
        self.spend(g)
        ev.append(Event("student_placed", {"seat": g.current, "region": region}))
