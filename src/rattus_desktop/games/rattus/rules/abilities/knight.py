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
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import TOP, flat, param, tiles

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState



class Knight(Ability):
    id = "knight"
    upgradable = True

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        if g.final is not None:  # only through the Alchemist (final_plague.py otherwise)
            if not self.usable(g) or g.final.plague_user is not None:
                return 0
        elif not self.held_by_current(g):
            return 0
        return rules.long_reach + (0 if flat(g) else int(param(g, self.id, "steps")))

    def bonus(self, g: GameState) -> int:
        """The population bonus (+2; +3 with the Knight III) of the seat deciding it now
        (in the final plague: the card's level for its holder, else the Knight III tile
        on the deciding seat's Alchemist)."""
        if (g.final is not None and g.upgrades.via is None
                and g.holders.get(self.id) != g.current):  # the Alchemist's
            return int(self.tile_bonus(TOP))
        return int(param(g, self.id, "bonus"))

    def bonus_for_decision(self, g: GameState, rules: Rules) -> int | None:
        if g.final is not None:
            decides = self.final_bonus_seat(g, g.plague) == g.current
        else:
            decides = self.wants_bonus_decision(g, rules)
        return self.bonus(g) if decides else None

    @staticmethod
    def tile_bonus(lvl: int) -> int:
        return int(tiles()["knight"]["bonus"][lvl - 1])

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        if g.final is None and steps > 1 and self.held_by_current(g):
            g.turn.used.add(self.id)  # the final round's use: final_plague.py

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        if not self.usable(g):
            return 0
        return rules.long_reach + (0 if flat(g) else int(param(g, self.id, "steps")))

    def wants_bonus_decision(self, g: GameState, rules: Rules) -> bool:
        region = g.plague
        return ((self.held_by_current(g) or self.via_mark in g.turn.used)
                and bool(g.rats[region]) and any(g.pieces[region]))

    def final_bonus_seat(self, g: GameState, region: str) -> int | None:
        if g.final is None or region != g.plague:
            return None
        user = g.plague_cards.final_users.get(self.id)  # its final user (ruling 7)
        if user is not None:
            return user
        user = g.final.plague_user  # or the user of the Knight III on the Alchemist
        alchemist = (user is not None and g.holders.get("alchemist") == user
                     and g.upgrades.alchemist_tile == self.id)
        return user if alchemist else None
