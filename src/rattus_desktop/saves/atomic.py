"""Atomic file replacement: a good file is never replaced by a half-written one.

The new content goes to a temporary file in the same folder (same file system),
is flushed and fsynced, and only then renamed over the target with
``os.replace``, which is atomic on POSIX and Windows. On any failure the
temporary file is removed and the target is left as it was.

Saving through a symbolic link writes the file it points to (the link stays a link).
A write killed half-way can leave its temporary file (``.NAME.XXXX.tmp``) behind:
``clean_stray_temps`` removes such files at the next start.
"""

from __future__ import annotations

import contextlib
import os
import re
import tempfile
import time
from pathlib import Path

# Seconds: a temporary file this old is no write in progress. Even removing one that is
# (another instance writing at that very moment) loses nothing: its rename fails, it
# reports the failure and the target stays as it was.
STRAY_AGE = 2.0
_TEMP = re.compile(r"\..+\.[A-Za-z0-9_]{6,}\.tmp")


def atomic_write(path: str | Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (OSError on failure, target intact)."""
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        _copy_mode(target, tmp_name)
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(folder)


def _copy_mode(target: Path, tmp_name: str) -> None:
    """Keep the target's permissions (mkstemp makes the file private to the user)."""
    try:
        mode = target.stat().st_mode & 0o777
    except OSError:
        mode = 0o644
    with contextlib.suppress(OSError):
        os.chmod(tmp_name, mode)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (best effort)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def clean_stray_temps(folder: str | Path, age: float = STRAY_AGE) -> list[Path]:
    """Remove the temporary files interrupted writes left in ``folder`` (only names
    ``atomic_write`` makes, older than ``age`` seconds); return what was removed.
    Never raises: a folder that cannot be listed is left alone."""
    removed: list[Path] = []
    now = time.time()
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TEMP.fullmatch(entry.name):
            continue
        try:
            if entry.is_file(follow_symlinks=False) and \
                    now - entry.stat(follow_symlinks=False).st_mtime >= age:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed
