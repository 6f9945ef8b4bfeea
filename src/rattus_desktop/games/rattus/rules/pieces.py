"""Pieces leaving a region, and the potions under them (Wizard, ruling 10).

Potions stay with the pieces that stay and travel only with the last piece of their
owner to leave the region; a piece going off the map (palace, reserve) takes none, so
potions are lost when the last piece leaves the map. Without the Wizard in the game
``GameState.potions`` is empty and these are no-ops.
"""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import diplomats
from rattus_desktop.games.rattus.rules.state import GameState


def moved_out(g: GameState, seat: int, src: str, dst: str) -> None:
    """After some of ``seat``'s pieces moved from ``src`` to ``dst``."""
    potions = g.potions
    if potions and g.pieces[src][seat] == 0 and potions[src][seat]:
        potions[dst][seat] += potions[src][seat]
        potions[src][seat] = 0
    if g.guilds is not None:  # diplomats move only when no plain piece is left behind
        diplomats.after_move(g, seat, src, dst)


def left_map(g: GameState, seat: int, src: str) -> None:
    """After some of ``seat``'s pieces left the map from ``src`` (palace, reserve)."""
    potions = g.potions
    if potions and g.pieces[src][seat] == 0:
        potions[src][seat] = 0
