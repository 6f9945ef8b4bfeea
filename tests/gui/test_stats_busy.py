"""A statistics file another program holds locked: the window never waits for it on
the GUI thread; the wait happens in a worker, then the player is told it is busy, the
file stays where it is, and the game is added once the file is free."""

from __future__ import annotations

import random
import sqlite3

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.stats import StatsStore, opening, record_of

pytestmark = pytest.mark.gui


def _record(seed):
    game = registry.new_game(registry.get("rattus").config(2), seed)
    rng = random.Random(seed)
    events = []
    while not game.is_over:
        events += game.apply(rng.choice(game.legal_actions()))
    return record_of(game, [("human", "Ann"), ("easy", "easy")], events)


@pytest.fixture
def holder(scratch_home, monkeypatch):
    monkeypatch.setattr(opening, "BUSY_TIMEOUT", 0.5)  # the worker's wait, kept short
    with StatsStore.open() as store:
        store.record(_record(1))
    conn = sqlite3.connect(scratch_home / "data" / "stats.sqlite3", isolation_level=None)
    conn.execute("BEGIN EXCLUSIVE")
    yield conn
    if conn.in_transaction:
        conn.execute("ROLLBACK")
    conn.close()


def test_a_locked_file_is_waited_for_off_the_gui_thread_then_told_busy(
        qtbot, window, scratch_home, holder):
    wiring = window.menus.stats
    assert wiring.record(_record(2)) is False
    assert wiring.waiting == 1  # the GUI thread went on; a worker waits for the lock
    assert "stats" not in window.status.notices
    qtbot.waitUntil(lambda: wiring.waiting == 0, timeout=10_000)
    assert "in use by another program" in window.status.notices["stats"]
    assert [p.name for p in (scratch_home / "data").iterdir()
            if p.name.startswith("stats")] == ["stats.sqlite3"]
    holder.execute("ROLLBACK")
    assert wiring.record(_record(3)) is True  # the waiting game goes in first
    assert "stats" not in window.status.notices
    with StatsStore.open() as store:
        assert len(store.games()) == 3


def test_the_statistics_window_waits_for_a_locked_file_without_freezing(
        qtbot, window, holder, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    told = []
    monkeypatch.setattr(QMessageBox, "warning",
                        staticmethod(lambda _parent, _title, text: told.append(text)))
    wiring = window.menus.stats
    assert wiring.show_window() is None and wiring.waiting == 1
    qtbot.waitUntil(lambda: bool(told), timeout=10_000)
    assert "in use by another program" in told[0]
    holder.execute("ROLLBACK")
    dialog = wiring.show_window()
    assert dialog is not None and dialog.isVisible()
    dialog.close()
