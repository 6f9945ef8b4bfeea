"""Opening the statistics file: create it, migrate it, or set a bad one aside.

A file that is not a readable statistics database (damaged, something else) or that a
newer version of the program wrote is renamed beside itself — never written to — and a
fresh database takes its place; ``Opened.notice`` then says what happened.

A file another process holds locked (a tournament, a second window, a backup tool) is
busy, not damaged: it is waited for (``timeout`` seconds), then ``StatsError("busy")``
is raised and the file is left exactly where it is.
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
_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


@dataclass(frozen=True)
class Notice:
    code: str  # "damaged" or "newer"
    message: str  # English, for the command line and logs (the GUI words its own)
    moved_to: Path


def is_busy(exc: sqlite3.Error) -> bool:
    """Whether ``exc`` says another connection holds the file locked (not damage)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None and code & 0xFF in _BUSY_CODES:
        return True
    text = str(exc)
    return "database is locked" in text or "database is busy" in text


def busy_error(path: Path) -> StatsError:
    return StatsError("busy", f"{path} is busy: another program holds it locked; it was "
                              "left as it is, try again later")


def connect(path: Path, timeout: float | None = None) -> sqlite3.Connection:
    wait = BUSY_TIMEOUT if timeout is None else timeout
    conn = sqlite3.connect(path, timeout=wait, isolation_level=None)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def open_db(path: Path, timeout: float | None = None) -> tuple[sqlite3.Connection,
                                                                Notice | None]:
    """A connection to the database at ``path``, at ``SCHEMA_VERSION``; ``timeout``
    (default ``BUSY_TIMEOUT``) is how long to wait for a lock, also on later writes."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StatsError("unwritable", f"{path.parent}: cannot create ({os_reason(exc)})") \
            from None
    notice: Notice | None = None
    problem = _problem(path, BUSY_TIMEOUT if timeout is None else timeout)
    if problem is not None:
        notice = _set_aside(path, *problem)
    try:
        conn = connect(path, timeout)
    except sqlite3.Error as exc:
        raise _open_error(path, exc) from None
    try:
        migrate(conn)
    except sqlite3.Error as exc:
        conn.close()
        raise _open_error(path, exc) from None
    return conn, notice


def _open_error(path: Path, exc: sqlite3.Error) -> StatsError:
    if is_busy(exc):
        return busy_error(path)
    return StatsError("unwritable", f"{path}: cannot open the statistics ({exc})")


def _problem(path: Path, timeout: float) -> tuple[str, str] | None:
    """Why the existing file at ``path`` cannot be used (None: it can, or is missing);
    StatsError("busy") when another process holds it locked past ``timeout``."""
    if not path.exists():
        return None
    if not path.is_file():
        return ("damaged", "is not a file")
    try:
        conn = sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=timeout)
        try:
            return _check(conn)
        finally:
            conn.close()
    except sqlite3.DatabaseError as exc:
        if is_busy(exc):
            raise busy_error(path) from None
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
