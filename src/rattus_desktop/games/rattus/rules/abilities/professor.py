"""Professor (Big Box, universities): look at the top 4 event cards (the discards
reshuffled under the deck if fewer are left) and put them back in any order
(``professor``, then ``professor_order`` ``order``: the card now in looked position i,
0 the top, goes to position ``order[i]``). Only the Professor's holder sees them.

Final: ``professor`` draws 4 (face up), ``professor_resolve`` ``index`` resolves one
of them at once; all 4 are discarded.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions, universities
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

LOOK = 4
USE = Action("professor", ())


class Professor(Ability):
    id = "professor"
    action_types = ("professor", "professor_order", "professor_resolve")
    phases = ("professor_order", "professor_resolve")

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        return (USE,) if self.usable(g) and universities.events_available(g) else ()

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        st = universities.state(g)
        if g.phase == "professor_resolve":
            return [new_action("professor_resolve", (i,)) for i in range(len(st.drawn))]
        return [new_action("professor_order", (order, ()))
                for order in permutations(range(len(st.looked)))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "professor":
            g.turn.used.add(self.id)
            if g.final is not None:
                self._draw(g, ev)
            else:
                self._look(g, ev)
        elif action.type == "professor_order":
            self._order(g, action, ev)
        else:
            self._resolve(g, rules, action, ev)

    def _look(self, g: GameState, ev: list[Event]) -> None:
        st = universities.state(g)
        if len(st.deck) < LOOK and st.discard:
            universities.reshuffle(g, ev)
        st.seen = [0] * g.players  # the cards anyone knew are now in the Professor's hand
        st.looked = [st.deck.pop() for _ in range(min(LOOK, len(st.deck)))]
        decisions.interrupt(g, "professor_order")
        seat = g.current
        ev.append(Event("professor_looked", {"seat": seat, "count": len(st.looked)}))
        ev.append(Event("professor_saw", {"seat": seat,
                                          "events": [c.to_json() for c in st.looked]},
                        private_to=seat))

    def _order(self, g: GameState, action: Action, ev: list[Event]) -> None:
        st = universities.state(g)
        order, _discard = action.args  # no discard below level III
        top_first = list(st.looked)
        for i, card in enumerate(st.looked):
            top_first[order[i]] = card
        st.deck.extend(reversed(top_first))
        st.looked = []
        st.seen = [0] * g.players
        st.seen[g.current] = len(top_first)
        ev.append(Event("professor_ordered", {"seat": g.current}))
        decisions.resume(g, "actions")

    def _draw(self, g: GameState, ev: list[Event]) -> None:
        st = universities.state(g)
        drawn = (universities.draw_event(g, ev) for _ in range(LOOK))
        st.drawn = [card for card in drawn if card is not None]
        decisions.interrupt(g, "professor_resolve")
        ev.append(Event("professor_drew", {"seat": g.current,
                                           "events": [c.to_json() for c in st.drawn]}))

    def _resolve(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = universities.state(g)
        (index,) = action.args
        card = st.drawn[index]
        st.discard += st.drawn
        st.drawn = []
        decisions.resume(g, "final_turn")
        if not universities.start_event(g, rules, card, g.current, "final_turn", ev):
            universities.event_done(g, rules, ev)
