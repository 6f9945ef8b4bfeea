"""Keyboard play: the setup and a whole turn (place, then move the plague) with keys only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    qtbot.wait(10)


def press(qtbot, window, key, times: int = 1) -> None:
    for _ in range(times):
        QTest.keyClick(window.table.view, key)
    settle(qtbot, window)


def tab_to(qtbot, window, source) -> None:
    for _ in range(30):
        if window.table.interaction.selected == source:
            return
        press(qtbot, window, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {source}")


def test_setup_and_a_turn_with_keys_only(qtbot, window):
    window.start_game(registry.get("rattus").config(2), SEATS, seed=21)
    settle(qtbot, window)
    session = window.controller.session
    while session.game.phase == "setup":
        before = len(session.log)
        tab_to(qtbot, window, ("reserve",))
        press(qtbot, window, Qt.Key.Key_Right)
        assert window.table.interaction.hovered is not None  # the focused place is shown
        press(qtbot, window, Qt.Key.Key_Return)
        assert len(session.log) == before + 1
    assert session.game.phase == "actions"
    player = session.game.current_player
    tab_to(qtbot, window, ("reserve",))
    press(qtbot, window, Qt.Key.Key_Down, 2)
    press(qtbot, window, Qt.Key.Key_Return)
    if window.status.prompt_buttons:  # a question (how many?): the first answer, key 1
        press(qtbot, window, Qt.Key.Key_1)
    assert session.log[-1].type == "place"
    tab_to(qtbot, window, ("plague",))
    press(qtbot, window, Qt.Key.Key_Left)
    press(qtbot, window, Qt.Key.Key_Return)
    assert session.log[-1].type == "move_plague" or any(
        a.type == "move_plague" for a in session.log[-6:])
    assert session.game.current_player != player or session.game.phase != "actions"


def test_escape_puts_back_and_tab_takes_a_card(qtbot, window):
    window.start_game(registry.get("rattus").config(2), SEATS, seed=21)
    settle(qtbot, window)
    session = window.controller.session
    while session.game.phase == "setup":
        tab_to(qtbot, window, ("reserve",))
        press(qtbot, window, Qt.Key.Key_Right)
        press(qtbot, window, Qt.Key.Key_Return)
    tab_to(qtbot, window, ("card", "king"))
    press(qtbot, window, Qt.Key.Key_Return)
    assert session.log[-1].type == "take_card" and session.log[-1].args == ("king",)
    moves = len(session.log)
    tab_to(qtbot, window, ("reserve",))
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Escape)
    assert window.table.interaction.hovered is None and len(session.log) == moves
