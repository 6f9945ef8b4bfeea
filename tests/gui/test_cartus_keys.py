"""Keyboard play on the Cartus table (the kit's ``LitKeys``): Tab marks a lit thing and
the status line names it, the arrows step by position, Enter chooses as a click would,
Esc puts the chosen cards back; a focus ring round the marked thing."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from rattus_desktop.engine import registry
from rattus_desktop.games.cartus.ui import names
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


@pytest.fixture
def cartus_window(qtbot, settings):
    w = MainWindow(settings, "cartus")
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.flow.stop()
    w.close()


def key(w, k) -> None:
    QTest.keyClick(w.table.view, k)


def settle(qtbot, w) -> None:
    qtbot.waitUntil(lambda: not w.table.flow.animator.busy and (
        w.controller.game.is_over or (w.controller.current_is_human()
                                      and w.table.scene.enabled)), timeout=20000)


def test_supply_and_enter_with_keys(qtbot, cartus_window):
    w = cartus_window
    seats = [Seat(n, theme.PLAYER_COLOURS[i], k) for i, (n, k) in
             enumerate([("Agnes", "human"), ("Bertrand", "easy"), ("Cecily", "easy")])]
    w.start_game(registry.get("cartus").config(3), seats, 0, 13)
    keys, scene = w.table.keys, w.table.scene
    seen: set[str] = set()
    rng = random.Random(3)
    for _ in range(60):
        settle(qtbot, w)
        game = w.controller.game
        if game.is_over or {"supply", "enter"} <= seen:
            break
        before = len(w.controller.session.log)
        if game.phase == "supply":
            key(w, Qt.Key.Key_Tab)
            marked = keys.marked
            assert marked is not None and marked[0] == "building"
            slot = scene.key_items()[marked].slot
            assert names.building_name(slot.building) in w.status.hint.text()
            assert keys.ring.isVisible()
            assert keys.ring.target == scene.key_items()[marked].sceneBoundingRect()
            key(w, Qt.Key.Key_Right)
            moved = keys.marked
            here, there = (scene.key_items()[k].sceneBoundingRect().center()
                           for k in (marked, moved))
            assert moved == marked or there.x() > here.x()  # rightwards, or the last
            key(w, Qt.Key.Key_Return)
            entry = w.controller.session.log[before]
            assert entry.type == "supply" and entry.args == (moved[1],)
            seen.add("supply")
        elif game.phase == "enter" and scene.mode == "enter":
            key(w, Qt.Key.Key_Tab)  # the first lit thing in reading order: a hand card
            assert keys.marked is not None
            card_key = next(k for k in keys.lit() if k[0] == "card")
            while keys.marked != card_key:
                key(w, Qt.Key.Key_Tab)
            key(w, Qt.Key.Key_Return)
            assert scene.chosen_cards(), "Enter chose the marked card"
            key(w, Qt.Key.Key_Escape)
            assert not scene.chosen_cards() and keys.marked is None
            assert not keys.ring.isVisible()
            seen.add("enter")
            w.table.flow.press(rng.choice(list(game.legal_actions())))
        else:
            w.table.flow.press(rng.choice(list(game.legal_actions())))
    assert {"supply", "enter"} <= seen
