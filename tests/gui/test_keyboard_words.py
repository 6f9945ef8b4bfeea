"""Keyboard play told in words (issue 28 item 7): Tab's pick named on the status line
with where it may go, the arrows step to the nearest place that way on the board (not
in name order), and a wide focus ring round the lit place."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.focus_ring import RING_PX
from rattus_desktop.shell.kit.gesture import ACROSS_WEIGHT

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


def press(qtbot, window, key) -> None:
    QTest.keyClick(window.table.view, key)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)


def pick_reserve(qtbot, window) -> None:
    window.start_game(registry.get("rattus").config(2), SEATS, seed=21)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    for _ in range(30):
        press(qtbot, window, Qt.Key.Key_Tab)  # at least once: the pick is Tab's
        if window.table.interaction.selected == ("reserve",):
            return
    raise AssertionError("Tab never picked up the reserve")


def centre(window, key) -> QPointF:
    """Where the keyboard reckons a place lies (a region: its name on the board)."""
    return window.table.view.keyboard.position(key)


def test_tab_names_what_is_picked_up_and_where_it_may_go(qtbot, window):
    pick_reserve(qtbot, window)
    text = window.status.hint.text()
    targets = window.table.interaction.targets()
    assert "Picked up" in text and "reserve" in text
    named = [t for t in targets if t[0] == "region" and region_name(str(t[1])) in text]
    assert named, text  # at least one legal place is named
    press(qtbot, window, Qt.Key.Key_Right)
    lit = window.table.interaction.hovered
    assert lit is not None and region_name(str(lit[1])) in window.status.hint.text()


def score(arrow, a: QPointF, c: QPointF) -> float | None:
    """How far ``c`` lies from ``a`` for ``arrow``: along it plus twice aside (None: not
    that way)."""
    along, aside = {Qt.Key.Key_Right: (c.x() - a.x(), c.y() - a.y()),
                    Qt.Key.Key_Left: (a.x() - c.x(), c.y() - a.y()),
                    Qt.Key.Key_Down: (c.y() - a.y(), c.x() - a.x()),
                    Qt.Key.Key_Up: (a.y() - c.y(), c.x() - a.x())}[arrow]
    return along + ACROSS_WEIGHT * abs(aside) if along > 0 else None


@pytest.mark.parametrize("arrow", [Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Down,
                                   Qt.Key.Key_Up])
def test_an_arrow_lights_the_nearest_place_that_way(qtbot, window, arrow):
    pick_reserve(qtbot, window)
    interaction = window.table.interaction
    interaction.focus_target(("region", "gallia"))  # the middle of the setup's places
    steps = 0
    for _ in range(12):  # walk in one direction until the edge
        here = interaction.hovered
        press(qtbot, window, arrow)
        there = interaction.hovered
        a = centre(window, here)
        scores = {t: score(arrow, a, centre(window, t)) for t in interaction.targets()}
        if there == here:  # the edge: nothing lies that way
            assert all(v is None for v in scores.values()), scores
            break
        steps += 1
        chosen = scores[there]
        assert chosen is not None, (here, there)  # it moved that way on the board
        assert all(v is None or v >= chosen - 1e-6 for v in scores.values()), scores
    assert steps >= 1  # from Gallia the board has room every way


def test_right_from_anglia_is_not_the_next_name(qtbot, window):
    pick_reserve(qtbot, window)
    interaction = window.table.interaction
    targets = interaction.targets()
    assert ("region", "anglia") in targets
    interaction.focus_target(("region", "anglia"))
    press(qtbot, window, Qt.Key.Key_Right)
    lit = interaction.hovered
    assert lit != ("region", "anglia")
    assert centre(window, lit).x() > centre(window, ("region", "anglia")).x()
    assert lit != ("region", "gallia")  # the next name, which lies below Anglia


def test_a_wide_ring_circles_the_lit_place_and_goes_with_the_mouse(qtbot, window):
    pick_reserve(qtbot, window)
    view = window.table.view
    press(qtbot, window, Qt.Key.Key_Down)
    lit = window.table.interaction.hovered
    ring = view.focus_ring_rect()
    item = view.mapFromScene(window.table.scene.item_for(lit).sceneBoundingRect())
    assert ring is not None and ring.contains(item.boundingRect().toRectF())
    assert RING_PX >= 4
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton)
    assert view.focus_ring_rect() is None
