"""Soldier (Big Box, chivalry): move the plague piece up to 2 steps (3 at 5-6 players);
holding it on your own turn, one extra token is always spread (ruling 6: a region with
0 tokens spreads 1). Final: move the plague piece (ruling 7) and place one token next
to it, from the supply or a random discarded token when it is empty, before the final
plague (``final_plague.soldier_token``: a ``spread`` decision by its user).

Upgrades (ruling 24): Soldier II spreads 2 extra tokens, after the normal ones, to
neighbours as usual; Soldier III 2 extra, each to any region within 2 steps of the
plague region (walls respected; never the plague region itself, nor a bishop's or a
full region: ``plague.spread_targets``). Through the Alchemist (ruling 25): level III
for the holder of a usable Alchemist carrying its tile (``serf.alchemist_serves``).
The final-round token stays one token next to the plague piece.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.abilities.serf import alchemist_serves, tile_value
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat

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
    upgradable = True

    def extra_spreads(self, g: GameState, rules: Rules) -> int:
        if g.final is not None:
            return 0
        if flat(g):
            return 1 if self.held_by_current(g) else 0
        if not (self.held_by_current(g) or alchemist_serves(g, self.id)):
            return 0
        return int(tile_value(g, self, "extra"))

    def far_spreads(self, g: GameState, rules: Rules) -> int:
        if g.final is not None or flat(g) or not tile_value(g, self, "far"):
            return 0
        return self.extra_spreads(g, rules)
