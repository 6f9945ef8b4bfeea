"""Sampled worlds: a full game consistent with a view, and cheap copies for playouts."""

from __future__ import annotations

import random

from ..core import Game, PlayerView, Rules, determinize
from ..core.state import GameState


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


def fast_copy(game: Game) -> Game:
    """A copy for playouts: shares the (unused after setup) RNG and drops the history."""
    g = game.state
    state = GameState(
        g.players, g.regions, {r: list(p) for r, p in g.pieces.items()},
        {r: list(t) for r, t in g.rats.items()}, list(g.palace), list(g.reserve),
        dict(g.holders), list(g.supply), list(g.removed), list(g.revealed), g.plague,
        g.start_player, g.current, g.phase, g.rng, [dict(k) for k in g.knowledge],
        list(g.setup_order), g.turn.copy(), g.final.copy() if g.final else None,
        list(g.scores) if g.scores else None, g.winner, g.tie_break,
    )
    return Game(state, game.rules, game.seed)
