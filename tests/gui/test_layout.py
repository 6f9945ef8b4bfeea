"""The window fits small screens: 1280x720 with the status line and the whole board."""

from __future__ import annotations

import os
import struct
import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, QRect

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow

pytestmark = pytest.mark.gui

COLOURS = ("#d55e00", "#0072b2", "#f0e442", "#cc79a7")


def four_humans() -> list[Seat]:
    return [Seat(n, c, "human") for n, c in zip(("Ann", "Bo", "Cy", "Di"), COLOURS,
                                                strict=True)]


def inside_window(window: MainWindow, widget) -> bool:
    top_left = widget.mapTo(window, QPoint(0, 0))
    rect = QRect(top_left, widget.size())
    return widget.isVisible() and window.rect().contains(rect)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1024, 640)])
def test_window_fits_with_status_and_whole_board(qtbot, window, size):
    window.start_game(registry.get("rattus").config(4), four_humans(), seed=3)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size, timeout=3000)
    qtbot.wait(50)
    assert inside_window(window, window.status)
    assert window.status.height() >= window.status.minimumSizeHint().height()
    view = window.table.view
    assert inside_window(window, view)
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(board)
    for panel in window.table.panels:
        assert inside_window(window, panel)
    assert window.table.side.log.height() >= 60  # a few lines of the Chronicle at least


def test_minimum_window_is_small(window):
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 640


def test_zoom_and_side_panels(qtbot, window):
    window.start_game(registry.get("rattus").config(2), four_humans()[:2], seed=3)
    view = window.table.view
    before = view.transform().m11()
    window.zoom_table(1)
    assert view.transform().m11() > before * 1.15  # (scroll bars take a little room)
    window.zoom_table(0)
    assert view.transform().m11() == pytest.approx(before)
    window.menus.side_panels.setChecked(False)
    window.toggle_side_panels()
    qtbot.wait(20)
    assert not window.table.column.isVisible()


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_autoplay_window_size_gives_that_screenshot(tmp_path):
    shot = tmp_path / "x.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               RATTUS_DESKTOP_HOME=str(tmp_path / "home"))
    result = subprocess.run(
        [sys.executable, "-m", "rattus_desktop", "--autoplay", "--players", "2", "--seed", "4",
         "--bot", "random", "--quit-at-end", "--window-size", "1280x720",
         "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=240, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert png_size(shot.read_bytes()) == (1280, 720)


def test_window_size_refuses_nonsense():
    result = subprocess.run([sys.executable, "-m", "rattus_desktop", "--window-size", "big"],
                            capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 2 and "WIDTHxHEIGHT" in result.stderr


def test_player_panels_never_widen_the_column(qtbot, window):
    seats = [Seat("Bartholomew the Younger", COLOURS[0], "human"),
             Seat("Bo", COLOURS[1], "medium")]
    window.start_game(registry.get("rattus").config(2), seats, seed=3)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    window.resize(1280, 720)
    qtbot.wait(50)
    for panel in window.table.panels:
        panel.marker.setText("final turn done")
        panel.cards.setText("Peasant Merchant Monk Knight Witch King")
    qtbot.wait(50)
    scroll = window.table.players_scroll
    assert scroll.widget().width() <= scroll.viewport().width()
    assert scroll.horizontalScrollBar().maximum() == 0
