"""Opening the statistics file: create it, migrate it, or set a bad one aside.

A file that is not a readable statistics database (damaged, something else) or that a
newer version of the program wrote is renamed beside itself — never written to — and a
fresh database takes its place; ``Opened.notice`` then says what happened.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from rattus_desktop.engine.reading import os_reason

from .errors import StatsError
from .schema import MIGRATIONS, SCHEMA_VERSION

BUSY_TIMEOUT = 10.0  # seconds to wait for another writer (a tournament, a second window)


@dataclass(frozen=True)
class Notice:
    code: str  # "damaged" or "newer"
    message: str  # English, for the command line and logs (the GUI words its own)
    moved_to: Path


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def open_db(path: Path) -> tuple[sqlite3.Connection, Notice | None]:
    """A connection to the database at ``path``, at ``SCHEMA_VERSION``."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StatsError("unwritable", f"{path.parent}: cannot create ({os_reason(exc)})") \
            from None
    notice: Notice | None = None
    problem = _problem(path)
    if problem is not None:
        notice = _set_aside(path, *problem)
    try:
        conn = connect(path)
        migrate(conn)
    except sqlite3.Error as exc:
        raise StatsError("unwritable", f"{path}: cannot open the statistics ({exc})") \
            from None
    return conn, notice


def _problem(path: Path) -> tuple[str, str] | None:
    """Why the existing file at ``path`` cannot be used (None: it can, or is missing)."""
    if not path.exists():
        return None
    if not path.is_file():
        return ("damaged", "is not a file")
    try:
        conn = sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=BUSY_TIMEOUT)
        try:
            return _check(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        return ("damaged", f"is not a readable statistics database ({exc})")


def _check(conn: sqlite3.Connection) -> tuple[str, str] | None:
    if conn.execute("PRAGMA quick_check").fetchone() != ("ok",):
        return ("damaged", "failed its integrity check")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables:
        return None  # empty (a crash before the first migration committed)
    if "schema_version" not in tables:
        return ("damaged", "is not a statistics database")
    row = conn.execute("SELECT version FROM schema_version").fetchone()
    if row is None or not isinstance(row[0], int):
        return ("damaged", "has no schema version")
    if row[0] > SCHEMA_VERSION:
        return ("newer", f"was written by a newer version (schema {row[0]}; "
                         f"this version reads up to {SCHEMA_VERSION})")
    return None


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the database to ``SCHEMA_VERSION``, each version in one transaction."""
    version = _version(conn)
    for number in range(version + 1, SCHEMA_VERSION + 1):
        conn.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[number - 1]:
                conn.execute(statement)
            conn.execute("UPDATE schema_version SET version = ?", (number,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


def _version(conn: sqlite3.Connection) -> int:
    has = conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' "
                       "AND name='schema_version'").fetchone()
    if has is None:
        return 0
    row = conn.execute("SELECT version FROM schema_version").fetchone()
    return int(row[0]) if row else 0


def _set_aside(path: Path, code: str, why: str) -> Notice:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    label = "newer" if code == "newer" else "unreadable"
    for n in range(100):
        target = path.with_name(f"{path.stem}-{label}-{stamp}{f'-{n}' if n else ''}"
                                f"{path.suffix}")
        if target.exists():
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            raise StatsError("cannot_set_aside", f"{path} {why}, and cannot be moved aside "
                             f"({os_reason(exc)}): statistics are off") from None
        journal = Path(f"{path}-journal")
        with contextlib.suppress(OSError):
            if journal.exists():
                os.rename(journal, Path(f"{target}-journal"))
        return Notice(code, f"{path} {why}; moved aside to {target.name}, "
                            "a new statistics file was started", target)
    raise StatsError("cannot_set_aside", f"{path} {why}, and cannot be moved aside")
