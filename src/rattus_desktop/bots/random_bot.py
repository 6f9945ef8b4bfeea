"""The random bot: a uniformly random legal action (for testing)."""

from __future__ import annotations

from ..core import Action, PlayerView, Rules
from .base import StopFn, decision_rng


class RandomBot:
    level = "random"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.decisions = 0

    def choose(self, view: PlayerView, rules: Rules,
               should_stop: StopFn | None = None) -> Action:
        rng = decision_rng(self.seed, view, self.decisions)
        self.decisions += 1
        return rng.choice(view.legal_actions)
