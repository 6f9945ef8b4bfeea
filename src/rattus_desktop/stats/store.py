"""The statistics database (SQLite in the data folder): record games, read them back.

Every write is one transaction: a game, its seats, its players' new ratings and their
history go in together or not at all, so a crash at any moment leaves every game
recorded before it and nothing half-written (SQLite's rollback journal).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.player_names import clean_name
from rattus_desktop.user_folders import data_dir

from .errors import StatsError
from .opening import Notice, busy_error, is_busy, open_db
from .ratings import Rating, rate
from .record import GameRecord, SeatRecord

FILE_NAME = "stats.sqlite3"


def stats_path() -> Path:
    """``stats.sqlite3`` in the data folder (``RATTUS_DESKTOP_HOME`` moves it)."""
    return data_dir() / FILE_NAME


@dataclass(frozen=True)
class RatingRow:
    player: str
    rating: Rating
    games: int


@dataclass(frozen=True)
class HistoryPoint:
    game_id: int
    played_at: str
    rating: Rating


class StatsStore:
    def __init__(self, conn: sqlite3.Connection, path: Path,
                 notice: Notice | None = None) -> None:
        self.conn = conn
        self.path = path
        self.notice = notice  # set when a bad file was moved aside on opening

    @classmethod
    def open(cls, path: Path | None = None, timeout: float | None = None) -> StatsStore:
        """Open (creating or migrating) the database; StatsError if impossible ("busy"
        when another process holds it locked for more than ``timeout`` seconds, by
        default ``opening.BUSY_TIMEOUT``; the same wait applies to later writes)."""
        where = path or stats_path()
        conn, notice = open_db(where, timeout)
        return cls(conn, where, notice)

    def close(self) -> None:
        self.conn.close()

    def __enter__(self) -> StatsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # -- writing --------------------------------------------------------------------
    def record(self, rec: GameRecord) -> bool:
        """Add a finished game and update its players' ratings; False if this very
        game (same key) was recorded before (nothing changes then)."""
        try:
            with self._transaction():
                if self._known(rec.key):
                    return False
                game_id = self._insert_game(rec)
                hints = self._take_hints(rec)
                for seat in rec.seats:
                    self._insert_seat(game_id, seat, hints.get(seat.seat, 0))
                self._update_ratings(game_id, rec)
        except sqlite3.Error as exc:
            if is_busy(exc):
                raise busy_error(self.path) from None
            raise StatsError("write_failed", f"{self.path}: the game was not recorded "
                             f"({exc})") from None
        return True

    def record_hint_use(self, session: str, seat: int) -> None:
        """Count one use of the hint by ``seat`` in the game named ``session``
        (``record.session_key``); the count joins the game's record when it ends."""
        try:
            with self._transaction():
                self.conn.execute(
                    "INSERT INTO pending_hints (session, seat, uses) VALUES (?, ?, 1) "
                    "ON CONFLICT (session, seat) DO UPDATE SET uses = uses + 1",
                    (session, seat))
        except sqlite3.Error as exc:
            if is_busy(exc):
                raise busy_error(self.path) from None
            raise StatsError("write_failed", f"{self.path}: hint not counted ({exc})") \
                from None

    def _known(self, key: str) -> bool:
        return self.conn.execute("SELECT 1 FROM games WHERE key = ?", (key,)).fetchone() \
            is not None

    def _insert_game(self, rec: GameRecord) -> int:
        cfg = rec.config
        cur = self.conn.execute(
            "INSERT INTO games (key, game, ruleset, options, seed, players, played_at, "
            "source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (rec.key, cfg.game, cfg.ruleset, json.dumps(cfg.to_json()["options"]),
             rec.seed, cfg.players, rec.played_at, rec.source))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def _take_hints(self, rec: GameRecord) -> dict[int, int]:
        from .record import session_key

        session = session_key(rec.config, rec.seed)
        rows = self.conn.execute("SELECT seat, uses FROM pending_hints WHERE session = ?",
                                 (session,)).fetchall()
        self.conn.execute("DELETE FROM pending_hints WHERE session = ?", (session,))
        return {int(seat): int(uses) for seat, uses in rows}

    def _insert_seat(self, game_id: int, s: SeatRecord, pending: int) -> None:
        self.conn.execute(
            "INSERT INTO seats (game_id, seat, player, kind, name, score, rank, won, "
            "hints, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, s.seat, s.player, s.kind, s.name, s.score, s.rank, int(s.won),
             s.hints + pending, json.dumps(s.detail, sort_keys=True)))

    def _update_ratings(self, game_id: int, rec: GameRecord) -> None:
        game, ruleset = rec.config.game, rec.config.ruleset
        players = [s.player for s in rec.seats]
        before = {row.player: row.rating for row in self.ratings(game, ruleset)}
        after = rate(players, [s.rank for s in rec.seats], before)
        for player, r in after.items():
            self.conn.execute(
                "INSERT INTO ratings (game, ruleset, player, mu, sigma, games) "
                "VALUES (?, ?, ?, ?, ?, 1) ON CONFLICT (game, ruleset, player) DO UPDATE "
                "SET mu = excluded.mu, sigma = excluded.sigma, games = games + 1",
                (game, ruleset, player, r.mu, r.sigma))
            self.conn.execute(
                "INSERT INTO rating_history (game_id, player, mu, sigma) VALUES (?, ?, ?, ?)",
                (game_id, player, r.mu, r.sigma))

    # -- reading --------------------------------------------------------------------
    def kinds(self) -> list[tuple[str, str]]:
        """Every (game, ruleset) with recorded games."""
        rows = self.conn.execute("SELECT DISTINCT game, ruleset FROM games "
                                 "ORDER BY game, ruleset").fetchall()
        return [(str(g), str(r)) for g, r in rows]

    def ratings(self, game: str, ruleset: str) -> list[RatingRow]:
        """Ratings of one game and ruleset, best (highest ordinal) first."""
        rows = self.conn.execute("SELECT player, mu, sigma, games FROM ratings "
                                 "WHERE game = ? AND ruleset = ?", (game, ruleset)).fetchall()
        out = [RatingRow(clean_name(str(p)), Rating(float(mu), float(sigma)), int(n))
               for p, mu, sigma, n in rows]
        return sorted(out, key=lambda r: (-r.rating.ordinal, r.player))

    def history(self, game: str, ruleset: str, player: str) -> list[HistoryPoint]:
        """``player``'s rating after each of their games, oldest first."""
        rows = self.conn.execute(
            "SELECT g.id, g.played_at, h.mu, h.sigma FROM rating_history h "
            "JOIN games g ON g.id = h.game_id WHERE g.game = ? AND g.ruleset = ? "
            "AND h.player = ? ORDER BY g.id", (game, ruleset, player)).fetchall()
        return [HistoryPoint(int(i), str(at), Rating(float(mu), float(s)))
                for i, at, mu, s in rows]

    def games(self, game: str | None = None, ruleset: str | None = None) -> list[GameRecord]:
        """The recorded games (optionally of one game and ruleset), oldest first."""
        where, args = _filter(game, ruleset)
        rows = self.conn.execute(
            "SELECT id, key, game, ruleset, options, seed, players, played_at, source "
            f"FROM games{where} ORDER BY id", args).fetchall()
        seats = self._seats([int(r[0]) for r in rows])
        return [_game(row, seats.get(int(row[0]), ())) for row in rows]

    def _seats(self, ids: Sequence[int]) -> dict[int, tuple[SeatRecord, ...]]:
        out: dict[int, list[SeatRecord]] = {}
        if not ids:
            return {}
        rows = self.conn.execute(
            "SELECT game_id, seat, kind, name, score, rank, won, detail, hints FROM seats "
            "WHERE game_id BETWEEN ? AND ? ORDER BY game_id, seat",
            (min(ids), max(ids))).fetchall()
        for gid, seat, kind, name, score, rank, won, detail, hints in rows:
            out.setdefault(int(gid), []).append(SeatRecord(
                int(seat), str(kind), clean_name(str(name)), int(score), int(rank), bool(won),
                json.loads(detail), int(hints)))
        return {k: tuple(v) for k, v in out.items()}


def _filter(game: str | None, ruleset: str | None) -> tuple[str, tuple[Any, ...]]:
    parts, args = [], []
    if game is not None:
        parts.append("game = ?")
        args.append(game)
    if ruleset is not None:
        parts.append("ruleset = ?")
        args.append(ruleset)
    return (" WHERE " + " AND ".join(parts) if parts else "", tuple(args))


def _game(row: Sequence[Any], seats: tuple[SeatRecord, ...]) -> GameRecord:
    _id, key, game, ruleset, options, seed, players, played_at, source = row
    config = GameConfig.make(str(game), int(players), str(ruleset), json.loads(options))
    return GameRecord(str(key), config, int(seed), str(played_at), str(source), seats)
