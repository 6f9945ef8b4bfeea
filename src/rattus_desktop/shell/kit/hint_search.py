"""The hint (Ctrl+H): what the hard bot would do now for the seat to move, and the
search's statistics behind it. Qt-free and game-neutral.

``compute_hint(game_id, view, seed)`` sees nothing but ``view`` (the seat's own): the
search deals its worlds from that view (``view.sample``) and draws its randomness from
``seed`` and the view's fingerprint (``bots.base.decision_rng``), never from the clock
or global randomness. The budget is the hard level's iterations for the game and
ruleset (with its evaluation, ``bots.ismcts.ruleset_tuned``); its wall-clock cap is
only a safety net, so with the same view the hint is the same.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from rattus_desktop.bots import search_config
from rattus_desktop.bots.base import decision_rng, never_stop
from rattus_desktop.bots.ismcts import Search, ruleset_tuned
from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import View

LEVEL = "hard"
TOP = 3


@dataclass(frozen=True)
class MoveStat:
    action: Action
    visits: int
    value: float  # the search's mean reward for the seat (0..1: an estimated win chance)


@dataclass(frozen=True)
class Hint:
    seat: int
    action: Action
    top: tuple[MoveStat, ...]  # the most searched moves, best first (at most TOP)
    iterations: int
    reason: Any = None  # the game's own reason (ids and data), if it gives one


def compute_hint(game_id: str, view: View, seed: int, iterations: int | None = None,
                 should_stop: Callable[[], bool] = never_stop) -> Hint:
    """The hard bot's move for ``view.seat`` with the statistics of its search."""
    seat = view.seat
    if seat is None or not view.legal_actions:
        raise ValueError("a hint needs the view of the seat that decides now")
    definition = registry.get(game_id)
    policy = definition.load_bot_policy()
    config = ruleset_tuned(search_config(policy, LEVEL), policy, LEVEL, view.config.ruleset)
    if iterations is not None:
        config = dataclasses.replace(config, budget=dataclasses.replace(
            config.budget, iterations=iterations))
    rng = decision_rng(seed, policy.fingerprint(view), 0)
    if len(view.legal_actions) == 1:
        only = view.legal_actions[0]
        return Hint(seat, only, (MoveStat(only, 0, 0.0),), 0, _reason(definition, view, only))
    search = Search(view, policy, config, rng)
    action = search.run(should_stop)
    stats = [MoveStat(a, n, v) for a, n, v in search.root_stats()]
    chosen = [s for s in stats if s.action == action]
    top = (chosen + [s for s in stats if s.action != action])[:TOP]
    return Hint(seat, action, tuple(top), search.iterations,
                _reason(definition, view, action))


@runtime_checkable
class ExplainsHints(Protocol):
    """A game's insight (``GameDef.insight``) that says why a move is good."""

    def hint_reason(self, view: View, action: Action) -> Any: ...


def _reason(definition: Any, view: View, action: Action) -> Any:
    """The game's insight on the move (e.g. a risk before and after it)."""
    insight = definition.load_insight()
    return insight.hint_reason(view, action) if isinstance(insight, ExplainsHints) else None
