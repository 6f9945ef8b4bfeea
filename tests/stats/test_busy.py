"""A statistics file locked by another process is busy, not damaged: it is waited for,
then reported as busy, and never moved aside or replaced."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rattus_desktop.cli import main
from rattus_desktop.stats import StatsError, StatsStore, opening

from .games import record


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[Path]:
    """A healthy statistics file with one game, held under an exclusive lock."""
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.record(record(seed=1))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    yield path
    holder.execute("ROLLBACK")
    holder.close()


def _untouched(path: Path) -> None:
    assert sorted(p.name for p in path.parent.iterdir()
                  if p.name.startswith("stats")) == ["stats.sqlite3"]
    with StatsStore.open(path) as store:
        assert len(store.games()) == 1  # the history is whole


def test_a_locked_file_is_busy_after_the_wait_and_stays_where_it_is(locked: Path) -> None:
    start = time.perf_counter()
    with pytest.raises(StatsError) as info:
        StatsStore.open(locked, timeout=0.2)
    waited = time.perf_counter() - start
    assert info.value.code == "busy"
    assert "busy" in info.value.message and "damaged" not in info.value.message
    assert 0.2 <= waited < 5
    assert [p.name for p in locked.parent.iterdir()] == ["stats.sqlite3"]


def test_the_file_is_usable_once_the_lock_is_released(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.record(record(seed=1))
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StatsError):
        StatsStore.open(path, timeout=0.1)
    holder.execute("ROLLBACK")
    holder.close()
    _untouched(path)


def test_a_write_into_a_locked_file_is_busy(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    store = StatsStore.open(path, timeout=0.2)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StatsError) as info:
            store.record(record(seed=2))
        assert info.value.code == "busy"
    finally:
        holder.execute("ROLLBACK")
        holder.close()
        store.close()


def test_the_stats_command_reports_busy_and_moves_nothing(
        locked: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(opening, "BUSY_TIMEOUT", 0.2)
    assert main(["stats", "--file", str(locked)]) == 2
    err = capsys.readouterr().err
    assert "busy" in err and "moved aside" not in err
    assert [p.name for p in locked.parent.iterdir()] == ["stats.sqlite3"]
