"""Fixed positions of every game for the search's speed work: the seat decisions (more
than one legal action) of games the easy bot plays, and the configs they come from.

    python tests/bots/hard_positions.py record   # rewrite data/hard_choices.json

``record`` stores what a seeded hard search (a small fixed budget, no wall-clock cap)
chooses at each position; ``test_same_choices`` checks the search still chooses them,
so a change meant only to make the search faster cannot change its decisions unseen.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from rattus_desktop.bots import make_bot
from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.protocol import View

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]
CHOICES = Path(__file__).parent / "data" / "hard_choices.json"
#: (game, ruleset, players, options): one of each kind of search
CONFIGS: list[tuple[str, str, int, dict[str, Any] | None]] = [
    ("rattus", "classic", 2, None),
    ("rattus", "classic", 4, None),
    ("rattus", "bigbox", 4, {"modules": MODULES, "cards": "random"}),
    ("cartus", "", 2, None),
    ("cartus", "", 3, None),
    ("notredame", "", 2, None),
    ("notredame", "", 4, None),
]
LEVEL = "hard/iterations=200/time_cap=600"
PER_CONFIG = 6


def config_of(game: str, ruleset: str, players: int,
              options: dict[str, Any] | None) -> GameConfig:
    return registry.get(game).config(players, ruleset, options)


def positions(config: GameConfig, count: int, seed: int = 3, level: str = "easy",
              share: float = 0.04) -> list[View]:
    """``count`` seat decisions spread over games of ``level`` bots from ``seed`` on
    (about ``share`` of the decisions, more than one legal action each)."""
    out: list[View] = []
    pick = random.Random(seed)
    while len(out) < count:
        game = registry.new_game(config, seed)
        bots = [make_bot(config.game, level, seed * 10 + i) for i in range(config.players)]
        while not game.is_over and len(out) < count:
            seat = game.current_player
            assert seat is not None
            view = game.view(seat)
            if len(view.legal_actions) > 1 and pick.random() < share:
                out.append(view)
            game.apply(bots[seat].choose(view))
        seed += 1
    return out


def choices() -> dict[str, list[str]]:
    """Per config, the seeded hard search's choice at each position (as repr)."""
    out: dict[str, list[str]] = {}
    for game, ruleset, players, options in CONFIGS:
        config = config_of(game, ruleset, players, options)
        key = f"{game}/{config.ruleset}/{players}"
        out[key] = [repr(make_bot(game, LEVEL, 11 + i).choose(view))
                    for i, view in enumerate(positions(config, PER_CONFIG))]
    return out


if __name__ == "__main__":
    if sys.argv[1:] != ["record"]:
        sys.exit(__doc__)
    CHOICES.write_text(json.dumps(choices(), indent=1) + "\n", encoding="utf-8")
