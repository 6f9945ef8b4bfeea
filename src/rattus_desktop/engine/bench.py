"""``rattus-desktop bench``: complete random-legal-action games, timed on one core."""

from __future__ import annotations

import random
import time
from typing import Any

from . import registry
from .config import GameConfig
from .protocol import Game


def play_random_game(config: GameConfig, seed: int) -> tuple[Game, int]:
    """One complete game; every action drawn uniformly from the legal ones (checked)."""
    game = registry.new_game(config, seed)
    rng = random.Random(seed ^ 0x5EED)
    actions = 0
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        actions += 1
    return game, actions


def run_bench(config: GameConfig, games: int, seed: int) -> dict[str, Any]:
    start = time.perf_counter()
    total = 0
    for i in range(games):
        _game, count = play_random_game(config, seed + i)
        total += count
    seconds = time.perf_counter() - start
    return {
        "game": config.game,
        "ruleset": config.ruleset,
        "games": games,
        "players": config.players,
        "seed": seed,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "actions_per_second": round(total / seconds, 1),
        "actions_per_game": round(total / games, 1),
    }
