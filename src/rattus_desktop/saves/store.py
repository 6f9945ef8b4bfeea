"""Where saves, the autosave, the recent list and the settings live.

By default the user's folders from appdirs (``user_data_dir`` for games,
``user_config_dir`` for settings). ``RATTUS_DESKTOP_HOME`` overrides both with
``$RATTUS_DESKTOP_HOME/data`` and ``$RATTUS_DESKTOP_HOME/config`` (tests use it
so they never touch the real home).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from rattus_desktop.play.session import Session

from .atomic import atomic_write
from .errors import SaveError
from .format import SaveFile, load_save, write_save
from .reading import decode_json, read_limited

APP_NAME = "RattusDesktop"
APP_AUTHOR = "Rattus"
HOME_ENV = "RATTUS_DESKTOP_HOME"
MAX_RECENT = 10


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "data"
    import appdirs

    return Path(appdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "config"
    import appdirs

    return Path(appdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    """The default folder of the Save as / Open dialogs."""
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def recent_path() -> Path:
    return data_dir() / "recent.json"


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

    def attach(self, session: Session) -> None:
        if self not in session.listeners:
            session.listeners.append(self)

    def detach(self, session: Session) -> None:
        if self in session.listeners:
            session.listeners.remove(self)

    def __call__(self, session: Session) -> None:
        try:
            write_save(session, self.path)
            self.last_error = None
        except SaveError as exc:
            self.last_error = exc
            if self.on_error is not None:
                self.on_error(exc)


def resumable_autosave(path: Path | None = None) -> SaveFile | None:
    """The autosaved game if there is an unfinished one to resume, else None.

    Raises SaveError when an autosave exists but cannot be loaded (the file is
    left as it is; the next game's autosave replaces it).
    """
    path = path or autosave_path()
    if not path.exists():
        return None
    save = load_save(path)
    return None if save.session is None or save.session.game.is_over else save


def discard_autosave(path: Path | None = None) -> None:
    """Forget the autosave (the player declined to resume it)."""
    path = path or autosave_path()
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as exc:
        print(f"rattus-desktop: cannot remove {path}: {exc.strerror}", file=sys.stderr)


# -- recent games --------------------------------------------------------------------
def recent_games(path: Path | None = None) -> list[Path]:
    """The recent save files, newest first (missing files dropped; a bad list is empty)."""
    try:
        raw = decode_json(read_limited(path or recent_path(), 2**20))
    except SaveError:
        return []
    if not isinstance(raw, list):
        return []
    return [Path(p) for p in raw if isinstance(p, str) and p and Path(p).is_file()]


def add_recent(save_path: str | Path, path: Path | None = None) -> list[Path]:
    """Put ``save_path`` first in the recent list; return the new list."""
    entry = Path(save_path).resolve()
    games = [entry] + [p for p in recent_games(path) if p.resolve() != entry]
    games = games[:MAX_RECENT]
    data = json.dumps([str(p) for p in games], ensure_ascii=False, indent=1).encode()
    try:
        atomic_write(path or recent_path(), data)
    except OSError as exc:
        print(f"rattus-desktop: cannot update the recent games: {exc.strerror}",
              file=sys.stderr)
    return games
