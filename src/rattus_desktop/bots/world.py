"""Sampled worlds: a full game consistent with a view."""

from __future__ import annotations

import random

from ..core import Game, PlayerView, Rules, determinize


def sample_world(view: PlayerView, rules: Rules, rng: random.Random) -> Game:
    """A full game dealt from ``view``: unseen faces shuffled, known faces kept."""
    return determinize(view, rules, rng)
