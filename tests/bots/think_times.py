"""Benchmark (not a test): the hard level's CPU time per decision, every game and player
count, with the wall-clock cap lifted (every search completes its budget).

    python tests/bots/think_times.py [DECISIONS] [GAME ...]

The positions are seat decisions of games the medium level plays in every seat (about
one in ten, ``hard_positions.positions``: positions like those hard meets in play),
DECISIONS of them per game and player count (default 25); each is searched once by
``hard/time_cap=600`` (the level as players get it, its per-ruleset tuning included).
Prints a Markdown table: CPU milliseconds per decision, median, p90, p99 and max, and
a digest of the chosen moves (the same digest: the same moves).
"""

from __future__ import annotations

import hashlib
import statistics
import sys
import time

from hard_positions import MODULES, config_of, positions

from rattus_desktop.bots import make_bot
from rattus_desktop.bots.tournament import nearest_rank

#: (label, game, ruleset, players, options)
TABLE = [(f"Rattus classic, {n}", "rattus", "classic", n, None) for n in (2, 3, 4)]
TABLE += [(f"Big Box (every module), {n}", "rattus", "bigbox", n,
           {"modules": MODULES, "cards": "random"}) for n in (2, 4, 6)]
TABLE += [(f"Cartus, {n}", "cartus", "", n, None) for n in (2, 3, 4, 5)]
TABLE += [(f"Notre Dame, {n}", "notredame", "", n, None) for n in (2, 3, 4, 5)]


def row(label: str, game: str, ruleset: str, players: int, options: object,
        count: int) -> str:
    config = config_of(game, ruleset, players, options)  # type: ignore[arg-type]
    cpu, moves = [], []
    for i, view in enumerate(positions(config, count, seed=7, level="medium", share=0.1)):
        bot = make_bot(game, "hard/time_cap=600", 100 + i)
        start = time.process_time()
        moves.append(bot.choose(view))
        cpu.append(1000 * (time.process_time() - start))
    ordered = sorted(cpu)
    digest = hashlib.blake2b(repr(moves).encode(), digest_size=4).hexdigest()
    return (f"| {label} | {statistics.median(cpu):.0f} | {nearest_rank(ordered, 0.9):.0f} | "
            f"{nearest_rank(ordered, 0.99):.0f} | {max(cpu):.0f} | {digest} |")


def main(argv: list[str]) -> None:
    count = int(argv[0]) if argv else 25
    games = set(argv[1:])
    print("| game, players | median | p90 | p99 | max | moves |")
    print("| --- | ---: | ---: | ---: | ---: | --- |")
    for label, game, ruleset, players, options in TABLE:
        if not games or game in games:
            print(row(label, game, ruleset, players, options, count), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
