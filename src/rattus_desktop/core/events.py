"""Events: what an action caused, as ids and data, for animation and the game log.

Each event is a small record with a ``kind`` and fields. An event with
``private_to`` set (the Witch's peek) belongs to that seat's view only; use
``visible_events`` before showing events to a seat.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def to_json(self) -> dict[str, Any]:
        out = {"kind": self.kind, **self.data}
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out

    def __getitem__(self, key: str) -> Any:
        return self.data[key]


def visible_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: public events only)."""
    return [e for e in events if e.private_to is None or e.private_to == seat]


# Event kinds (ids the GUI translates) and their data:
#   setup_placed(seat, region, count)        card_taken(seat, card, from_seat)
#   placed(seat, region, count, extra)       merchant_moved(seat, from, to, count)
#   token_moved(seat, from, index, to, uid)  to_palace(seat, region)
#   witch_looked(seat, tokens)   public: which two tokens were looked at
#   witch_saw(seat, tokens, faces)   private_to=seat: what they show
#   witch_swapped(seat, tokens, swap)        plague_moved(seat, from, to, steps)
#   token_spread(region, uid)    face down: no face
#   knight_bonus(seat, use)
#   token_revealed(region, uid, face, pop, outbreak)
#   pieces_lost(seat, region, count, cause)  cause: "majority", "all" or a class id
#   turn_started(seat)                       final_round(trigger, reason)
#   final_turn_started(seat)                 final_plague()
#   region_resolving(region)                 game_over(scores, winner, tie_break, tied)
