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


def inside(widget, outer) -> bool:
    top_left = widget.mapTo(outer, widget.rect().topLeft())
    return widget.isVisible() and outer.rect().contains(
        type(widget.rect())(top_left, widget.size()))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_line_is_in_view(window, qtbot, players):
    window.start_game(everything(players, 5), seats(players), start_player=0, seed=5)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=8000)
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == LAPTOP, timeout=3000)
    window.status.set_status("Agnes", " ".join(["Two lines of status text."] * 12))
    qtbot.wait(80)
    viewport = window.table.players_scroll.viewport()
    assert len(window.table.panels) == players
    for panel in window.table.panels:
        assert inside(panel, viewport), panel.info.name
        assert inside(panel, window)
    assert window.table.players_scroll.verticalScrollBar().maximum() == 0


def test_a_player_line_expands_on_a_click_and_names_the_cards(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    six_at_laptop(window, qtbot)
    panel = window.table.panels[0]
    folded = panel.height()
    assert not panel.counts.isVisible() and panel.line.isVisible()
    assert "Reserve" in panel.line.toolTip()
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert panel.expanded and panel.counts.isVisible() and panel.cards.isVisible()
    assert panel.height() > folded
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert not panel.expanded and not panel.counts.isVisible()
