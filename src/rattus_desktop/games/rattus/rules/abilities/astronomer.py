"""Astronomer (Big Box, region cards): draw 3 region cards, keep 1, discard 2.

``astronomer`` draws what is left (the discards reshuffled first: ruling 19; nothing
left: illegal); only the drawer sees them until ``keep_region_card`` ``indices`` (one
index into the drawn cards) keeps one; the others go face up onto the discards.

Upgrades (ruling 24): Astronomer II draws 4 and keeps 2, III draws 5 and keeps 2
(``indices`` names 2 different drawn cards, in any order; all of them when fewer were
drawn). At most C(5, 2) = 10 choices: listed in full.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.region_cards import region_cards
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

USE = Action("astronomer", ())


class Astronomer(Ability):
    id = "astronomer"
    action_types = ("astronomer", "keep_region_card")
    canonical_types = ("keep_region_card",)  # (Astronomer II/III: 2 kept, any order)

    @staticmethod
    def canonical_form(action: Action, order: dict[str, int]) -> Action:
        return canonical_keep(action)
    phases = ("keep_region_card",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or not region_cards.can_draw(g):
            return ()
        return (USE,)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        drawn = region_cards.state(g).drawn
        return [new_action("keep_region_card", (kept,))
                for kept in combinations(range(len(drawn)), keep_count(g))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = region_cards.state(g)
        seat = g.current
        if action.type == "astronomer":
            self.spend(g)
            st.drawn = region_cards.draw(g, int(param(g, self.id, "draw")), ev)
            st.drawn_public = False
            decisions.interrupt(g, "keep_region_card")
            ev.append(Event("region_cards_drawn", {"seat": seat, "count": len(st.drawn)}))
            ev.append(Event("region_cards_seen", {"seat": seat,
                                                  "cards": [c.to_json() for c in st.drawn]},
                            private_to=seat))
            return
        (indices,) = action.args
        st.hands[seat] += [st.drawn[i] for i in indices]
        discarded = [c for i, c in enumerate(st.drawn) if i not in indices]
        st.discard += discarded
        ev.append(Event("region_card_kept", {"seat": seat,
                                             "count": len(indices),
                                             "discarded": [c.to_json() for c in discarded]}))
        st.drawn = []
        decisions.resume(g, "final_turn" if g.final is not None else "actions")


def keep_count(g: GameState) -> int:
    """How many drawn cards the Astronomer keeps: 1, or 2 upgraded (fewer when fewer
    were drawn)."""
    return min(int(param(g, "astronomer", "keep")), len(region_cards.state(g).drawn))


def canonical_keep(action: Action) -> Action:
    """The kept cards of ``keep_region_card`` may be named in any order."""
    if len(action.args) == 1 and type(action.args[0]) is tuple and all(
            type(i) is int for i in action.args[0]):
        return Action(action.type, (tuple(sorted(action.args[0])),))
    return action
