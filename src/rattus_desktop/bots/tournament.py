"""``rattus-desktop tournament``: bots against each other, paired and seat-rotated.

Game ``i`` uses deal number ``i // P`` and rotation ``i % P``: the games come in pairs
(sets of P) on the same deal with the seats rotated, and the number of games is rounded
up to whole sets, so every entry plays every seat equally often on the same deals. Every
seed derives from ``--seed``: results are reproducible (as long as no bot hits its
wall-clock cap). Besides win rates with Wilson intervals, the report gives for every
pair of levels the pairwise score, Elo ± 95% and LOS (``bots.rating``); with
``sprt=(elo0, elo1)`` the match of the first two levels stops as soon as the SPRT
decides. With Big Box modules on, ``module_use`` gives each level's use of them
(``bots.module_use``).
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from typing import Any

from rattus_desktop.bots import make_bot, module_use
from rattus_desktop.bots.module_use import ModuleUse, modules_on
from rattus_desktop.bots.rating import Match, Sprt, pair_sample
from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig

Z95 = 1.96


@dataclass
class GameResult:
    levels: list[str]  # by seat
    scores: list[int]
    winner: int
    think: list[list[float]] = field(default_factory=list)  # by seat: seconds per decision
    cpu: list[list[float]] = field(default_factory=list)  # by seat: CPU seconds per decision
    record: Any = None  # stats.GameRecord of the game (for ``--record``)
    module_use: list[dict[str, int]] | None = None  # by seat, Big Box modules on


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
    cpu: list[list[float]] = [[] for _ in range(players)]
    events: list[Any] = []
    use = ModuleUse(players) if modules_on(config) else None
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        start, start_cpu = time.perf_counter(), time.process_time()
        action = seated[seat].choose(view)
        if len(view.legal_actions) > 1:
            think[seat].append(time.perf_counter() - start)
            cpu[seat].append(time.process_time() - start_cpu)
        caused = game.apply(action)
        events += caused
        if use is not None:
            use.observe(seat, action, caused, game)
    outcome = game.outcome()
    assert outcome is not None
    winner = outcome.winner if outcome.winner is not None else -1
    from rattus_desktop.stats.record import record_of

    record = record_of(game, [(level, level) for level in levels], events, "tournament")
    return GameResult(levels, list(outcome.scores), winner, think, cpu, record,
                      use.seats if use is not None else None)


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
            entry = per.setdefault(level, {"n": 0, "wins": 0, "scores": [], "think": [],
                                           "cpu": []})
            entry["n"] += 1
            entry["wins"] += seat == result.winner
            entry["scores"].append(result.scores[seat])
            entry["think"].extend(result.think[seat])
            entry["cpu"].extend(result.cpu[seat] if result.cpu else [])
    return {level: _level_report(e) for level, e in per.items()}


def _times(seconds: list[float]) -> dict[str, float]:
    values = seconds or [0.0]
    ordered = sorted(values)
    return {"mean": round(1000 * statistics.fmean(values), 2),
            "median": round(1000 * statistics.median(values), 2),
            "p90": round(1000 * nearest_rank(ordered, 0.9), 2),
            "p99": round(1000 * nearest_rank(ordered, 0.99), 2),
            "max": round(1000 * max(values), 2)}


def nearest_rank(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile of the sorted ``ordered`` by the nearest-rank method."""
    return ordered[min(len(ordered), max(1, math.ceil(q * len(ordered)))) - 1]


def _level_report(e: dict[str, Any]) -> dict[str, Any]:
    return {
        "seat_games": e["n"], "wins": e["wins"], "win_rate": round(e["wins"] / e["n"], 4),
        "ci95": list(wilson(e["wins"], e["n"])),
        "mean_score": round(statistics.fmean(e["scores"]), 3),
        "decisions": len(e["think"]),
        "think_ms": _times(e["think"]),  # wall clock: includes waiting for a busy CPU
        "think_cpu_ms": _times(e["cpu"]),  # this process's CPU time
    }


Progress = Callable[[dict[str, Any]], None]


def run_tournament(config: GameConfig, bots: Sequence[str], games: int, seed: int,
                   jobs: int = 1, sprt: tuple[float, float] | None = None,
                   progress: Progress | None = None,
                   record: Callable[[Any], None] | None = None) -> dict[str, Any]:
    """Play the match; ``progress`` (if given) gets the report so far after every batch
    (a batch is every game when there is no SPRT); ``record`` each game's
    ``stats.GameRecord`` as its batch ends (``tournament --record``)."""
    start = time.perf_counter()
    players = len(bots)
    games = -(-games // players) * players  # whole sets of rotations
    batch = players * max(jobs, 1) * (4 if sprt else 1)
    results: list[GameResult] = []
    decision: str | None = None
    test = Sprt(*sprt) if sprt else None
    with Pool(jobs) if jobs > 1 else _NoPool() as pool:
        while len(results) < games and decision is None:
            first = len(results)
            tasks = [(config, tuple(bots), i, seed)
                     for i in range(first, min(games, first + (batch if test else games)))]
            results += pool.map(_play, tasks, chunksize=1)
            if record is not None:
                for result in results[first:]:
                    record(result.record)
            if test is not None:
                decision = test.decide(match(results, *_sprt_levels(bots)))
            if progress is not None:
                progress(_report(config, bots, seed, jobs, results, start, test, decision))
    return _report(config, bots, seed, jobs, results, start, test, decision)


def _report(config: GameConfig, bots: Sequence[str], seed: int, jobs: int,
            results: list[GameResult], start: float, test: Sprt | None,
            decision: str | None) -> dict[str, Any]:
    report: dict[str, Any] = {
        "game": config.game, "ruleset": config.ruleset,
        "players": len(bots), "bots": list(bots), "games": len(results), "seed": seed,
        "jobs": jobs, "paired": True,
        "seconds": round(time.perf_counter() - start, 1), "levels": summarise(results),
        "matches": [match(results, a, b).report() for a, b in level_pairs(bots)],
    }
    if test is not None:
        m = match(results, *_sprt_levels(bots))
        report["sprt"] = {"elo0": test.elo0, "elo1": test.elo1, "alpha": test.alpha,
                          "beta": test.beta, "llr": round(m.llr(test.elo0, test.elo1), 3),
                          "bounds": [round(b, 3) for b in test.bounds],
                          "decision": decision}
    if modules_on(config):
        report["module_use"] = module_use.summarise(
            (r.levels, r.module_use) for r in results if r.module_use is not None)
    return report


class _NoPool:
    """``multiprocessing.Pool``'s ``map`` in this process (one job)."""

    def __enter__(self) -> _NoPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Any, tasks: list[Any], chunksize: int = 1) -> list[Any]:
        return [fn(task) for task in tasks]


def level_pairs(bots: Sequence[str]) -> list[tuple[str, str]]:
    """Every pair of distinct levels, in the order they first appear."""
    order = list(dict.fromkeys(bots))
    return [(a, b) for i, a in enumerate(order) for b in order[i + 1:]]


def _sprt_levels(bots: Sequence[str]) -> tuple[str, str]:
    pairs = level_pairs(bots)
    if not pairs:
        raise ValueError("an SPRT needs two different levels")
    return pairs[0]


def match(results: Sequence[GameResult], a: str, b: str) -> Match:
    samples = [pair_sample(r.levels, r.scores, r.winner if r.winner >= 0 else None, a, b)
               for r in results]
    return Match(a, b, tuple(s for s in samples if s is not None))
