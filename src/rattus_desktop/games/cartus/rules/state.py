"""The mutable position of one Cartus game, and the decision it waits for.

The flow is a stack of tasks (small immutable tuples, the next one last) that the
driver (``flow.advance``) runs until one of them asks for a decision: it then sets
``pending`` (what is awaited, from whom) and the stack holds the rest of the
resolution, so a decision can pause a building's resolution for any player.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from .data import Catalogue, CountRules

Task = tuple[Any, ...]


@dataclass(frozen=True, slots=True)
class Pending:
    """One awaited decision: ``kind`` is the action type due, ``seat`` who decides."""

    kind: str  # supply, look, enter, sword, give, flute, hospital
    seat: int
    building: int | None = None
    source: str = ""  # look: supply | fortune_teller; give: sword | guard_tower
    left: int = 0  # look: looks still due, this one included
    chosen: tuple[int, ...] = ()  # look: positions chosen in this group or action
    targets: tuple[int, ...] = ()  # sword, flute: the other entrants
    to: int | None = None  # give: the receiver
    count: int = 0  # give: cards to give; hospital: the most cards to discard
    can_pass: bool = False  # enter

    def but(self, **changes: Any) -> Pending:
        return replace(self, **changes)


@dataclass(slots=True)
class Slot:
    """One building card of the row with the entrants and the cards they laid."""

    card: str
    building: str
    entrants: list[int] = field(default_factory=list)
    laid: dict[int, list[str]] = field(default_factory=dict)
    revealed: bool = False  # the laid cards are face up
    cleared: bool = False

    def copy(self) -> Slot:
        return Slot(self.card, self.building, list(self.entrants),
                    {s: list(c) for s, c in self.laid.items()}, self.revealed, self.cleared)


@dataclass(slots=True)
class State:
    cat: Catalogue
    rules: CountRules
    players: int
    rng: random.Random
    round: int
    start_player: int
    hands: list[dict[str, int]]
    rats: list[int]
    tally: list[int]  # rats as a note-keeper at the table counts them (public changes)
    vp: list[int]
    track: dict[str, list[int]]  # class -> value per seat
    stamp: dict[str, list[int]]  # class -> arrival time per seat (lower ranks higher)
    clock: int
    nun_row: list[str]
    known: list[set[int]]
    deck: list[str]  # top card last
    discard: list[str]
    piles: dict[str, int]
    building_deck: list[str]  # top first
    replacement: list[str]  # top first
    out: list[str] = field(default_factory=list)
    row: list[Slot] = field(default_factory=list)
    last_round: bool = False
    supply_choice: list[int | None] = field(default_factory=list)
    queue: list[int] = field(default_factory=list)
    entered: list[int] = field(default_factory=list)
    round_premium: int | None = None
    resolving: int | None = None
    tasks: list[Task] = field(default_factory=list)
    pending: Pending | None = None
    over: bool = False
    set_public: bool = True  # the 30 buildings in play are public
    in_play: tuple[str, ...] = ()  # the building cards of this game
    pop_total: int = 84  # population cards in the game (explicit setups may leave some out)

    def copy(self) -> State:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return State(
            self.cat, self.rules, self.players, rng, self.round, self.start_player,
            [dict(h) for h in self.hands], list(self.rats), list(self.tally), list(self.vp),
            {c: list(v) for c, v in self.track.items()},
            {c: list(v) for c, v in self.stamp.items()}, self.clock, list(self.nun_row),
            [set(k) for k in self.known], list(self.deck), list(self.discard),
            dict(self.piles), list(self.building_deck), list(self.replacement),
            list(self.out), [s.copy() for s in self.row], self.last_round,
            list(self.supply_choice), list(self.queue), list(self.entered),
            self.round_premium, self.resolving, list(self.tasks), self.pending, self.over,
            self.set_public, self.in_play, self.pop_total)

    # -- small helpers used everywhere ---------------------------------------------
    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.players

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat].values())

    def rounds_total(self) -> int:
        return self.round + len(self.building_deck) // self.rules.reveal

    def rank(self, cls: str) -> list[int]:
        """Seats on one track in rank order (space 0 last, in seat order)."""
        values, stamps = self.track[cls], self.stamp[cls]
        up = sorted((s for s in range(self.players) if values[s] > 0),
                    key=lambda s: (-values[s], stamps[s]))
        return up + [s for s in range(self.players) if values[s] == 0]


def add_card(hand: dict[str, int], card: str, n: int = 1) -> None:
    hand[card] = hand.get(card, 0) + n


def remove_cards(hand: dict[str, int], cards: tuple[str, ...] | list[str]) -> None:
    for card in cards:
        left = hand[card] - 1
        if left:
            hand[card] = left
        else:
            del hand[card]


def has_cards(hand: dict[str, int], cards: tuple[str, ...] | list[str]) -> bool:
    need: dict[str, int] = {}
    for card in cards:
        need[card] = need.get(card, 0) + 1
    return all(hand.get(c, 0) >= n for c, n in need.items())


def sorted_cards(hand: dict[str, int]) -> list[str]:
    return [c for c in sorted(hand) for _ in range(hand[c])]
