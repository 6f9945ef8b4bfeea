"""``rattus-desktop bench --replay``: the checked replay of recorded random games.

What replaying a save, running a scenario or a click pays is a checked ``apply`` of an
action the caller built (not an object the listing handed out). The bench plays random
games first (timed: random games per second), turns every action into its JSON form and
back, as a save does, then replays each game from its seed with the checked ``apply``
(timed: checked actions per second). Both replays must end on the recorded summary.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

from . import registry
from .actions import Action
from .config import GameConfig


def record_games(config: GameConfig, games: int, seed: int) -> tuple[list[list[Any]], float]:
    """``games`` random games as JSON action lists, and the seconds they took to play."""
    codec = registry.codec(config.game)
    logs: list[list[Any]] = []
    start = time.perf_counter()
    for i in range(games):
        game = registry.new_game(config, seed + i)
        rng = random.Random((seed + i) ^ 0x5EED)
        while not game.is_over:
            legal = game.legal_actions()
            game.apply_unchecked(legal[rng.randrange(len(legal))])
        logs.append(game.history)
    seconds = time.perf_counter() - start
    return [[codec.to_json(a) for a in log] for log in logs], seconds


def parsed_logs(config: GameConfig, logs: list[list[Any]]) -> list[list[Action]]:
    """The recorded actions as a save's reader gives them (new objects, from JSON)."""
    codec = registry.codec(config.game)
    return [[codec.from_json(json.loads(json.dumps(raw))) for raw in log] for log in logs]


def replay_checked(config: GameConfig, logs: list[list[Action]], seed: int) -> float:
    """Seconds to replay every log from its seed with the checked ``apply``."""
    start = time.perf_counter()
    for i, log in enumerate(logs):
        game = registry.new_game(config, seed + i)
        apply = game.apply
        for action in log:
            apply(action)
        if not game.is_over:
            raise RuntimeError(f"replay of game {i} did not end")
    return time.perf_counter() - start


def run_replay_bench(config: GameConfig, games: int, seed: int) -> dict[str, Any]:
    replay_checked(config, parsed_logs(config, record_games(config, 1, seed)[0]), seed)
    logs, played = record_games(config, games, seed)  # (after one warm-up game)
    actions = parsed_logs(config, logs)
    total = sum(len(log) for log in actions)
    replayed = replay_checked(config, actions, seed)
    return {
        "game": config.game,
        "ruleset": config.ruleset,
        "players": config.players,
        "games": games,
        "seed": seed,
        "actions": total,
        "random_seconds": round(played, 3),
        "random_games_per_second": round(games / played, 1),
        "replay_seconds": round(replayed, 3),
        "checked_actions_per_second": round(total / replayed, 1),
    }


def default_configs() -> list[GameConfig]:
    """Each registered game at 4 players (every ruleset; the Big Box with its modules)."""
    out = []
    for game_id in registry.installed():
        definition = registry.get(game_id)
        players = 4 if 4 in definition.players else definition.players[-1]
        for ruleset in definition.rulesets:
            options = BIGBOX_OPTIONS if (game_id, ruleset) == ("rattus", "bigbox") else None
            out.append(definition.config(players, ruleset, options))
    return out


#: the Big Box as the replay bench plays it: a fixed random card set, every module
BIGBOX_OPTIONS: dict[str, Any] = {
    "cards": "random", "card_seed": 7,
    "modules": ["region_cards", "universities", "upgrades", "guild", "tavern"]}
