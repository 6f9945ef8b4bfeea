"""State of the Big Box module Region cards (Africanus): the cards, hands, deck and
the reaction window. Piles keep their top LAST (``pop()`` draws)."""

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


@cache
def region_cards() -> tuple[RegionCard, ...]:
    """The 68 region cards of the data file, in file order."""
    return tuple(RegionCard(c["region"], tuple(c.get("classes", ())), bool(c.get("wild")))
                 for c in _load("rattus-bigbox-region-cards.toml")["cards"])


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
