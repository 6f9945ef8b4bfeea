"""Sampled worlds: a full game consistent with a view (with the setup order rebuilt)."""

from __future__ import annotations

import random

from ..core import Game, PlayerView, Rules, determinize


def setup_progress(view: PlayerView) -> tuple[int, list[int]]:
    """During the initial placement: (start player, the seats still to place).

    ``determinize`` leaves the snake order empty (the view does not carry it), so
    it is rebuilt from the pieces placed so far (2 per placement) and who is next.
    """
    players, current = view.players, view.current_player or 0
    done = sum(sum(p) for p in view.pieces.values()) // 2
    back = 2 * players - 1 - done
    start = (current - done) % players if done < players else (current - back) % players
    forward = [(start + k) % players for k in range(players)]
    return start, (forward + forward[::-1])[done:]


def sample_world(view: PlayerView, rules: Rules, rng: random.Random) -> Game:
    """A full game dealt from ``view``: unseen faces shuffled, known faces kept."""
    game = determinize(view, rules, rng)
    if view.phase == "setup":
        start, order = setup_progress(view)
        game.state.start_player = start
        game.state.setup_order = order
    return game

