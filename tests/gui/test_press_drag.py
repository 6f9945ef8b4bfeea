"""The kit's press → drag → release state (``shell/kit/press_drag.py``), shared by the
Cartus and Notre Dame scenes: a release before the threshold is a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from rattus_desktop.shell.kit.press_drag import DRAG_START, PressDrag

pytestmark = pytest.mark.gui


def test_a_short_move_stays_a_click() -> None:
    g: PressDrag[str] = PressDrag()
    g.press("card", QPointF(10, 10))
    assert g.offset(QPointF(10 + DRAG_START / 2, 10)) is None
    press = g.release()
    assert press is not None and press.item == "card" and not press.dragging
    assert g.release() is None


def test_a_long_move_is_a_drag_that_starts_once() -> None:
    g: PressDrag[str] = PressDrag()
    g.press("card", QPointF(0, 0))
    assert g.offset(QPointF(4, 3)) == (QPointF(4, 3), True)
    assert g.offset(QPointF(1, 1)) == (QPointF(1, 1), False)  # back near: still a drag
    assert g.dragging
    press = g.release()
    assert press is not None and press.dragging and not g.dragging


def test_nothing_pressed_moves_nothing() -> None:
    assert PressDrag().offset(QPointF(50, 50)) is None
