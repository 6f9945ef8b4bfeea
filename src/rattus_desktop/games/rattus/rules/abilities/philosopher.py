"""Philosopher (Big Box): no effect on your turn. While you hold it, another player
taking a card from you may take only the Philosopher."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Philosopher(Ability):
    id = "philosopher"

    def blocks_take(self, g: GameState, rules: Rules, card: str) -> bool:
        holder = g.holders.get(self.id)
        if g.plague_cards.disabled and is_disabled(g.plague_cards, self.id):
            return False  # ruling 21: a disabled card loses its passive ability too
        return (holder is not None and holder != g.current and card != self.id
                and g.holders.get(card) == holder)
