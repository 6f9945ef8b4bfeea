"""The complete Notre Dame position, hidden parts included (never shown whole).

The round is driven by ``stack``, a pending-step stack whose top is what happens next:
either a decision awaited from one seat (``DECISIONS``) or an automatic step that the
flow runs by itself. A step may push further steps (an outbreak pauses the plague for
its seat's choice), so the awaited decision and its seat are always ``stack[-1]``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

# step kind -> the phase name of the contract (decisions only)
DECISIONS = {"draft": "draft", "play": "actions", "hire": "hire", "outbreak": "outbreak"}


class Step(NamedTuple):
    kind: str
    seat: int | None = None
    n: int | None = None  # the draft pick, the lap; for "persons": 0 = no reshuffle


@dataclass(slots=True)
class Seat:
    borough: int
    gold: int
    prestige: int
    rats: int
    reserve: int
    stock: int
    sectors: dict[str, int]  # cubes per sector, data order
    confidant: str | None
    carriage: str
    messages: list[tuple[int, int]]  # (colour borough, type), in the order taken
    deck: list[str]  # top first
    offer: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    played: list[str] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)  # this period, hidden
    hired: str | None = None

    def markers(self, sector: str) -> int:
        return self.sectors[sector] + (1 if self.confidant == sector else 0)

    def copy(self) -> Seat:
        return Seat(self.borough, self.gold, self.prestige, self.rats, self.reserve,
                    self.stock, dict(self.sectors), self.confidant, self.carriage,
                    list(self.messages), list(self.deck), list(self.offer),
                    list(self.hand), list(self.played), list(self.discarded), self.hired)


@dataclass(slots=True)
class State:
    players: int
    round: int
    start_player: int
    seats: list[Seat]
    persons: list[str]  # face up: gray first, then the two brown
    brown_deck: list[str]  # top first
    brown_out: list[str]  # brown cards out this period
    gray_deck: list[str]  # top first
    markets: dict[str, int]  # market -> type of the face-down message there
    notre_dame: list[int]  # cubes per seat
    stack: list[Step]
    rng: random.Random
    canonical: bool = False
    spent: list[str] = field(default_factory=list)  # played this period (public)
    # known[s][t]: cards seat s knows to be in seat t's offer or hand
    known: list[list[list[str]]] = field(default_factory=list)

    @property
    def top(self) -> Step | None:
        return self.stack[-1] if self.stack else None

    def copy(self) -> State:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return State(self.players, self.round, self.start_player,
                     [s.copy() for s in self.seats], list(self.persons),
                     list(self.brown_deck), list(self.brown_out), list(self.gray_deck),
                     dict(self.markets), list(self.notre_dame), list(self.stack), rng,
                     self.canonical, list(self.spent),
                     [[list(k) for k in row] for row in self.known])

    def order(self) -> list[int]:
        """Seats clockwise from the start player."""
        p = self.players
        return [(self.start_player + i) % p for i in range(p)]

    def left(self, seat: int) -> int:
        return (seat + 1) % self.players
