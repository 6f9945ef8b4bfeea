"""Where each seat's Big Box points come from: the contract's ``score_detail``.

Every module or card that scores adds ONE line to ``SCORERS`` (key = the detail's name,
value = a function giving each seat's points); the final scores are the sums.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.diplomats import diplomat_points
from rattus_desktop.games.rattus.rules.modules.guild.guilds import guild_points
from rattus_desktop.games.rattus.rules.modules.region_cards import region_cards
from rattus_desktop.games.rattus.rules.modules.tavern.taverns import tavern_points
from rattus_desktop.games.rattus.rules.modules.universities import universities

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.state import GameState

Scorer = Callable[["GameState"], list[int]]


def _pieces(g: GameState) -> list[int]:
    return [g.on_board(s) for s in range(g.players)]


def _palace(g: GameState) -> list[int]:
    return list(g.palace)


SCORERS: dict[str, Scorer] = {
    "pieces": _pieces,
    "palace": _palace,
    "diplomats": diplomat_points,
    "universities": lambda g: [universities.points(g, s) for s in range(g.players)],
    "region_cards": lambda g: [region_cards.end_points(g, s) for s in range(g.players)],
    "guild": guild_points,
    "tavern": tavern_points,
}


def score_detail(g: GameState) -> list[dict[str, int]]:
    """Per seat: points by source (``SCORERS``)."""
    columns = {name: scorer(g) for name, scorer in SCORERS.items()}
    return [{name: points[seat] for name, points in columns.items()}
            for seat in range(g.players)]


def bigbox_scores(g: GameState) -> list[int]:
    return [sum(detail.values()) for detail in score_detail(g)]
