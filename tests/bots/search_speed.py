"""Benchmark (not a test): the hard search's iterations per CPU second on fixed positions.

    python tests/bots/search_speed.py classic|bigbox [DECISIONS] [ITERATIONS]

The positions are the seat decisions (more than one legal action) of games the easy bot
plays from seed 3 on (classic: 4 players; bigbox: 6 players, every module, random
cards), about one in three of them, the first DECISIONS (default 20). Each is searched
with ITERATIONS (default 600) and no wall-clock cap; it prints iterations per CPU second,
CPU ms per decision and a digest of the chosen moves (the same digest: the same moves).
"""

from __future__ import annotations

import dataclasses
import hashlib
import sys
import time

from rattus_desktop.bots import make_bot, search_config
from rattus_desktop.bots.base import Budget
from rattus_desktop.bots.ismcts import SearchBot
from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import View
from rattus_desktop.games.rattus.bot.policy import POLICY

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]


def positions(kind: str, count: int, seed: int = 3) -> list[View]:
    rattus = registry.get("rattus")
    config = (rattus.config(4, "classic", None) if kind == "classic" else
              rattus.config(6, "bigbox", {"modules": MODULES, "cards": "random"}))
    out: list[View] = []
    while len(out) < count:
        game = registry.new_game(config, seed)
        bots = [make_bot("rattus", "easy", seed * 10 + i) for i in range(config.players)]
        while not game.is_over:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if len(view.legal_actions) > 1 and len(out) < count and (
                    game.state.rng.random() < 0.3):  # type: ignore[attr-defined]
                out.append(view)
            game.apply(bots[seat].choose(view))
        seed += 1
    return out


def main(argv: list[str]) -> None:
    kind = argv[0] if argv else "classic"
    count = int(argv[1]) if len(argv) > 1 else 20
    iterations = int(argv[2]) if len(argv) > 2 else 600
    views = positions(kind, count)
    hard = dataclasses.replace(search_config(POLICY, "hard"),
                               budget=Budget(iterations, 600.0))
    bot = SearchBot("bench", hard, POLICY, 5)  # (no per-ruleset tuning: a fixed budget)
    total, moves = 0, []
    start = time.process_time()
    for view in views:
        moves.append(bot.choose(view))
        total += bot.last_iterations
    cpu = time.process_time() - start
    digest = hashlib.blake2b(repr(moves).encode(), digest_size=5).hexdigest()
    print(f"{kind}: {total / cpu:.0f} iterations/s, {1000 * cpu / len(views):.0f} ms CPU "
          f"per decision over {len(views)} decisions, moves {digest}")


if __name__ == "__main__":
    main(sys.argv[1:])
