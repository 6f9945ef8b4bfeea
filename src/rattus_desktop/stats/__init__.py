"""Lifetime statistics and OpenSkill ratings (no Qt).

Every finished game is recorded in SQLite in the data folder (``store``), with its
seats, scores, places, what the game's summary and public events tell per seat
(``details``) and the hint uses; each game updates the players' OpenSkill ratings
(``ratings``) per game and ruleset, keeping every rating's history.
"""

from __future__ import annotations

from .errors import StatsError
from .ratings import Rating, rate
from .record import GameRecord, SeatRecord, record_of, session_key
from .store import StatsStore, stats_path

__all__ = ["GameRecord", "Rating", "SeatRecord", "StatsError", "StatsStore", "rate",
           "record_of", "record_hint_use", "session_key", "stats_path"]


def record_hint_use(session: str, seat: int, store: StatsStore | None = None) -> None:
    """Count one hint used by ``seat`` in the game named ``session`` (``session_key``
    of its config and seed); it joins the game's record when the game is recorded.
    Opens the default database unless ``store`` is given (StatsError on failure)."""
    if store is not None:
        store.record_hint_use(session, seat)
        return
    with StatsStore.open() as opened:
        opened.record_hint_use(session, seat)
