"""The kit's ``LitKeys`` on a bare scene: Tab marks lit items in reading order, the
arrows step by position, Enter clicks, Esc cancels, and the ring follows the mark (1–9
are the window's own shortcuts, for every game)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from rattus_desktop.shell.kit.lit_keys import LitKeys, LitTable

pytestmark = pytest.mark.gui

#  a  b        (a row)
#  c           (below a)
RECTS = {"a": QRectF(0, 0, 50, 50), "b": QRectF(200, 0, 50, 50), "c": QRectF(0, 200, 50, 50)}


@pytest.fixture
def keys(qtbot):
    scene = QGraphicsScene(-100, -100, 500, 500)
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    log: list[object] = []
    table: LitTable[str] = LitTable(
        lit=lambda: ["c", "b", "a"], rect=RECTS.get, name=str.upper,
        enabled=lambda: True, click=lambda k: log.append(("click", k)),
        cancel=lambda: log.append("cancel"))
    told: list[str] = []
    k = LitKeys(view, table, told.append)
    return k, view, log, told


def test_tab_reads_rows_and_the_arrows_go_by_position(keys):
    k, view, log, told = keys
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert k.marked == "a" and told[-1].startswith("Marked: A.")
    QTest.keyClick(view, Qt.Key.Key_Tab)
    assert k.marked == "b"  # the same row before the next
    QTest.keyClick(view, Qt.Key.Key_Tab, Qt.KeyboardModifier.ShiftModifier)
    assert k.marked == "a"
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert k.marked == "c"
    assert k.ring.isVisible() and k.ring.target == RECTS["c"]
    QTest.keyClick(view, Qt.Key.Key_Down)
    assert k.marked == "c"  # nothing below: the mark stays


def test_enter_clicks_and_esc_cancels(keys):
    k, view, log, _told = keys
    QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert log == [("click", "a")]
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert log[-1] == "cancel" and k.marked is None and not k.ring.isVisible()
