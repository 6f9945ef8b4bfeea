"""A seat's line on the results screen where the rules decide something a player would
not guess (dead of the plague, a tie broken by turn order), and the score columns."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SeatNote:
    """``text``: the reason, shown under the seat's row; ``out``: the rules put the seat
    out of the running (struck through and ranked after every seat still in it)."""

    text: str
    out: bool = False


@dataclass(frozen=True, slots=True)
class ScoreColumn:
    """One column of the results table: a part id of ``Outcome.detail`` and its header."""

    part: str
    header: str
