"""The Big Box on a laptop (issue 28): 1280x720, six players, every module."""

from __future__ import annotations

import pytest
from test_bigbox_all_modules import everything
from test_bigbox_table import seats

pytestmark = pytest.mark.gui
LAPTOP = (1280, 720)


def six_at_laptop(window, qtbot):
    window.start_game(everything(6, 5), seats(6), start_player=0, seed=5)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=8000)
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == LAPTOP, timeout=3000)
    qtbot.wait(80)


def test_the_board_stays_put_when_the_status_text_grows(window, qtbot):
    six_at_laptop(window, qtbot)
    view = window.table.view
    before = (view.mapTo(window, view.rect().topLeft()), view.size())
    long = " ".join(["A long prompt that keeps going and going."] * 12)
    window.status.set_status("Agnes: place your pieces", long)
    window.status.set_hint("Why not: " + long)
    qtbot.wait(80)
    assert window.status.detail.height() > 2 * window.status.detail.fontMetrics().height()
    after = (view.mapTo(window, view.rect().topLeft()), view.size())
    assert after == before
    window.status.set_status("Agnes", "")
    window.status.set_hint("")
    qtbot.wait(80)
    assert (view.mapTo(window, view.rect().topLeft()), view.size()) == before
