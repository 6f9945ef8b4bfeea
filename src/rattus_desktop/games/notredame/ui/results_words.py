"""The results table of Notre Dame: a column per source of prestige (when the game
replays to it) and the tie-break note (gold plus cubes in reserve)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote

from . import names
from .scores import SOURCES


def with_sources(outcome: Outcome, parts: list[dict[str, int]] | None) -> Outcome:
    """``outcome`` whose detail also holds each seat's prestige by source."""
    if parts is None or len(parts) != len(outcome.detail):
        return outcome
    detail = tuple({**p, **d} for p, d in zip(parts, outcome.detail, strict=True))
    return replace(outcome, detail=detail)


def score_columns(outcome: Outcome) -> list[ScoreColumn]:
    keys = set(outcome.detail[0]) if outcome.detail else set()
    return [ScoreColumn(s, names.source_name(s)) for s in SOURCES if s in keys]


def total_header() -> str:
    return QCoreApplication.translate("NDResults", "Prestige")


def seat_note(outcome: Outcome, seat: int) -> SeatNote | None:
    """How a tie on prestige was decided: gold plus cubes in reserve."""
    if seat not in outcome.tied or seat >= len(outcome.detail):
        return None
    d = outcome.detail[seat]
    wealth = d.get("gold", 0) + d.get("reserve", 0)
    points = outcome.scores[seat]
    if len(outcome.winners) > 1 and seat in outcome.winners:
        text = QCoreApplication.translate(
            "NDResults", "Tied on {n} prestige and on gold plus reserve ({w}): the victory "
                     "is shared.")
    elif seat in outcome.winners:
        text = QCoreApplication.translate(
            "NDResults", "Tied on {n} prestige: the most gold plus cubes in reserve ({w}) "
                     "wins the tie.")
    else:
        text = QCoreApplication.translate(
            "NDResults", "Tied on {n} prestige: less gold plus cubes in reserve ({w}) loses "
                     "the tie.")
    return SeatNote(text.format(n=points, w=wealth))


def results_note(summary: Mapping[str, Any] | None = None) -> str:
    return QCoreApplication.translate(
        "NDResults", "The most prestige wins; a tie goes to the most gold plus cubes in reserve.")
