"""The Bot protocol, search budgets and seeded per-decision randomness.

A bot sees only a view (``engine.protocol.View``). Its randomness comes from its own
seed, the game policy's fingerprint of the view and how many decisions it has made,
never from the clock, so the same seed and the same views give the same choices.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import BotPolicy, View

StopFn = Callable[[], bool]


class Bot(Protocol):
    level: str

    def choose(self, view: View, should_stop: StopFn | None = None) -> Action:
        """A legal action for ``view.seat`` (one of ``view.legal_actions``)."""
        ...


@dataclass(frozen=True)
class Budget:
    """Iterations first; the wall-clock cap is only a safety net (it breaks determinism)."""

    iterations: int
    time_cap: float  # seconds


def decision_rng(seed: int, fingerprint: bytes, count: int) -> random.Random:
    """The randomness of one decision: from the bot's seed, the view and the count."""
    digest = hashlib.blake2b(fingerprint + f"/{seed}/{count}".encode(),
                             digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def never_stop() -> bool:
    return False


class SeededBot:
    """Shared by every level: the game's policy and a per-decision generator."""

    level = ""

    def __init__(self, policy: BotPolicy, seed: int) -> None:
        self.policy, self.seed = policy, seed
        self.decisions = 0

    def next_rng(self, view: View) -> random.Random:
        rng = decision_rng(self.seed, self.policy.fingerprint(view), self.decisions)
        self.decisions += 1
        return rng
