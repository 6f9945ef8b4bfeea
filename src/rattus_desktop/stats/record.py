"""What is recorded of one finished game: ``GameRecord`` and its seats.

Built from the protocol only (config, seed, outcome, summary, public events, the
action log through the game's codec), never from a game's internals.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game, Outcome
from rattus_desktop.player_names import clean_name

from .details import cards_by_seat, losses_by_seat

HUMAN = "human"
SOURCES = ("app", "tournament")


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    kind: str  # "human" or a bot level ("random", "easy", "medium", "hard")
    name: str  # the profile's name (a bot: its level)
    score: int
    rank: int  # 1 = first; seats level on rank share it
    won: bool
    detail: dict[str, Any] = field(default_factory=dict)  # parts, cards, losses
    hints: int = 0

    @property
    def player(self) -> str:
        """The rated identity: ``human:<name>`` or ``bot:<level>``."""
        return player_id(self.kind, self.name)


@dataclass(frozen=True)
class GameRecord:
    key: str  # a digest of game, config, seed and action log: one game is recorded once
    config: GameConfig
    seed: int
    played_at: str  # ISO 8601, UTC
    source: str  # "app" or "tournament"
    seats: tuple[SeatRecord, ...]

    @property
    def winners(self) -> list[int]:
        return [s.seat for s in self.seats if s.won]

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "game": self.config.game, "ruleset": self.config.ruleset,
                "options": self.config.to_json()["options"], "seed": self.seed,
                "played_at": self.played_at, "source": self.source,
                "winners": self.winners, "seats": [seat_json(s) for s in self.seats]}


def seat_json(s: SeatRecord) -> dict[str, Any]:
    return {"seat": s.seat, "player": s.player, "kind": s.kind, "name": s.name,
            "score": s.score, "rank": s.rank, "won": s.won, "hints": s.hints,
            "detail": s.detail}


def player_id(kind: str, name: str) -> str:
    return f"human:{name}" if kind == HUMAN else f"bot:{kind}"


def ranks(outcome: Outcome) -> list[int]:
    """Places from the outcome: the winners first (sharing 1), then by score, seats on
    the same score sharing a place (competition ranking: 1, 2, 2, 4)."""
    n = len(outcome.scores)

    def ahead(a: int, b: int) -> bool:
        won_a, won_b = a in outcome.winners, b in outcome.winners
        if won_a != won_b:
            return won_a
        return not won_a and outcome.scores[a] > outcome.scores[b]

    return [1 + sum(ahead(other, seat) for other in range(n)) for seat in range(n)]


def game_key(game: Game) -> str:
    codec = registry.codec(game.config.game)
    body = {"config": game.config.to_json(), "seed": game.seed,
            "log": [codec.to_json(a) for a in game.history]}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def session_key(config: GameConfig, seed: int) -> str:
    """Names a game while it is played (hint uses wait under it until it is recorded)."""
    text = json.dumps({"config": config.to_json(), "seed": seed}, sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def record_of(game: Game, seats: Sequence[tuple[str, str]], events: Iterable[Event],
              source: str = "app", played_at: str | None = None,
              hints: Sequence[int] = ()) -> GameRecord:
    """The record of a finished ``game``; ``seats`` gives (kind, name) by seat."""
    outcome = game.outcome()
    if outcome is None:
        raise ValueError("the game is not over")
    if len(seats) != game.config.players:
        raise ValueError(f"{len(seats)} seats for a {game.config.players}-player game")
    if source not in SOURCES:
        raise ValueError(f"unknown source {source!r}")
    details = _details(game, outcome, list(events))
    places = ranks(outcome)
    records = tuple(
        SeatRecord(seat, kind, clean_name(name), int(outcome.scores[seat]), places[seat],
                   seat in outcome.winners, details[seat],
                   hints[seat] if seat < len(hints) else 0)
        for seat, (kind, name) in enumerate(seats))
    stamp = played_at or datetime.now(UTC).isoformat(timespec="seconds")
    return GameRecord(game_key(game), game.config, game.seed, stamp, source, records)


def _details(game: Game, outcome: Outcome, events: list[Event]) -> list[dict[str, Any]]:
    n = game.config.players
    out: list[dict[str, Any]] = [{} for _ in range(n)]
    for seat, parts in enumerate(outcome.detail):
        out[seat]["parts"] = dict(parts)
    cards = cards_by_seat(game.config.game, game.summary(), n)
    losses = losses_by_seat(game.config.game, events, n)
    for seat in range(n):
        if cards is not None:
            out[seat]["cards"] = cards[seat]
        if losses is not None:
            out[seat]["losses"] = losses[seat]
    return out
