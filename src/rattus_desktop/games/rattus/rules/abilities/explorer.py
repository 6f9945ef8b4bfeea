"""Explorer (Big Box, region cards): reveal 3 region cards, choose one, put 1 piece from
your reserve into its region; all 3 are discarded.

``explorer`` reveals what is left (the discards reshuffled first: ruling 19; nothing
left or an empty reserve: illegal); ``explore`` ``index`` chooses one.

Upgrades: Explorer II puts 2 pieces into the chosen region, III reveals 4 and puts 2
(fewer when the reserve runs out).
"""

from __future__ import annotations

from collections.abc import Iterable
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

USE = Action("explorer", ())


class Explorer(Ability):
    id = "explorer"
    action_types = ("explorer", "explore")
    phases = ("explore",)
    upgradable = True

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
            self.spend(g)
            st.drawn = region_cards.draw(g, int(param(g, self.id, "reveal")), ev)
            st.drawn_public = True
            decisions.interrupt(g, "explore")
            ev.append(Event("region_cards_revealed", {"seat": seat,
                                                      "cards": [c.to_json() for c in st.drawn]}))
            return
        (index,) = action.args
        region = st.drawn[index].region
        count = min(int(param(g, self.id, "pieces")), g.reserve[seat])
        g.pieces[region][seat] += count
        g.reserve[seat] -= count
        st.discard += st.drawn
        st.drawn, st.drawn_public = [], False
        ev.append(Event("explorer_placed", {"seat": seat, "region": region, "count": count}))
        decisions.resume(g, "final_turn" if g.final is not None else "actions")
