"""Events: what an action caused, as ids and data, for animation and the game log.

Each event is a small record with a ``kind`` and fields. An event with
``private_to`` set belongs to that seat's view only; use ``visible_events`` before
showing events to a seat.
"""

from __future__ import annotations

from collections.abc import Iterable
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


def visible_events(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events ``seat`` may see (``None``: public events only)."""
    return [e for e in events if e.private_to is None or e.private_to == seat]
