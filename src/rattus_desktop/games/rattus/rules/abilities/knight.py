"""Knight: the plague may move 1 or 2 steps; before the first reveal, +2 POP (optional).

Final round: move the plague 1 or 2 steps; then, in the final plague, its holder
decides the +2 just before the plague region resolves.

Upgrades: Knight II moves the plague one more step (3 at 2-4 players, 4 at 5-6);
Knight III one more step, and the bonus is +3. Through the Alchemist (ruling 25) the
Knight III is used by a ``move_plague`` naming it, which then gives the +3 decision.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.upgrades import TOP, flat, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState



class Knight(Ability):
    id = "knight"
    upgradable = True

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        if g.final is not None:
            if not self.usable(g) or g.final.plague_user is not None:
                return 0
        elif not self.held_by_current(g):
            return 0
        return rules.long_reach + (0 if flat(g) else int(param(g, self.id, "steps")))

    def bonus(self, g: GameState) -> int:
        """The population bonus (+2; +3 with the Knight III)."""
        final = g.final
        if (final is not None and final.plague_user is not None and g.upgrades.via is None
                and g.holders.get(self.id) != final.plague_user):  # the Alchemist's
            return int(self.tile_bonus(TOP))
        return int(param(g, self.id, "bonus"))

    @staticmethod
    def tile_bonus(lvl: int) -> int:
        from rattus_desktop.games.rattus.rules.upgrades import tiles

        return int(tiles()["knight"]["bonus"][lvl - 1])

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        if not self.held_by_current(g):
            return
        if g.final is not None:
            g.final.plague_user = g.current
            g.turn.used.add(self.id)
        elif steps > 1:
            g.turn.used.add(self.id)

    def wants_bonus_decision(self, g: GameState, rules: Rules) -> bool:
        region = g.plague
        return ((self.held_by_current(g) or self.via_mark in g.turn.used)
                and bool(g.rats[region]) and any(g.pieces[region]))

    def final_bonus_seat(self, g: GameState, region: str) -> int | None:
        final = g.final
        if final is None or final.plague_user is None or region != g.plague:
            return None
        user = final.plague_user
        if g.holders.get(self.id) == user:
            return user
        alchemist = g.holders.get("alchemist") == user and g.upgrades.alchemist_tile == self.id
        return user if alchemist else None
