"""The Chronicle lasts: rebuilt on resume and Open, undone moves leave it, a click shows
the board then; ``rattus-desktop replay FILE --log`` prints it."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.saves import load_save, write_save
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


def make_window(qtbot) -> MainWindow:
    settings = Settings(persistent=False)
    settings.set_speed("instant", save=False)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    return w


def settle(qtbot, w: MainWindow) -> None:
    qtbot.waitUntil(lambda: not w.table.flow.animator.busy, timeout=5000)


def play(qtbot, w: MainWindow, moves: int, seed: int = 2) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        settle(qtbot, w)
        legal = list(w.controller.game.legal_actions())
        assert w.controller.try_apply(rng.choice(legal))
    settle(qtbot, w)


def close(w: MainWindow) -> None:
    w.table.stop()
    w.close_without_asking()


def test_a_resumed_game_has_the_same_chronicle(qtbot, tmp_path):
    first = make_window(qtbot)
    first.start_game(registry.get("rattus").config(2), SEATS, seed=11)
    play(qtbot, first, 40)
    before = list(first.table.side.lines)
    assert len(before) > 20
    path = tmp_path / "game.json"
    write_save(first.controller.session, path)
    close(first)
    second = make_window(qtbot)
    second.controller.adopt(load_save(path).session)
    settle(qtbot, second)
    assert second.table.side.lines == before
    close(second)


def test_undone_moves_leave_the_chronicle(qtbot):
    w = make_window(qtbot)
    w.start_game(registry.get("rattus").config(2), SEATS, seed=11)
    play(qtbot, w, 4)
    at_four = list(w.table.side.lines)
    play(qtbot, w, 1, seed=5)
    assert len(w.table.side.lines) > len(at_four)
    w.controller.session.undo()
    w.table.resync()
    settle(qtbot, w)
    assert w.table.side.lines[:-1] == at_four  # and one note that moves were taken back
    assert w.table.side.lines[-1] == "Moves were taken back or replayed."
    close(w)


def test_clicking_a_line_shows_the_board_then(qtbot):
    w = make_window(qtbot)
    w.start_game(registry.get("rattus").config(2), SEATS, seed=11)
    play(qtbot, w, 6)
    w.table.side.entry_clicked.emit(3)
    assert w.history.isVisible() and w.history.position == 3
    assert w.overlay_open()
    w.history.back.click()
    assert not w.history.isVisible()
    close(w)


def test_replay_log_prints_the_chronicle_in_chinese(qtbot, tmp_path):
    w = make_window(qtbot)
    w.start_game(registry.get("rattus").config(2), SEATS, seed=11)
    play(qtbot, w, 12)
    path = tmp_path / "game.json"
    write_save(w.controller.session, path)
    close(w)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "rattus_desktop", "replay", str(path), "--log",
                          "--lang", "zh_TW"], capture_output=True, text=True, timeout=120,
                         env=env, check=False)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "Ann" in lines[0] and "Bo" in lines[0]
    assert any("Ann在" in line and "放置" in line for line in lines)
    assert not any("places" in line for line in lines)
    english = subprocess.run([sys.executable, "-m", "rattus_desktop", "replay", str(path),
                              "--log", "--lang", "en"], capture_output=True, text=True,
                             timeout=120, env=env, check=False)
    assert any(line.startswith("Ann places") or "Ann places" in line
               for line in english.stdout.splitlines())
