"""State of the Big Box modules Region cards (Africanus) and Universities (Academia).

One object hangs on ``GameState.mods``; a module that is off leaves its part None.
Piles keep their top LAST (``pop()`` draws), as the token supply does.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

from rattus_desktop.games.rattus.rules.data import _load


@dataclass(frozen=True, slots=True)
class RegionCard:
    """A region card: its region and two class symbols, or a wildcard (fits any class)."""

    region: str
    classes: tuple[str, ...] = ()
    wild: bool = False

    def fits(self, cls: str) -> bool:
        return self.wild or cls in self.classes

    def to_json(self) -> dict[str, Any]:
        if self.wild:
            return {"region": self.region, "wild": True}
        return {"region": self.region, "classes": list(self.classes)}

    def key(self) -> tuple[str, bool, tuple[str, ...]]:
        return (self.region, self.wild, self.classes)


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
def region_cards() -> tuple[RegionCard, ...]:
    """The 68 region cards of the data file, in file order."""
    return tuple(RegionCard(c["region"], tuple(c.get("classes", ())), bool(c.get("wild")))
                 for c in _load("rattus-bigbox-region-cards.toml")["cards"])


@cache
def event_deck() -> tuple[EventCard, ...]:
    """The University event deck of the modules file, one entry per card."""
    out: list[EventCard] = []
    for entry in _load("rattus-bigbox-modules.toml")["events"]:
        out += [EventCard(entry["kind"], entry.get("class"))] * int(entry["count"])
    return tuple(out)


@dataclass(slots=True)
class RegionCardsState:
    hands: list[list[RegionCard]]
    deck: list[RegionCard]
    discard: list[RegionCard] = field(default_factory=list)
    #: class card id -> the region card played onto it (until the resolution is over)
    covers: dict[str, RegionCard] = field(default_factory=dict)
    #: Astronomer / Explorer cards awaiting their holder's choice
    drawn: list[RegionCard] = field(default_factory=list)
    drawn_public: bool = False  # Explorer: revealed to all; Astronomer: seen by the drawer
    #: the open reaction window: seats still to be asked (the one deciding first)
    window: list[int] = field(default_factory=list)
    back: tuple[str, int] | None = None  # the decision the window paused
    held: bool = False  # the window before the next reveal was already held
    resolving: str | None = None  # the region whose resolution a window paused

    def copy(self) -> RegionCardsState:
        return RegionCardsState([list(h) for h in self.hands], list(self.deck),
                                list(self.discard), dict(self.covers), list(self.drawn),
                                self.drawn_public, list(self.window), self.back, self.held,
                                self.resolving)


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


@dataclass(slots=True)
class ModulesState:
    cards: RegionCardsState | None = None
    uni: UniversityState | None = None

    def copy(self) -> ModulesState:
        return ModulesState(self.cards.copy() if self.cards else None,
                            self.uni.copy() if self.uni else None)
