"""The statistics database's schema: one migration per version, applied in order.

``schema_version`` holds the version the file is at; a file at a version newer than
``SCHEMA_VERSION`` was written by a newer program and is never written by this one.
Add a version by appending its statements to ``MIGRATIONS`` (never edit an old one).
"""

from __future__ import annotations

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: games, their seats, ratings with their history, hint uses of games in progress
    (
        "CREATE TABLE schema_version (version INTEGER NOT NULL)",
        "INSERT INTO schema_version (version) VALUES (0)",
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            ruleset TEXT NOT NULL,
            options TEXT NOT NULL,
            seed INTEGER NOT NULL,
            players INTEGER NOT NULL,
            played_at TEXT NOT NULL,
            source TEXT NOT NULL)""",
        """CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seat INTEGER NOT NULL,
            player TEXT NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            score INTEGER NOT NULL,
            rank INTEGER NOT NULL,
            won INTEGER NOT NULL,
            hints INTEGER NOT NULL DEFAULT 0,
            detail TEXT NOT NULL,
            PRIMARY KEY (game_id, seat))""",
        """CREATE TABLE ratings (
            game TEXT NOT NULL,
            ruleset TEXT NOT NULL,
            player TEXT NOT NULL,
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            games INTEGER NOT NULL,
            PRIMARY KEY (game, ruleset, player))""",
        """CREATE TABLE rating_history (
            game_id INTEGER NOT NULL REFERENCES games(id),
            player TEXT NOT NULL,
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            PRIMARY KEY (game_id, player))""",
        """CREATE TABLE pending_hints (
            session TEXT NOT NULL,
            seat INTEGER NOT NULL,
            uses INTEGER NOT NULL,
            PRIMARY KEY (session, seat))""",
        "CREATE INDEX games_by_game ON games (game, ruleset, id)",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)
