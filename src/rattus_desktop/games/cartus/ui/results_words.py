"""The results table of Rattus Cartus: a column per score part (tracks, hand, special
cards, Gold, victory points), the dead of the plague struck through with the reason, and
the rat tie-break."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.plural import Numerus
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote

PARTS = IdTexts("CartusResults", {
    "tracks": QT_TRANSLATE_NOOP("CartusResults", "Tracks"),
    "hand": QT_TRANSLATE_NOOP("CartusResults", "Hand"),
    "specials": QT_TRANSLATE_NOOP("CartusResults", "Special cards"),
    "gold": QT_TRANSLATE_NOOP("CartusResults", "Gold"),
    "vp": QT_TRANSLATE_NOOP("CartusResults", "Victory points"),
})


def score_columns(outcome: Outcome) -> list[ScoreColumn]:
    parts = list(outcome.detail[0]) if outcome.detail else []
    return [ScoreColumn(p, PARTS.get(p) or p) for p in parts]


def total_header() -> str:
    return QCoreApplication.translate("CartusResults", "Total")


def results_note() -> str:
    return QCoreApplication.translate(
        "CartusResults", "Scoring comes first, then the plague: a player with more rats "
                         "than the nuns dies and cannot win.")


class CartusResults(Numerus):
    """The plural messages of the results (context ``CartusResults``)."""

    def dead(self, rats: int, nuns: int) -> str:
        return self.tr("Dead of the plague: %n rat(s), more than {nuns} on the nun row.",
                       "", rats).format(nuns=nuns)


def seat_note(summary: Mapping[str, Any], outcome: Outcome, seat: int) -> SeatNote | None:
    """Dead of the plague (out of the running), or how a tie on points was decided."""
    rats: list[int] = list(summary.get("rats") or [])
    if seat >= len(rats):
        return None
    if seat in (summary.get("dead") or ()):
        nuns = int(summary.get("nuns") or 0)
        return SeatNote(CartusResults().dead(rats[seat], nuns), out=True)
    if seat not in outcome.tied:
        return None
    return SeatNote(tie_note(outcome, seat).format(n=outcome.scores[seat], rats=rats[seat]))


def tie_note(outcome: Outcome, seat: int) -> str:
    """A tie on points: shared (as many rats), else fewer rats win."""
    if outcome.tie_break == "shared":
        return QCoreApplication.translate(
            "CartusResults", "Tied on {n} points with as many rats: the victory is shared.")
    if seat in outcome.winners:
        return QCoreApplication.translate(
            "CartusResults", "Tied on {n} points: fewer rats ({rats}) win the tie.")
    return QCoreApplication.translate(
        "CartusResults", "Tied on {n} points: more rats ({rats}) lose the tie.")
