"""Computer opponents, Qt-free and game-neutral:
``make_bot(game_id, level, seed).choose(view, should_stop)``.

Levels: ``random`` (testing), ``easy`` (the game's heuristic), ``medium`` and ``hard``
(information-set Monte Carlo tree search over worlds sampled from the bot's view,
anchored on the heuristic's move). A game's knowledge comes from its ``BotPolicy``,
found through the registry. A policy may carry ``search_tuning``: per level, fields of
``SearchConfig`` that differ for its game (e.g. how much evidence the search needs
before it overrules the heuristic), chosen by measurement in that game's bot module.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from rattus_desktop.bots.base import Bot, Budget
from rattus_desktop.bots.easy import EasyBot
from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
from rattus_desktop.bots.random_bot import RandomBot
from rattus_desktop.bots.worker import BotMove
from rattus_desktop.engine import registry

SEARCH_LEVELS: dict[str, SearchConfig] = {
    "medium": SearchConfig(Budget(iterations=150, time_cap=1.0), rollout_turns=1,
                           anchor_bias=0.3, min_visits=25, margin=0.03),
    "hard": SearchConfig(Budget(iterations=600, time_cap=2.5), rollout_turns=2,
                         anchor_bias=0.3, min_visits=60, margin=0.02),
}
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")


def make_bot(game_id: str, level: str, seed: int) -> Bot:
    """A new bot of ``level`` for ``game_id``; every choice follows from ``seed`` and the
    views it is shown."""
    policy = registry.get(game_id).load_bot_policy()
    if level == "random":
        return RandomBot(policy, seed)
    if level == "easy":
        return EasyBot(policy, seed)
    if level in SEARCH_LEVELS:
        return SearchBot(level, search_config(policy, level), policy, seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


def search_config(policy: object, level: str) -> SearchConfig:
    """``SEARCH_LEVELS[level]`` with the game policy's ``search_tuning`` for it."""
    tuning: Mapping[str, Mapping[str, Any]] = getattr(policy, "search_tuning", {})
    return dataclasses.replace(SEARCH_LEVELS[level], **tuning.get(level, {}))


__all__ = ["LEVELS", "Bot", "BotMove", "make_bot"]
