"""Baker (Big Box, peasantry): once per turn put 1 piece from your reserve on the card
(``baker``). Whoever takes the card (from a player or, ruling 13, from the supply where
it kept its pieces) at once puts all pieces lying on it into one region of their choice
(``baker_place``; the pieces keep their owner's colour). At game end, before the final
plague (ruling 8), the player to the holder's left places them; nobody holding it,
they score nothing. Pieces on the card belong to the 20 but are not population.

Upgrades: Baker II/III put up to 2/3 pieces onto the card per turn, one ``baker``
action each (ruling 24: more uses repeat the action, the player may stop early).
Through the Alchemist (ruling 25) the Baker III puts its pieces onto the Baker card
wherever it lies (held by another player or in the supply): they wait there for the
card's next taker like any other pieces on it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

LOAD = new_action("baker", ())


class Baker(Ability):
    id = "baker"
    action_types = ("baker", "baker_place")
    phases = ("baker_place",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or g.reserve[g.current] == 0:
            return ()
        return (LOAD,)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        return [new_action("baker_place", (r,)) for r in g.regions]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "baker_place":
            self._place(g, rules, action, ev)
            return
        seat = g.current
        g.reserve[seat] -= 1
        g.plague_cards.baker[seat] += 1
        self.spend(g)
        ev.append(Event("baker_loaded", {"seat": seat}))

    def on_card_taken(self, g: GameState, rules: Rules, card: str, previous: int | None,
                      ev: list[Event]) -> None:
        if card == self.id and any(g.plague_cards.baker):
            decisions.interrupt(g, "baker_place")

    def before_final_plague(self, g: GameState, rules: Rules) -> bool:
        holder = g.holders.get(self.id)
        if holder is None or not any(g.plague_cards.baker):
            return False
        decisions.await_decision(g, "baker_place", (holder + 1) % g.players)
        return True

    def _place(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        pc = g.plague_cards
        counts = list(pc.baker)
        for seat, n in enumerate(counts):
            g.pieces[region][seat] += n
        pc.baker = [0] * g.players
        ev.append(Event("baker_placed", {"seat": g.current, "region": region,
                                         "pieces": counts}))
        if g.final is not None:  # game end: on to the final plague
            decisions.await_decision(g, "final_turn")
            rules.driver.next_final_turn(g, rules, ev)
        else:
            decisions.resume(g, "actions")
