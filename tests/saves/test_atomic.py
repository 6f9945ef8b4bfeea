"""Writes are atomic: an interrupted or failing write leaves the previous save intact."""

from __future__ import annotations

import os
import stat

import pytest

from rattus_desktop.saves import SaveError, load_save, write_save
from rattus_desktop.saves.atomic import atomic_write

from .helpers import random_session


def _leftovers(folder) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "game.json"
    write_save(random_session(1, players=2, limit=40), path)
    return path, path.read_bytes()


def test_replace_failing_keeps_the_previous_save(saved, monkeypatch) -> None:
    path, before = saved

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveError) as info:
        write_save(random_session(2, players=3, limit=70), path)
    assert info.value.code == "unwritable"
    assert path.read_bytes() == before
    assert _leftovers(path.parent) == []


class Crash(BaseException):
    """Like a kill in the middle of the write: not an ordinary error."""


class HalfWriter:
    """A file that writes half of what it is given, then the process "dies"."""

    def __init__(self, real) -> None:
        self.real = real

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.real.close()

    def write(self, data: bytes) -> int:
        self.real.write(data[: len(data) // 2])
        self.real.flush()
        raise Crash


def test_write_interrupted_midway_keeps_the_previous_save(saved, monkeypatch) -> None:
    path, before = saved
    real_fdopen = os.fdopen
    monkeypatch.setattr(os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    with pytest.raises(Crash):
        write_save(random_session(3, players=4, limit=90), path)
    assert path.read_bytes() == before
    assert load_save(path).session is not None
    assert _leftovers(path.parent) == []


def test_a_temporary_file_left_by_a_crash_does_not_matter(saved) -> None:
    path, before = saved
    (path.parent / f".{path.name}.abc.tmp").write_bytes(before[:100])
    session = random_session(7, players=3, limit=50)
    write_save(session, path)
    assert load_save(path).session.game.summary() == session.game.summary()


def test_fsync_failing_keeps_the_previous_save(saved, monkeypatch) -> None:
    path, before = saved

    def broken_fsync(fd):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(SaveError):
        write_save(random_session(4, players=2, limit=10), path)
    assert path.read_bytes() == before


def test_a_session_that_cannot_be_saved_never_replaces_a_good_file(saved) -> None:
    path, before = saved
    session = random_session(5, players=2, limit=10)
    session.seats[0].name = "x" * 500  # too long to load back
    with pytest.raises(SaveError) as info:
        write_save(session, path)
    assert info.value.code == "unwritable"
    assert path.read_bytes() == before


def test_unwritable_folder_is_a_save_error(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError) as info:
        write_save(random_session(6, players=2, limit=5), blocker / "game.json")
    assert info.value.code == "unwritable"


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_atomic_write_keeps_permissions_and_creates_folders(tmp_path) -> None:
    target = tmp_path / "a" / "b" / "f.json"
    atomic_write(target, b"one")
    os.chmod(target, 0o640)
    # What the platform made of it: 0o640 on POSIX; on Windows chmod only sets or clears
    # the read-only flag, and a writable file reads back as 0o666.
    expected = 0o640 if os.name == "posix" else 0o666
    assert _mode(target) == expected
    atomic_write(target, b"two")
    assert target.read_bytes() == b"two"
    assert _mode(target) == expected
    assert _leftovers(target.parent) == []


def test_a_new_file_is_readable_by_others_as_an_ordinary_file(tmp_path) -> None:
    """mkstemp makes its file private (0o600); a new target gets 0o644 (Windows: 0o666)."""
    target = tmp_path / "new.json"
    atomic_write(target, b"x")
    assert _mode(target) == (0o644 if os.name == "posix" else 0o666)
