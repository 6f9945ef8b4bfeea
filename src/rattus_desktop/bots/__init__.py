"""Computer opponents, Qt-free and game-neutral:
``make_bot(game_id, level, seed).choose(view, should_stop)``.

Levels: ``random`` (testing), ``easy`` (the game's heuristic), ``medium`` and ``hard``
(information-set Monte Carlo tree search over worlds sampled from the bot's view). A
game's knowledge comes from its ``BotPolicy``, found through the registry.
"""

from __future__ import annotations

from rattus_desktop.bots.base import Bot, Budget
from rattus_desktop.bots.easy import EasyBot
from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
from rattus_desktop.bots.random_bot import RandomBot
from rattus_desktop.bots.worker import BotMove
from rattus_desktop.engine import registry

SEARCH_LEVELS: dict[str, SearchConfig] = {
    "medium": SearchConfig(Budget(iterations=16, time_cap=1.0), rollout_turns=1),
    "hard": SearchConfig(Budget(iterations=400, time_cap=4.5), rollout_turns=2),
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
        return SearchBot(level, SEARCH_LEVELS[level], policy, seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "BotMove", "make_bot"]
