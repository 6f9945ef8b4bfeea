"""Keyboard play on the Notre Dame board (the kit's ``LitKeys``): Tab marks a lit
card and the status line names it, the arrows step by position, Enter chooses as a
click would, Esc puts back; a wide focus ring round the marked thing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rattus_desktop.engine import registry
from rattus_desktop.games.notredame.ui import names
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


@pytest.fixture
def nd_window(qtbot, settings):
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.flow.stop()
    w.close()


def key(window, k) -> None:
    QTest.keyClick(window.table.view, k)


def start(qtbot, window) -> None:
    seats = [Seat("Agnes", theme.PLAYER_COLOURS[0]),
             Seat("Bertrand", theme.PLAYER_COLOURS[1], "easy"),
             Seat("Cecily", theme.PLAYER_COLOURS[2], "easy")]
    window.start_game(registry.get("notredame").config(3), seats, None, 11)
    qtbot.waitUntil(lambda: window.controller.current_is_human()
                    and window.table.board.enabled, timeout=10000)


def test_draft_picks_with_tab_arrows_and_enter(qtbot, nd_window):
    w = nd_window
    start(qtbot, w)
    keys, board = w.table.keys, w.table.board
    assert w.controller.game.phase == "draft"
    key(w, Qt.Key.Key_Tab)
    first = keys.marked
    assert first is not None and first[0] == "card" and first[2] == "offer"
    assert "Marked" in w.status.hint.text()
    assert names.card_name(first[1]) in w.status.hint.text()
    assert keys.ring.isVisible() and keys.ring.scene() is board
    assert keys.ring.target == board.items_by_key[first].sceneBoundingRect()
    key(w, Qt.Key.Key_Right)
    second = keys.marked
    assert second != first  # the offer is a row: the next card to the right
    assert board.key_centre(second).x() > board.key_centre(first).x()
    key(w, Qt.Key.Key_Left)
    assert keys.marked == first
    key(w, Qt.Key.Key_Escape)
    assert keys.marked is None and not keys.ring.isVisible()
    before = len(w.controller.session.log)
    key(w, Qt.Key.Key_Tab)
    chosen = keys.marked
    key(w, Qt.Key.Key_Return)
    log = w.controller.session.log
    assert len(log) > before and dict(log[before].args)["card"] == chosen[1]


def test_a_mouse_press_takes_the_ring_away(qtbot, nd_window):
    w = nd_window
    start(qtbot, w)
    key(w, Qt.Key.Key_Tab)
    assert w.table.keys.ring.isVisible()
    QTest.mousePress(w.table.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(2, 2))
    assert w.table.keys.marked is None and not w.table.keys.ring.isVisible()
