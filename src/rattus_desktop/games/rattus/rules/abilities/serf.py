"""Serf (Big Box, peasantry): in its holder's own plague phase (ruling 14), for each
revealed token that kills at least one piece of another player (a loss a potion
absorbs is no kill, ruling 9), 1 piece from the holder's reserve goes into the plague
region at once: it counts for the following tokens and can be killed by them.
Final: move the plague piece 1 step (ruling 7); the Serf works for its user in that
region during the final plague.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def worker(g: GameState, ability: Ability) -> int | None:
    """Whose Serf/Boccaccio works in the plague phase under way: the active holder's
    own, or in the final plague its final user's (None: nobody's)."""
    if g.final is not None:
        return g.plague_cards.final_users.get(ability.id)
    return g.current if ability.held_by_current(g) else None


class Serf(Ability):
    id = "serf"

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        return 1 if self.usable(g) else 0

    def after_outbreak(self, g: GameState, rules: Rules, region: str, killed: list[int],
                       ev: list[Event]) -> None:
        seat = worker(g, self)
        if seat is None or region != g.plague or g.reserve[seat] == 0:
            return
        if not any(n for s, n in enumerate(killed) if s != seat):
            return
        g.pieces[region][seat] += 1
        g.reserve[seat] -= 1
        ev.append(Event("serf_placed", {"seat": seat, "region": region}))
