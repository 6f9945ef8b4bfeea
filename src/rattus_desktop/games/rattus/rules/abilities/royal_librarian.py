"""Royal Librarian (Big Box, universities): move the green university to any region
without a university or university marker (``royal_librarian`` ``to``)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.universities import free_regions, state

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class RoyalLibrarian(Ability):
    id = "royal_librarian"
    action_types = ("royal_librarian",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        return [new_action("royal_librarian", (r, None)) for r in free_regions(g)]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        to, _which = action.args  # the green one below level II
        st = state(g)
        ev.append(Event("university_moved", {"seat": g.current, "university": "green",
                                             "from": st.green, "to": to}))
        st.green = to
        g.turn.used.add(self.id)
