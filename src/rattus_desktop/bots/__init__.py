"""Computer opponents, Qt-free: ``make_bot(level, seed).choose(view, rules, should_stop)``.

Levels: ``random`` (testing), ``easy`` (heuristic), ``medium`` and ``hard``
(information-set Monte Carlo tree search over worlds sampled from the bot's view).
"""

from __future__ import annotations

from .base import Bot, Budget
from .heuristic import HeuristicBot
from .ismcts import SearchBot, SearchConfig
from .random_bot import RandomBot
from .worker import BotMove

SEARCH_LEVELS: dict[str, SearchConfig] = {
    "medium": SearchConfig(Budget(iterations=16, time_cap=1.0), rollout_turns=1),
    "hard": SearchConfig(Budget(iterations=400, time_cap=4.5), rollout_turns=2),
}
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard")


def make_bot(level: str, seed: int) -> Bot:
    """A new bot of ``level`` whose every choice follows from ``seed`` and the views."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return HeuristicBot(seed)
    if level in SEARCH_LEVELS:
        return SearchBot(level, SEARCH_LEVELS[level], seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "BotMove", "make_bot"]
