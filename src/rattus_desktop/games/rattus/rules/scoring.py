"""Where a seat's final score comes from: one entry per source (``score_detail``).

Each module adds its contribution with one line in ``SCORE_PARTS``; the classic score
is the first two (pieces on the map and in the palace), the others are 0 there.
"""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.games.rattus.rules import region_cards, universities
from rattus_desktop.games.rattus.rules.state import GameState

ScorePart = Callable[[GameState, int], int]


def _none(g: GameState, seat: int) -> int:
    return 0


SCORE_PARTS: dict[str, ScorePart] = {
    "pieces": lambda g, s: g.on_board(s),
    "palace": lambda g, s: g.palace[s],
    "diplomats": _none,
    "universities": universities.points,
    "region_cards": region_cards.end_points,
    "guild": _none,
    "tavern": _none,
}


def score_detail(g: GameState, seat: int) -> dict[str, int]:
    return {name: part(g, seat) for name, part in SCORE_PARTS.items()}


def total_score(g: GameState, seat: int) -> int:
    return sum(part(g, seat) for part in SCORE_PARTS.values())
