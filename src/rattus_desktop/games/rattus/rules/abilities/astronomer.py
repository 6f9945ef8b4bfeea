"""Astronomer (Big Box, region cards): draw 3 region cards, keep 1, discard 2.

``astronomer`` draws what is left (the discards reshuffled first: ruling 19; nothing
left: illegal); only the drawer sees them until ``keep_region_card`` ``indices`` (one
index into the drawn cards) keeps one; the others go face up onto the discards.
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

DRAW = 3
USE = Action("astronomer", ())


class Astronomer(Ability):
    id = "astronomer"
    action_types = ("astronomer", "keep_region_card")
    phases = ("keep_region_card",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or not region_cards.can_draw(g):
            return ()
        return (USE,)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        drawn = region_cards.state(g).drawn
        return [new_action("keep_region_card", ((i,),)) for i in range(len(drawn))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = region_cards.state(g)
        seat = g.current
        if action.type == "astronomer":
            g.turn.used.add(self.id)
            st.drawn = region_cards.draw(g, DRAW, ev)
            st.drawn_public = False
            decisions.interrupt(g, "keep_region_card")
            ev.append(Event("region_cards_drawn", {"seat": seat, "count": len(st.drawn)}))
            ev.append(Event("region_cards_seen", {"seat": seat,
                                                  "cards": [c.to_json() for c in st.drawn]},
                            private_to=seat))
            return
        ((index,),) = action.args
        kept = st.drawn.pop(index)
        st.hands[seat].append(kept)
        st.discard += st.drawn
        ev.append(Event("region_card_kept", {"seat": seat,
                                             "discarded": [c.to_json() for c in st.drawn]}))
        st.drawn = []
        decisions.resume(g, "final_turn" if g.final is not None else "actions")
