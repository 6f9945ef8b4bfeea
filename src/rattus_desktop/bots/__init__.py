"""Computer opponents, Qt-free and game-neutral:
``make_bot(game_id, level, seed).choose(view, should_stop)``.

Levels: ``random`` (testing), ``easy`` (the game's heuristic), ``medium`` and ``hard``
(information-set Monte Carlo tree search over worlds sampled from the bot's view,
anchored on the heuristic's move). A game's knowledge comes from its ``BotPolicy``,
found through the registry. A policy may carry ``search_tuning``: per level, fields of
``SearchConfig`` that differ for its game (e.g. how much evidence the search needs
before it overrules the heuristic), chosen by measurement in that game's bot module.

For measuring a change against a level as it stands, a level may carry overrides of
its search settings: ``hard/evaluation=cards/iterations=300`` is hard with the policy's
``cards`` evaluation and 300 iterations (``parse_level``; the tournament takes them,
players are offered the four plain levels).
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
    """A new bot of ``level`` (with any overrides, ``parse_level``) for ``game_id``;
    every choice follows from ``seed`` and the views it is shown."""
    policy = registry.get(game_id).load_bot_policy()
    base, overrides = parse_level(level)
    if base == "random" and not overrides:
        return RandomBot(policy, seed)
    if base == "easy" and not overrides:
        return EasyBot(policy, seed)
    if base in SEARCH_LEVELS:
        check = getattr(policy, "check_evaluation", None)  # optional: a name it knows
        if check is not None and "evaluation" in overrides:
            check(overrides["evaluation"])
        return SearchBot(level, search_config(policy, base), policy, seed, overrides)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


_BUDGET_FIELDS = {"iterations": int, "time_cap": float}


def parse_level(spec: str) -> tuple[str, dict[str, Any]]:
    """``"hard/iterations=300/evaluation=cards"`` -> ``("hard", {...})``: a level and
    overrides of its ``SearchConfig`` fields (``iterations`` and ``time_cap`` are the
    budget's). Only a searching level takes overrides; a bad one raises ValueError."""
    base, *parts = spec.split("/")
    if parts and base not in SEARCH_LEVELS:
        raise ValueError(f"only {', '.join(SEARCH_LEVELS)} take settings, not {base!r}")
    kinds = {f.name: type(getattr(SEARCH_LEVELS["hard"], f.name))
             for f in dataclasses.fields(SearchConfig) if f.name != "budget"}
    kinds.update(_BUDGET_FIELDS)
    overrides: dict[str, Any] = {}
    for part in parts:
        name, sep, text = part.partition("=")
        if not sep or name not in kinds:
            raise ValueError(f"unknown search setting {part!r}; known: {', '.join(kinds)}")
        overrides[name] = _value(kinds[name], text)
    return base, overrides


def _value(kind: type, text: str) -> Any:
    if kind is bool:
        if text not in ("true", "false"):
            raise ValueError(f"expected true or false, not {text!r}")
        return text == "true"
    try:
        return kind(text)
    except ValueError as exc:
        raise ValueError(f"expected {kind.__name__}, not {text!r}") from exc


def is_level(spec: str) -> bool:
    """Whether ``make_bot`` takes ``spec``."""
    try:
        base, _ = parse_level(spec)
    except ValueError:
        return False
    return base in LEVELS


def search_config(policy: object, level: str) -> SearchConfig:
    """``SEARCH_LEVELS[level]`` with the game policy's ``search_tuning`` for it."""
    tuning: Mapping[str, Mapping[str, Any]] = getattr(policy, "search_tuning", {})
    return dataclasses.replace(SEARCH_LEVELS[level], **tuning.get(level, {}))


__all__ = ["LEVELS", "Bot", "BotMove", "is_level", "make_bot", "parse_level"]
