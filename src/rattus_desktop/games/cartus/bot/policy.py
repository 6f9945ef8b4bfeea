"""``CartusPolicy``, the ``engine.protocol.BotPolicy`` of Rattus Cartus, and the search
tuning of its levels (chosen by measurement: README, "The ladder")."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any

from rattus_desktop.bots.base import Budget
from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.protocol import Game, View

from ..rules.game import CartusGame
from ..rules.legal import random_action
from ..rules.state import State
from .evaluate import evaluate
from .heuristic import entry_variants, heuristic

MAX_CANDIDATES = 12
HEURISTIC_SHARE = 0.7  # rollout moves by the heuristic; the rest are random

# Hard: the margin evaluation (lead over the best rival, hand included), 4-turn
# rollouts and 600 iterations; medium keeps the spread evaluation and 1-turn rollouts.
SEARCH_TUNING: dict[str, dict[str, Any]] = {
    "hard": {"evaluation": "margin", "rollout_turns": 4,
             "budget": Budget(iterations=600, time_cap=2.5)},
}


class SearchContext(random.Random):
    """The per-decision context: a generator seeded from the view, and the name of the
    evaluation the level uses."""

    def __init__(self, seed: int, evaluation: str = "") -> None:
        super().__init__(seed)
        self.evaluation = evaluation


def _state(game: Game) -> State:
    assert isinstance(game, CartusGame)
    return game.state


_MARKERS: dict[tuple[int, int, int], tuple[int, int, int]] = {}


class CartusPolicy:
    """``engine.protocol.BotPolicy`` for Rattus Cartus."""

    search_tuning = SEARCH_TUNING

    def fingerprint(self, view: View) -> bytes:
        """A stable digest of the view (the bots' per-decision seed)."""
        return hashlib.blake2b(repr(view).encode(), digest_size=16).digest()

    def prepare(self, view: View) -> SearchContext:
        """The per-decision context: a generator seeded from the view."""
        return SearchContext(int.from_bytes(self.fingerprint(view)[:8], "big"))

    def prepare_search(self, view: View, config: Any) -> SearchContext:
        """``prepare`` for a search level: also the evaluation its config names."""
        ctx = self.prepare(view)
        ctx.evaluation = str(getattr(config, "evaluation", ""))
        return ctx

    def candidates(self, game: Game, rng: random.Random) -> Sequence[Action]:
        """A few sensible moves, the heuristic's first (the search breaks ties by order)."""
        legal = game.legal_actions()
        if len(legal) <= MAX_CANDIDATES:
            return list(legal)
        g = _state(game)
        picks = [heuristic(g, rng)]
        if g.pending is not None and g.pending.kind == "enter":
            picks += entry_variants(g, g.pending.seat)
            if g.pending.can_pass:
                picks.append(new_action("pass"))
        while len(picks) < MAX_CANDIDATES:
            picks.append(legal[rng.randrange(len(legal))])
        seen: list[Action] = []
        for a in picks:
            if a not in seen and game.is_legal(a):
                seen.append(a)
        return seen

    def playout_action(self, game: Game, rng: random.Random) -> Action:
        g = _state(game)
        if rng.random() < HEURISTIC_SHARE:
            return heuristic(g, rng)
        return random_action(g, rng)

    def evaluate(self, game: Game, seat: int, ctx: Any = None) -> list[float]:
        """Rewards per seat in [0, 1]: the level's evaluation (``SearchContext``)."""
        return evaluate(_state(game), getattr(ctx, "evaluation", ""))

    def turn_marker(self, game: Game) -> object:
        """The same object while the turn lasts (the search compares markers by identity)."""
        g = _state(game)
        key = (g.round, sum(c is not None for c in g.supply_choice), len(g.entered))
        return _MARKERS.setdefault(key, key)

    def easy_action(self, game: Game, rng: random.Random) -> Action:
        return heuristic(_state(game), rng)


POLICY = CartusPolicy()
