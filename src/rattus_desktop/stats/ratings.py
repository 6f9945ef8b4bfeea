"""OpenSkill ratings (Weng–Lin, Plackett–Luce model of the ``openskill`` package).

Every seat of a game is one team of one. A player who holds several seats of one game
(three seats of the easy bot, say) is rated through each seat from the same rating
before the game; the new rating is the mean of those seats' results, so one game
moves a rating once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from statistics import fmean

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
MU = float(MODEL.mu)
SIGMA = float(MODEL.sigma)


@dataclass(frozen=True)
class Rating:
    mu: float = MU
    sigma: float = SIGMA

    @property
    def ordinal(self) -> float:
        """A conservative estimate: μ − 3σ (the package's ``ordinal``)."""
        return self.mu - 3.0 * self.sigma

    def band(self) -> tuple[float, float]:
        """μ ± 2σ: where the skill lies with about 95% confidence."""
        return (self.mu - 2.0 * self.sigma, self.mu + 2.0 * self.sigma)


def rate(players: Sequence[str], places: Sequence[int],
         current: Mapping[str, Rating]) -> dict[str, Rating]:
    """The new ratings of ``players`` (by seat) after a game they finished at
    ``places`` (1 = first, shared places are ties); ``current`` gives the ratings before
    (a player missing from it starts at the model's default)."""
    if len(players) != len(places) or len(players) < 2:
        raise ValueError("a rated game needs at least two seats, each with a place")
    teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in
             (current.get(p, Rating()) for p in players)]
    rated = MODEL.rate(teams, ranks=[float(p) for p in places])
    per: dict[str, list[tuple[float, float]]] = {}
    for player, team in zip(players, rated, strict=True):
        per.setdefault(player, []).append((float(team[0].mu), float(team[0].sigma)))
    return {p: Rating(fmean(m for m, _ in v), fmean(s for _, s in v)) for p, v in per.items()}
