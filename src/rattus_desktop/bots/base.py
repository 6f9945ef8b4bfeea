"""The Bot protocol, search budgets and seeded per-decision randomness.

A bot sees only a ``PlayerView``. Its randomness comes from its own seed, a hash
of the view's contents and how many decisions it has made, never from the clock,
so the same seed and the same views give the same choices.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ..core import Action, PlayerView, Rules

StopFn = Callable[[], bool]


class Bot(Protocol):
    level: str

    def choose(self, view: PlayerView, rules: Rules,
               should_stop: StopFn | None = None) -> Action:
        """A legal action for ``view.seat`` (one of ``view.legal_actions``)."""
        ...


@dataclass(frozen=True)
class Budget:
    """Iterations first; the wall-clock cap is only a safety net (it breaks determinism)."""

    iterations: int
    time_cap: float  # seconds


def view_digest(view: PlayerView) -> bytes:
    """A stable digest of everything in the view (same in every process)."""
    parts = [
        view.seat, view.phase, view.current_player, view.plague,
        sorted(view.pieces.items()),
        sorted((r, [(t.uid, t.face) for t in ts]) for r, ts in view.tokens.items()),
        view.palace, view.reserve, sorted(view.holders.items(), key=lambda kv: kv[0]),
        view.supply_count, view.revealed, _turn_key(view), view.final, view.legal_actions,
    ]
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).digest()


def _turn_key(view: PlayerView) -> tuple[object, ...]:
    t = view.turn  # its ``used`` is a set: sort it, set order varies between processes
    return (t.took_card, t.placed, sorted(t.used), t.spreads_left, t.pop_bonus, t.witch_looked)


def decision_rng(seed: int, view: PlayerView, count: int) -> random.Random:
    """The randomness of one decision: from the bot's seed, the view and the count."""
    digest = hashlib.blake2b(view_digest(view) + f"/{seed}/{count}".encode(),
                             digest_size=8).digest()
    return random.Random(int.from_bytes(digest, "big"))


def never_stop() -> bool:
    return False
