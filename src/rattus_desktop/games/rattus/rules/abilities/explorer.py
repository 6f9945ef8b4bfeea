"""Explorer (Big Box, region cards): reveal 3 region cards, choose one, put 1 piece from
your reserve into its region; all 3 are discarded.

``explorer`` reveals what is left (the discards reshuffled first: ruling 19; nothing
left or an empty reserve: illegal); ``explore`` ``index`` chooses one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions, region_cards
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

REVEAL = 3
USE = Action("explorer", ())


class Explorer(Ability):
    id = "explorer"
    action_types = ("explorer", "explore")
    phases = ("explore",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or g.reserve[g.current] == 0 or not region_cards.can_draw(g):
            return ()
        return (USE,)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        drawn = region_cards.state(g).drawn
        return [new_action("explore", (i,)) for i in range(len(drawn))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = region_cards.state(g)
        seat = g.current
        if action.type == "explorer":
            g.turn.used.add(self.id)
            st.drawn = region_cards.draw(g, REVEAL, ev)
            st.drawn_public = True
            decisions.interrupt(g, "explore")
            ev.append(Event("region_cards_revealed", {"seat": seat,
                                                      "cards": [c.to_json() for c in st.drawn]}))
            return
        (index,) = action.args
        region = st.drawn[index].region
        g.pieces[region][seat] += 1
        g.reserve[seat] -= 1
        st.discard += st.drawn
        st.drawn, st.drawn_public = [], False
        ev.append(Event("explorer_placed", {"seat": seat, "region": region}))
        decisions.resume(g, "final_turn" if g.final is not None else "actions")
