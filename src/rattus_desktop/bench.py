"""``rattus-desktop bench``: complete random-legal-action games, timed on one core."""

from __future__ import annotations

import random
import time
from typing import Any

from .core import Game


def play_random_game(players: int, seed: int) -> tuple[Game, int]:
    """One complete game; every action drawn uniformly from the legal ones."""
    game = Game.new(players, seed)
    rng = random.Random(seed ^ 0x5EED)
    actions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    return game, actions


def run_bench(games: int, players: int, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    total = 0
    for i in range(games):
        _game, count = play_random_game(players, seed + i)
        total += count
    seconds = time.perf_counter() - start
    return {
        "games": games,
        "players": players,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "actions_per_second": round(total / seconds, 1),
        "actions_per_game": round(total / games, 1),
    }
