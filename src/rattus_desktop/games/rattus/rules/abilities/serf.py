"""Serf (Big Box, peasantry): in its holder's own plague phase (ruling 14), for each
revealed token that kills at least one piece of another player (a loss a potion
absorbs is no kill, ruling 9), 1 piece from the holder's reserve goes into the plague
region at once: it counts for the following tokens and can be killed by them.
Final: move the plague piece 1 step (ruling 7); the Serf works for its user in that
region during the final plague.

Upgrades: Serf II puts 2 pieces per such token; Serf III 2 per token that kills
anyone, its holder's own pieces included (ruling 24); capped by the reserve.
Through the Alchemist (ruling 25): a passive card (Serf, Boccaccio) works at level III
in the plague phase of the holder of a usable Alchemist carrying its tile
(``alchemist_serves``), unless the card itself was used this turn (one source).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.abilities.alchemist import ID as ALCHEMIST
from rattus_desktop.games.rattus.rules.abilities.alchemist import fresh, under
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param, source_open
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def alchemist_serves(g: GameState, card: str) -> bool:
    """The active player's usable Alchemist carries ``card``'s tile (a normal turn)."""
    up = g.upgrades
    return (up.alchemist_tile == card and g.final is None
            and g.holders.get(ALCHEMIST) == g.current and not fresh(g)
            and not is_disabled(g.plague_cards, ALCHEMIST) and source_open(g, card))


def worker(g: GameState, ability: Ability) -> int | None:
    """Whose Serf/Boccaccio works in the plague phase under way: the active holder's
    own (or their Alchemist's), or in the final plague its final user's (None:
    nobody's)."""
    if g.final is not None:
        return g.plague_cards.final_users.get(ability.id)
    if ability.held_by_current(g) or (not flat(g) and alchemist_serves(g, ability.id)):
        return g.current
    return None


def tile_value(g: GameState, ability: Ability, key: str) -> Any:
    """``key`` of the tile the worker plays: level III through the Alchemist, else the
    card's level."""
    if alchemist_serves(g, ability.id):
        return under(g, ability.id, lambda: param(g, ability.id, key))
    return param(g, ability.id, key)


class Serf(Ability):
    id = "serf"
    upgradable = True

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        return 1 if self.usable(g) else 0

    def after_outbreak(self, g: GameState, rules: Rules, region: str, killed: list[int],
                       ev: list[Event]) -> None:
        seat = worker(g, self)
        if seat is None or region != g.plague or g.reserve[seat] == 0:
            return
        upgraded = not flat(g)
        own_too = upgraded and tile_value(g, self, "any_kill")
        if not any(n for s, n in enumerate(killed) if own_too or s != seat):
            return
        count = min(int(tile_value(g, self, "pieces")) if upgraded else 1, g.reserve[seat])
        g.pieces[region][seat] += count
        g.reserve[seat] -= count
        for _ in range(count):  # one event per piece (as at level I)
            ev.append(Event("serf_placed", {"seat": seat, "region": region}))
