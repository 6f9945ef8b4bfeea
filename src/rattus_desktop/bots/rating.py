"""Match statistics as engine developers measure them: pairwise scores between two bot
levels, Elo difference with a 95% interval, likelihood of superiority (LOS), and the
sequential probability ratio test (SPRT) that stops a match once it is decided.

In a game of P players, every pair (a seat of level A, a seat of level B) is one
pairwise result: 1 when A's seat finished ahead of B's (the winner is ahead of everyone;
otherwise the higher score), 0 when behind, 0.5 when level. A game's sample is the mean
over its A–B pairs, so games count equally whatever the seating.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.96
ELO_SCALE = 400.0
MAX_ELO = 1200.0  # shown when a side scored everything (the estimate is unbounded)


def expected_score(elo: float) -> float:
    """The mean score of a side ``elo`` points stronger."""
    return 1.0 / (1.0 + math.pow(10.0, -elo / ELO_SCALE))


def elo_of(score: float) -> float:
    """The Elo difference that gives mean score ``score`` (clamped at ±MAX_ELO)."""
    if score <= 0.0:
        return -MAX_ELO
    if score >= 1.0:
        return MAX_ELO
    return max(-MAX_ELO, min(MAX_ELO, -ELO_SCALE * math.log10(1.0 / score - 1.0)))


def pair_sample(levels: Sequence[str], scores: Sequence[int], winner: int | None,
                a: str, b: str) -> float | None:
    """The mean pairwise result of level ``a`` against level ``b`` in one game (None when
    the game seats only one of them)."""
    results: list[float] = []
    for i, li in enumerate(levels):
        for j, lj in enumerate(levels):
            if i != j and li == a and lj == b:
                results.append(_ahead(i, j, scores, winner))
    return sum(results) / len(results) if results else None


def _ahead(i: int, j: int, scores: Sequence[int], winner: int | None) -> float:
    if winner == i:
        return 1.0
    if winner == j:
        return 0.0
    return 1.0 if scores[i] > scores[j] else 0.0 if scores[i] < scores[j] else 0.5


@dataclass(frozen=True)
class Match:
    """Level ``a`` against level ``b`` over ``n`` games."""

    a: str
    b: str
    samples: tuple[float, ...]

    @property
    def n(self) -> int:
        return len(self.samples)

    @property
    def score(self) -> float:
        return sum(self.samples) / self.n if self.n else 0.5

    @property
    def variance(self) -> float:
        """The per-game variance, counting two virtual games (one won, one lost) so that
        a match where every game went one way does not look certain after a handful."""
        values = (*self.samples, 1.0, 0.0)
        mean = sum(values) / len(values)
        return sum((v - mean) ** 2 for v in values) / (len(values) - 1)

    def elo(self) -> tuple[float, float, float]:
        """Elo difference (a over b) with its 95% interval (delta method on the score)."""
        half = Z95 * math.sqrt(self.variance / self.n) if self.n else 0.5
        low, high = max(self.score - half, 0.0), min(self.score + half, 1.0)
        return elo_of(self.score), elo_of(low), elo_of(high)

    def los(self) -> float:
        """Likelihood of superiority: P(a is stronger than b), from wins and losses."""
        wins = sum(1 for s in self.samples if s > 0.5)
        losses = sum(1 for s in self.samples if s < 0.5)
        if wins + losses == 0:
            return 0.5
        return 0.5 * (1.0 + math.erf((wins - losses) / math.sqrt(2.0 * (wins + losses))))

    def llr(self, elo0: float, elo1: float) -> float:
        """The log-likelihood ratio of H1 (elo1) over H0 (elo0), normal approximation."""
        if self.n == 0:
            return 0.0
        s0, s1 = expected_score(elo0), expected_score(elo1)
        return self.n * (s1 - s0) * (2.0 * self.score - s0 - s1) / (2.0 * self.variance)

    def report(self) -> dict[str, object]:
        elo, low, high = self.elo()
        return {"a": self.a, "b": self.b, "games": self.n, "score": round(self.score, 4),
                "elo": round(elo, 1), "elo_ci95": [round(low, 1), round(high, 1)],
                "los": round(self.los(), 4)}


@dataclass(frozen=True)
class Sprt:
    """H0: a is ``elo0`` stronger than b; H1: ``elo1`` stronger; error rates alpha, beta."""

    elo0: float
    elo1: float
    alpha: float = 0.05
    beta: float = 0.05

    @property
    def bounds(self) -> tuple[float, float]:
        return (math.log(self.beta / (1 - self.alpha)), math.log((1 - self.beta) / self.alpha))

    def decide(self, match: Match) -> str | None:
        """"H1" (accept elo1), "H0" (accept elo0) or None (play on)."""
        lower, upper = self.bounds
        llr = match.llr(self.elo0, self.elo1)
        if llr >= upper:
            return "H1"
        if llr <= lower:
            return "H0"
        return None
