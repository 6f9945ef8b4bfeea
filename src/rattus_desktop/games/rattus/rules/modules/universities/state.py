"""State of the Big Box module Universities (Academia): the event deck and the two
universities. Piles keep their top LAST (``pop()`` draws)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rattus_desktop.games.rattus.rules.data import _load


@dataclass(frozen=True, slots=True)
class EventCard:
    """An event card of the University deck: its kind (and class for a class bonus)."""

    kind: str
    cls: str | None = None

    def to_json(self) -> dict[str, Any]:
        if self.cls is None:
            return {"kind": self.kind}
        return {"kind": self.kind, "class": self.cls}

    def key(self) -> tuple[str, str]:
        return (self.kind, self.cls or "")


EVENT_KINDS = ("blank", "discard_class_card", "found_university", "class_bonus")


@cache
def event_deck() -> tuple[EventCard, ...]:
    """The University event deck of the modules file, one entry per card."""
    out: list[EventCard] = []
    for entry in _load("rattus-bigbox-modules.toml")["events"]:
        out += [EventCard(entry["kind"], entry.get("class"))] * int(entry["count"])
    return tuple(out)


@dataclass(slots=True)
class UniversityState:
    green: str
    plain: str
    markers: list[str]
    deck: list[EventCard]
    points: list[int]
    discard: list[EventCard] = field(default_factory=list)
    #: per seat, how many cards on top of the deck it knows (the Professor's look)
    seen: list[int] = field(default_factory=list)
    looked: list[EventCard] = field(default_factory=list)  # Professor, top first
    drawn: list[EventCard] = field(default_factory=list)  # Professor's final draw
    # an event being resolved: seats to decide / owing a piece, universities to move
    queue: list[int] = field(default_factory=list)
    moving: list[str] = field(default_factory=list)
    active: int = 0
    back: str = "turn"  # after the event: "turn" (end the turn) or "final_turn"

    def copy(self) -> UniversityState:
        return UniversityState(self.green, self.plain, list(self.markers), list(self.deck),
                               list(self.points), list(self.discard), list(self.seen),
                               list(self.looked), list(self.drawn), list(self.queue),
                               list(self.moving), self.active, self.back)

    def where(self, which: str) -> str:
        return self.green if which == "green" else self.plain

    def university_of(self, region: str) -> str | None:
        if region == self.green:
            return "green"
        return "plain" if region == self.plain else None
