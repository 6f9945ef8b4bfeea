"""What the statistics window and ``stats --json`` show: per-player figures of one game
and ruleset, and the whole database as JSON; the CSV of the recorded seats."""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ratings import Rating
from .record import GameRecord, SeatRecord
from .schema import SCHEMA_VERSION
from .store import RatingRow, StatsStore

FAVOURITES = 3  # how many favourite cards are shown


@dataclass
class PlayerStats:
    """One player's figures. A player holding several seats of one game (a tournament's
    three easy bots) counts that game once in ``games`` and ``wins`` (won: one of its
    seats won); scores, cards and losses are per seat (``seats``)."""

    player: str  # "human:<name>" or "bot:<level>"
    kind: str
    name: str
    games: int = 0
    seats: int = 0
    wins: int = 0
    total_score: int = 0
    best_score: int | None = None
    best_at: str = ""  # when the best game was played
    cards: Counter[str] = field(default_factory=Counter)
    losses: int | None = None  # None: the game records no plague losses
    hints: int = 0
    rating: Rating | None = None

    @property
    def average_score(self) -> float:
        return self.total_score / self.seats if self.seats else 0.0

    @property
    def average_losses(self) -> float | None:
        return None if self.losses is None or not self.seats else self.losses / self.seats

    def favourite_cards(self) -> list[tuple[str, int]]:
        return sorted(self.cards.items(), key=lambda kv: (-kv[1], kv[0]))[:FAVOURITES]

    def add(self, seats: Sequence[SeatRecord], played_at: str) -> None:
        """One game, in which this player held ``seats``."""
        self.games += 1
        self.wins += any(seat.won for seat in seats)
        for seat in seats:
            self.seats += 1
            self.total_score += seat.score
            self.hints += seat.hints
            if self.best_score is None or seat.score > self.best_score:
                self.best_score, self.best_at = seat.score, played_at
            self.cards.update(seat.detail.get("cards", ()))
            lost = seat.detail.get("losses")
            if isinstance(lost, int):
                self.losses = (self.losses or 0) + lost


def player_stats(games: Sequence[GameRecord], ratings: Sequence[RatingRow]) -> list[PlayerStats]:
    """Figures per player over ``games`` (one game and ruleset), best rated first."""
    per: dict[str, PlayerStats] = {}
    for rec in games:
        held: dict[str, list[SeatRecord]] = {}
        for seat in rec.seats:
            held.setdefault(seat.player, []).append(seat)
        for player, seats in held.items():
            entry = per.setdefault(player, PlayerStats(player, seats[0].kind, seats[0].name))
            entry.add(seats, rec.played_at)
    order = {row.player: i for i, row in enumerate(ratings)}
    for row in ratings:
        if row.player in per:
            per[row.player].rating = row.rating
    return sorted(per.values(), key=lambda p: (order.get(p.player, len(order)), p.player))


def rating_json(row: RatingRow) -> dict[str, Any]:
    low, high = row.rating.band()
    return {"player": row.player, "mu": round(row.rating.mu, 4),
            "sigma": round(row.rating.sigma, 4), "ordinal": round(row.rating.ordinal, 4),
            "mu_2sigma": [round(low, 4), round(high, 4)], "games": row.games}


def database_json(store: StatsStore, game: str | None = None,
                  ruleset: str | None = None) -> dict[str, Any]:
    """Everything recorded (or one game/ruleset): ``stats --json``."""
    kinds = [(g, r) for g, r in store.kinds()
             if (game is None or g == game) and (ruleset is None or r == ruleset)]
    return {
        "schema_version": SCHEMA_VERSION,
        "path": str(store.path),
        "games": [rec.to_json() for rec in store.games(game, ruleset)],
        "ratings": [{"game": g, "ruleset": r,
                     "players": [rating_json(row) for row in store.ratings(g, r)]}
                    for g, r in kinds],
    }


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def neutral_cell(value: Any) -> Any:
    """A text a spreadsheet would read as a formula (``=``, ``+``, ``-``, ``@``, tab or
    carriage return first) gets a leading ``'``; numbers and other texts as they are."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


CSV_COLUMNS = ("played_at", "game", "ruleset", "seed", "source", "seat", "player", "score",
               "rank", "won", "hints", "losses", "cards", "options")


def csv_text(games: Sequence[GameRecord]) -> str:
    """One row per seat of every game, with a header (UTF-8 text, RFC 4180 quoting; no
    text cell a spreadsheet would run as a formula, ``neutral_cell``)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for rec in games:
        options = json.dumps(rec.config.to_json()["options"], sort_keys=True,
                             ensure_ascii=False)
        for s in rec.seats:
            lost = s.detail.get("losses")
            row = [rec.played_at, rec.config.game, rec.config.ruleset, rec.seed,
                   rec.source, s.seat, s.player, s.score, s.rank, int(s.won),
                   s.hints, "" if lost is None else lost,
                   " ".join(s.detail.get("cards", ())), options]
            writer.writerow([neutral_cell(cell) for cell in row])
    return out.getvalue()
