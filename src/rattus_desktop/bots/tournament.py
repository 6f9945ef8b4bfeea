"""``rattus-desktop tournament``: bots against each other with rotating seats.

Game ``i`` uses deal number ``i // P`` and rotation ``i % P``, so with a number
of games divisible by P every entry plays every seat equally often on the same
deals. Every seed derives from ``--seed``: results are reproducible (as long as
no bot hits its wall-clock cap).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

from rattus_desktop.bots import make_bot
from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig

Z95 = 1.96


@dataclass
class GameResult:
    levels: list[str]  # by seat
    scores: list[int]
    winner: int
    think: list[list[float]] = field(default_factory=list)  # by seat: seconds per decision


def seats_for(bots: Sequence[str], index: int) -> list[str]:
    players = len(bots)
    shift = index % players
    return [bots[(seat - shift) % players] for seat in range(players)]


def play_game(config: GameConfig, bots: Sequence[str], index: int, seed: int) -> GameResult:
    players = len(bots)
    levels = seats_for(bots, index)
    deal = seed * 1_000_003 + index // players
    game = registry.new_game(config, deal)
    seated = [make_bot(config.game, level, deal * 16 + seat)
              for seat, level in enumerate(levels)]
    think: list[list[float]] = [[] for _ in range(players)]
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        start = time.perf_counter()
        action = seated[seat].choose(view)
        if len(view.legal_actions) > 1:
            think[seat].append(time.perf_counter() - start)
        game.apply(action)
    outcome = game.outcome()
    assert outcome is not None
    winner = outcome.winner if outcome.winner is not None else -1
    return GameResult(levels, list(outcome.scores), winner, think)


def _play(args: tuple[GameConfig, tuple[str, ...], int, int]) -> GameResult:
    return play_game(*args)


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + Z95 ** 2 / (2 * n)) / (1 + Z95 ** 2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 ** 2 / (4 * n * n)) / (1 + Z95 ** 2 / n)
    return (round(centre - half, 4), round(centre + half, 4))


def summarise(results: list[GameResult]) -> dict[str, Any]:
    per: dict[str, dict[str, Any]] = {}
    for result in results:
        for seat, level in enumerate(result.levels):
            entry = per.setdefault(level, {"n": 0, "wins": 0, "scores": [], "think": []})
            entry["n"] += 1
            entry["wins"] += seat == result.winner
            entry["scores"].append(result.scores[seat])
            entry["think"].extend(result.think[seat])
    return {level: _level_report(e) for level, e in per.items()}


def _level_report(e: dict[str, Any]) -> dict[str, Any]:
    think = e["think"] or [0.0]
    return {
        "seat_games": e["n"], "wins": e["wins"], "win_rate": round(e["wins"] / e["n"], 4),
        "ci95": list(wilson(e["wins"], e["n"])),
        "mean_score": round(statistics.fmean(e["scores"]), 3),
        "decisions": len(e["think"]),
        "think_ms": {"mean": round(1000 * statistics.fmean(think), 2),
                     "median": round(1000 * statistics.median(think), 2),
                     "max": round(1000 * max(think), 2)},
    }


def run_tournament(config: GameConfig, bots: Sequence[str], games: int, seed: int,
                   jobs: int = 1) -> dict[str, Any]:
    start = time.perf_counter()
    tasks = [(config, tuple(bots), i, seed) for i in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(_play, tasks, chunksize=1)
    else:
        results = [_play(task) for task in tasks]
    return {
        "game": config.game, "ruleset": config.ruleset,
        "players": len(bots), "bots": list(bots), "games": games, "seed": seed, "jobs": jobs,
        "seconds": round(time.perf_counter() - start, 1), "levels": summarise(results),
    }
