"""The seat model: who makes a seat's decisions, as a value.

A seat is a person at this screen, a computer player (its level), or a seat whose
decisions arrive from elsewhere (another computer; ``TurnFlow.remote_decision``).
Only the turn loop (``TurnFlow``) asks which; a game's flow never does.
"""

from __future__ import annotations

from dataclasses import dataclass

from rattus_desktop.play.session import HUMAN, Seat

#: a session seat's ``kind`` for decisions that arrive from elsewhere
REMOTE = "remote"


@dataclass(frozen=True)
class Person:
    """Someone at this screen decides (hand-over before a private decision)."""


@dataclass(frozen=True)
class Computer:
    """A computer player of ``level`` decides, through the bot runner."""

    level: str


@dataclass(frozen=True)
class Remote:
    """The decision arrives from elsewhere through ``TurnFlow.remote_decision``."""


SeatKind = Person | Computer | Remote


def seat_kind(seat: Seat) -> SeatKind:
    """What a session's seat is, as the turn loop sees it."""
    if seat.kind == HUMAN:
        return Person()
    if seat.kind == REMOTE:
        return Remote()
    return Computer(seat.kind)
