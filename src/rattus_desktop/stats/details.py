"""Per-seat details of a finished game, from its summary and public events only.

Which summary key holds the cards and which events count as plague losses is data
(``details.toml``), so a game adds its own lines there and nothing else changes.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rattus_desktop.engine.events import Event

DETAILS_FILE = Path(__file__).with_name("details.toml")


@dataclass(frozen=True)
class LossRule:
    event: str
    seat: str
    count: str | None


@dataclass(frozen=True)
class DetailSpec:
    cards_held: str | None = None
    losses: tuple[LossRule, ...] = ()


@cache
def specs() -> dict[str, DetailSpec]:
    raw = tomllib.loads(DETAILS_FILE.read_text(encoding="utf-8"))
    return {game: _spec(entry) for game, entry in raw.items()}


def _spec(entry: Mapping[str, Any]) -> DetailSpec:
    losses = tuple(LossRule(str(r["event"]), str(r["seat"]),
                            str(r["count"]) if "count" in r else None)
                   for r in entry.get("losses", ()))
    held = entry.get("cards_held")
    return DetailSpec(str(held) if held is not None else None, losses)


def spec_for(game: str) -> DetailSpec:
    return specs().get(game, DetailSpec())


def cards_by_seat(game: str, summary: Mapping[str, Any], players: int) -> list[list[str]] | None:
    """The cards each seat holds at the end (None: the game has no such summary)."""
    key = spec_for(game).cards_held
    held = summary.get(key) if key else None
    if not isinstance(held, dict):
        return None
    out: list[list[str]] = [[] for _ in range(players)]
    for card, seat in sorted(held.items()):
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < players:
            out[seat].append(str(card))
    return out


def losses_by_seat(game: str, events: Iterable[Event], players: int) -> list[int] | None:
    """Pieces each seat lost to the plague, from the public events (None: the game
    names no loss events)."""
    rules = {r.event: r for r in spec_for(game).losses}
    if not rules:
        return None
    out = [0] * players
    for event in events:
        rule = rules.get(event.kind)
        if rule is None or event.private_to is not None:
            continue
        seat = event.data.get(rule.seat)
        count = event.data.get(rule.count, 0) if rule.count else 1
        if isinstance(seat, int) and 0 <= seat < players and isinstance(count, int):
            out[seat] += count
    return out
