"""The results table of a Rattus game: a column per score part (the ``Outcome``'s
detail: board and palace; the Big Box modules too) and the tie note (turn order)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote

PARTS = IdTexts("ScoreParts", {
    "board": QT_TRANSLATE_NOOP("ScoreParts", "Board"),
    "palace": QT_TRANSLATE_NOOP("ScoreParts", "Palace"),
    "diplomats": QT_TRANSLATE_NOOP("ScoreParts", "Diplomats"),
    "universities": QT_TRANSLATE_NOOP("ScoreParts", "Universities"),
    "region_cards": QT_TRANSLATE_NOOP("ScoreParts", "Region cards"),
    "guild": QT_TRANSLATE_NOOP("ScoreParts", "Guilds"),
    "tavern": QT_TRANSLATE_NOOP("ScoreParts", "Taverns"),
})
TIE_BREAK = "after_trigger"  # the tied seat who would have played next wins


def score_columns(outcome: Outcome) -> list[ScoreColumn]:
    """Every part of the detail, in the rules' order (board, palace, then modules)."""
    parts = list(outcome.detail[0]) if outcome.detail else []
    return [ScoreColumn(p, PARTS.get(p) or p) for p in parts]


def total_header() -> str:
    return QCoreApplication.translate("ScoreParts", "Total")


def seat_note(summary: Mapping[str, Any], outcome: Outcome, seat: int,
              names: list[str]) -> SeatNote | None:
    """A tie decided by turn order, said on each tied seat's row."""
    if outcome.tie_break != TIE_BREAK or seat not in outcome.tied or outcome.winner is None:
        return None
    points = outcome.scores[seat]
    if seat == outcome.winner:
        return SeatNote(QCoreApplication.translate(
            "ScoreParts", "Tied on {n} points: the tie goes to whoever would have played "
                          "next, and that is this player.").format(n=points))
    return SeatNote(QCoreApplication.translate(
        "ScoreParts", "Tied on {n} points: {name} would have played first, so wins the "
                      "tie.").format(n=points, name=names[outcome.winner]))
