"""Where saves, the autosave, the recent list and the settings live: in the user's
folders (``rattus_desktop.user_folders``: ``data_dir``, ``config_dir``)."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from rattus_desktop.engine.reading import os_reason
from rattus_desktop.play.session import Session
from rattus_desktop.user_folders import config_dir, data_dir

from .atomic import atomic_write, clean_stray_temps
from .errors import SaveError
from .format import SaveFile, load_save, write_save
from .reading import file_kind, read_json

MAX_RECENT = 10


def saves_dir() -> Path:
    """The default folder of the Save as / Open dialogs."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def recent_path() -> Path:
    return data_dir() / "recent.json"


def clean_temporaries() -> list[Path]:
    """At start: remove what interrupted writes left in our folders (never raises)."""
    removed: list[Path] = []
    for folder in (data_dir(), saves_dir(), config_dir()):
        removed += clean_stray_temps(folder)
    return removed


class SetAside(SaveError):
    """An autosave that could not be read, moved aside (``moved_to``) instead of being
    overwritten; ``moved_to`` is None when even the move failed (the file is untouched)."""

    def __init__(self, error: SaveError, moved_to: Path | None) -> None:
        super().__init__(error.code, error.message, error.index)
        self.moved_to = moved_to


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``NAME-unreadable-YYYYMMDD-HHMMSS.json`` beside it (a counter
    added if that exists); the new path, or None if it could not be moved."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        suffix = f"-{n}" if n else ""
        target = path.with_name(f"{path.stem}-unreadable-{stamp}{suffix}{path.suffix}")
        if file_kind(target) != "missing":
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            print(f"rattus-desktop: cannot move {path} aside: {os_reason(exc)}",
                  file=sys.stderr)
            return None
        return target
    return None


def check_autosave(path: Path) -> SaveFile | None:
    """The autosave at ``path`` (None if there is none). One that exists but cannot be
    loaded (damaged, a newer version's) is moved aside and ``SetAside`` raised: it is
    never overwritten. A path that cannot even be looked up raises SaveError."""
    kind = file_kind(path)
    if kind == "missing":
        return None
    if kind == "error":
        try:
            os.stat(path)
        except OSError as exc:
            raise SaveError("unreadable", f"{path}: cannot read ({os_reason(exc)})") from None
        except ValueError:
            raise SaveError("unreadable", f"{path}: cannot read") from None
    try:
        return load_save(path)
    except SaveError as exc:
        raise SetAside(exc, set_aside(path)) from None


# -- autosave ------------------------------------------------------------------------
class Autosaver:
    """Writes the session's save after every change (a ``Session`` listener).

    A failed write never interrupts the game: the error is kept in ``last_error``
    (and passed to ``on_error`` if given) and the previous autosave stays intact.
    """

    def __init__(self, path: Path | None = None,
                 on_error: Callable[[SaveError], None] | None = None) -> None:
        self.path = path or autosave_path()
        self.on_error = on_error
        self.last_error: SaveError | None = None
        self.set_aside: SetAside | None = None  # what the first write found and moved
        self._checked = False  # the file there was checked before the first write

    def attach(self, session: Session) -> None:
        if self not in session.listeners:
            session.listeners.append(self)

    def detach(self, session: Session) -> None:
        if self in session.listeners:
            session.listeners.remove(self)

    def _protect(self) -> None:
        """Before the first write of this run: a file there that cannot be loaded is
        moved aside, never overwritten."""
        self._checked = True
        try:
            check_autosave(self.path)
        except SetAside as exc:
            self.set_aside = exc
        except SaveError:
            pass  # cannot be looked up: the write below fails and says so

    def __call__(self, session: Session) -> None:
        try:
            if not self._checked:
                self._protect()
            if self.set_aside is not None and self.set_aside.moved_to is None:
                raise SaveError("unwritable", f"{self.path}: an autosave that cannot be "
                                "read is there and could not be moved aside; it is kept")
            write_save(session, self.path)
            self.last_error = None
        except SaveError as exc:
            self.last_error = exc
            if self.on_error is not None:
                self.on_error(exc)


def resumable_autosave(path: Path | None = None) -> SaveFile | None:
    """The autosaved game if there is an unfinished one to resume, else None.

    Raises ``SetAside`` when an autosave exists but cannot be loaded (it was moved
    aside with a timestamp, never overwritten), SaveError when its folder cannot be read.
    """
    save = check_autosave(path or autosave_path())
    if save is None or save.session is None or save.session.game.is_over:
        return None
    return save


def discard_autosave(path: Path | None = None) -> None:
    """Forget the autosave (the player declined to resume it)."""
    path = path or autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        print(f"rattus-desktop: cannot remove {path}: {os_reason(exc)}", file=sys.stderr)


# -- recent games --------------------------------------------------------------------
def recent_games(path: Path | None = None) -> list[Path]:
    """The recent save files, newest first: entries that are not an existing regular
    file now (missing, a name too long, a folder that cannot be searched) are dropped;
    a bad list is empty. Never raises."""
    try:
        raw = read_json(path or recent_path(), 2**20, expect=list)
    except SaveError:
        return []
    if not isinstance(raw, list):
        return []
    return [Path(p) for p in raw[:MAX_RECENT * 10]
            if isinstance(p, str) and p and file_kind(p) == "file"]


def _absolute(path: str | Path) -> Path:
    try:
        return Path(os.path.abspath(path))
    except (OSError, ValueError):
        return Path(path)


def add_recent(save_path: str | Path, path: Path | None = None) -> list[Path]:
    """Put ``save_path`` first in the recent list; return the new list (never raises:
    a list that cannot be written is reported on stderr)."""
    entry = _absolute(save_path)
    games = [entry] + [p for p in recent_games(path) if _absolute(p) != entry]
    games = games[:MAX_RECENT]
    try:
        data = json.dumps([str(p) for p in games], ensure_ascii=False, indent=1).encode()
        atomic_write(path or recent_path(), data)
    except (OSError, ValueError) as exc:
        reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
        print(f"rattus-desktop: cannot update the recent games: {reason}", file=sys.stderr)
    return games
