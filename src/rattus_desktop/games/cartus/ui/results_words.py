"""The results table of Rattus Cartus: a column per score part (tracks, hand, special
cards, Gold, victory points), the dead of the plague struck through with the reason, and
the rat tie-break."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote

CONTEXT = "CartusResults"
PARTS = IdTexts(CONTEXT, {
    "tracks": QT_TRANSLATE_NOOP("CartusResults", "Class tracks"),
    "hand": QT_TRANSLATE_NOOP("CartusResults", "Hand"),
    "specials": QT_TRANSLATE_NOOP("CartusResults", "Special cards"),
    "gold": QT_TRANSLATE_NOOP("CartusResults", "Gold"),
    "vp": QT_TRANSLATE_NOOP("CartusResults", "Victory points"),
})


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, n)


def score_columns(outcome: Outcome) -> list[ScoreColumn]:
    parts = list(outcome.detail[0]) if outcome.detail else []
    return [ScoreColumn(p, PARTS.get(p) or p) for p in parts]


def total_header() -> str:
    return _tr("Total")


def results_note() -> str:
    return _tr("Scoring comes first, then the plague: a player with more rats than the "
               "nuns dies and cannot win.")


def seat_note(summary: Mapping[str, Any], outcome: Outcome, seat: int) -> SeatNote | None:
    """Dead of the plague (out of the running), or how a tie on points was decided."""
    rats: list[int] = list(summary.get("rats") or [])
    if seat >= len(rats):
        return None
    if seat in (summary.get("dead") or ()):
        nuns = int(summary.get("nuns") or 0)
        return SeatNote(_tr("Dead of the plague: %n rats, more than {nuns} on the nun row.",
                            rats[seat]).format(nuns=nuns), out=True)
    if seat not in outcome.tied:
        return None
    points = outcome.scores[seat]
    if outcome.tie_break == "shared":
        return SeatNote(_tr("Tied on {n} points with as many rats: the victory is "
                            "shared.").format(n=points))
    if seat in outcome.winners:
        return SeatNote(_tr("Tied on {n} points: fewer rats ({rats}) win the tie.").format(
            n=points, rats=rats[seat]))
    return SeatNote(_tr("Tied on {n} points: more rats ({rats}) lose the tie.").format(
        n=points, rats=rats[seat]))
