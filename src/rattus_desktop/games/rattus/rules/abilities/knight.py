"""Knight: the plague may move 1 or 2 steps; before the first reveal, +2 POP (optional).

Final round: move the plague 1 or 2 steps; then, in the final plague, its holder
decides the +2 just before the plague region resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState



class Knight(Ability):
    id = "knight"

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        return rules.long_reach if self.held_by_current(g) else 0

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        if g.final is None and steps > 1 and self.held_by_current(g):
            g.turn.used.add(self.id)  # the final round's use: final_plague.py

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        return rules.long_reach if self.usable(g) else 0

    def wants_bonus_decision(self, g: GameState, rules: Rules) -> bool:
        region = g.plague
        return (self.held_by_current(g) and bool(g.rats[region])
                and any(g.pieces[region]))

    def final_bonus_seat(self, g: GameState, region: str) -> int | None:
        if g.final is None or region != g.plague:
            return None
        return g.plague_cards.final_users.get(self.id)  # its final user (ruling 7)
