"""Every unfinished game, each in its own file: the "Unfinished games" list.

A game in progress is written to its own slot after every change (``Tracker``, a
``Session`` listener), so starting or opening another game never overwrites it. A
slot is removed when its game ends, or when the player deletes it from the list.
The files are ordinary save files (``format.write_save`` / ``load_save``).

Listing reads and checks each file's structure but replays nothing: a game is
replayed (and its log checked) only when the player chooses it (``Entry.load``).
"""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from rattus_desktop.play.session import Session
from rattus_desktop.user_folders import data_dir

from . import format as save_format
from .errors import SaveError
from .format import SaveFile, write_save
from .reading import decode_json, read_limited

FOLDER = "unfinished"
_counter = itertools.count(1)


def unfinished_dir() -> Path:
    return data_dir() / FOLDER


@dataclass
class Entry:
    """One slot of the list: its save (parsed, not yet replayed), or why it cannot be
    read."""

    path: Path
    save: SaveFile | None
    error: SaveError | None = None

    def load(self) -> Session:
        """Replay the chosen game (SaveError if its log does not hold up: the entry
        then becomes unreadable, ``save`` None and ``error`` set)."""
        if self.save is None:
            raise self.error or SaveError("unreadable", f"{self.path}: cannot be read")
        if self.save.session is not None:
            return self.save.session
        try:
            return save_format.replay(self.save)
        except SaveError as exc:
            self.error = SaveError(exc.code, f"{self.path}: {exc.message}", exc.index)
        except Exception as exc:  # a defect the checks missed: still no traceback
            self.error = SaveError("illegal_action", f"{self.path}: the log cannot be "
                                                     f"replayed ({exc!r})")
        self.save = None
        raise self.error

    @property
    def modified(self) -> float:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return 0.0


def new_slot(folder: Path | None = None) -> Path:
    """A fresh file name for a game that has no slot yet."""
    folder = folder or unfinished_dir()
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    while True:
        path = folder / f"game-{stamp}-{next(_counter)}.json"
        if not path.exists():
            return path


def list_games(folder: Path | None = None) -> list[Entry]:
    """The unfinished games, newest first. Unreadable slots are listed with their error
    (never deleted: the player decides); finished games are left out."""
    folder = folder or unfinished_dir()
    if not folder.is_dir():
        return []
    entries: list[Entry] = []
    for path in folder.glob("game-*.json"):
        try:
            save = peek_save(path)
        except SaveError as exc:
            entries.append(Entry(path, None, exc))
            continue
        if not save.finished:
            entries.append(Entry(path, save))
    entries.sort(key=lambda e: (e.modified, e.path.name), reverse=True)
    return entries


def peek_save(path: Path) -> SaveFile:
    """The save at ``path`` read and checked field by field, not replayed (SaveError)."""
    try:
        doc = decode_json(read_limited(path), expect=dict)
        return save_format.parse(doc)
    except SaveError as exc:
        raise SaveError(exc.code, f"{path}: {exc.message}", exc.index) from None
    except Exception as exc:  # a defect the checks missed: still no traceback
        raise SaveError("malformed", f"{path}: the save cannot be read ({exc!r})") from None


def remove(path: Path) -> None:
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        print(f"rattus-desktop: cannot remove {path}: {exc.strerror}", file=sys.stderr)


def adopt_file(source: Path, folder: Path | None = None) -> Path | None:
    """Move a save file (the old single autosave) into a fresh slot, keeping its time;
    None (and the file left where it is) when it cannot be moved."""
    folder = folder or unfinished_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = new_slot(folder)
        os.replace(source, target)
    except OSError as exc:
        print(f"rattus-desktop: cannot move {source} to the unfinished games: "
              f"{exc.strerror}", file=sys.stderr)
        return None
    return target


class Tracker:
    """Keeps the current session in its slot: written after every change, removed when
    the game is over. ``follow`` moves the tracker to another session (the previous one
    stays in its slot, still listed)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or unfinished_dir()
        self.session: Session | None = None
        self.path: Path | None = None
        self.last_error: SaveError | None = None
        self.on_write: Callable[[SaveError | None], None] | None = None  # after each write

    def follow(self, session: Session, path: Path | None = None) -> None:
        """Track ``session`` (in ``path`` when it was resumed from that slot)."""
        self.stop()
        self.session = session
        self.path = path or new_slot(self.folder)
        session.listeners.append(self)
        self(session)

    def stop(self) -> None:
        if self.session is not None and self in self.session.listeners:
            self.session.listeners.remove(self)
        self.session = None
        self.path = None

    def __call__(self, session: Session) -> None:
        if self.path is None:
            return
        if session.game.is_over or not session.log:  # nothing to lose, or nothing left
            remove(self.path)
            return
        try:
            write_save(session, self.path)
            self.last_error = None
        except SaveError as exc:
            self.last_error = exc
        if self.on_write is not None:
            self.on_write(self.last_error)
