"""Soldier (Big Box, chivalry): move the plague piece up to 2 steps (3 at 5-6 players);
holding it on your own turn, one extra token is always spread (ruling 6: a region with
0 tokens spreads 1). Final: move the plague piece (ruling 7) and place one token next
to it, from the supply or a random discarded token when it is empty, before the final
plague (``final_plague.soldier_token``: a ``spread`` decision by its user).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class PlagueMover(Ability):
    """A chivalry card that moves the plague up to 2/3 steps (ruling 5: several held
    together still give one move of the longest length)."""

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        return rules.long_reach if self.held_by_current(g) else 0

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        if g.final is None and steps > 1 and self.held_by_current(g):
            g.turn.used.add(self.id)

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        return rules.long_reach if self.usable(g) else 0


class Soldier(PlagueMover):
    id = "soldier"

    def extra_spreads(self, g: GameState, rules: Rules) -> int:
        return 1 if g.final is None and self.held_by_current(g) else 0
