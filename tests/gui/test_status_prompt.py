"""Prompt buttons wrap onto more rows instead of widening the window (a Notre Dame
carriage may choose among ten markets), and Notre Dame names markets by their owner."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget

from rattus_desktop.engine import registry
from rattus_desktop.games.notredame.ui import names
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
LABELS = (["centre of Agnes's borough"]
          + [f"market {m} of {n}'s borough" for n in ("Agnes", "Bertrand") for m in (1, 2, 3, 4)]
          + ["Cancel"])


def test_many_long_buttons_wrap_inside_a_1280_window(qtbot, settings):
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.status.set_prompt("Where the carriage goes?",
                        [(f"c{i}", label, lambda: None, i == 0) for i, label in enumerate(LABELS)])
    QTest.qWait(50)
    assert w.width() == 1280
    boxes = []
    for button in w.status.prompt_buttons.values():
        top_left = button.mapTo(w, button.rect().topLeft())
        assert top_left.x() >= 0 and top_left.x() + button.width() <= w.width()
        assert button.width() >= button.sizeHint().width()
        boxes.append((top_left.x(), top_left.y(), button.width(), button.height()))
    rows = {y for _, y, _, _ in boxes}
    assert len(rows) >= 2
    for i, (x, y, bw, bh) in enumerate(boxes):
        for x2, y2, bw2, bh2 in boxes[i + 1:]:
            assert x + bw <= x2 or x2 + bw2 <= x or y + bh <= y2 or y2 + bh2 <= y


def test_markets_are_named_by_their_owner(qtbot, settings):
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.show()
    people = ["Agnes", "Bertrand", "Cecily"]
    seats = [Seat(n, theme.PLAYER_COLOURS[i], "human") for i, n in enumerate(people)]
    w.start_game(registry.get("notredame").config(3), seats, 0, 11)
    public = w.table.flow.controller.game.summary()
    owners = names.borough_owners(public, people)
    for seat, row in enumerate(public["seats"]):
        label = w.table.flow._value_label("market", f"{row['borough']}.2")
        assert label == f"market 2 of {people[seat]}'s borough"
        assert owners[row["borough"]] == people[seat]
    assert names.market_name("b3.c", owners) == "centre of the unused borough"
    assert names.market_name("b0.1") == "market 1 of borough 1"
    w.table.flow.stop()


def test_number_keys_press_prompt_buttons_in_every_game(qtbot, settings):
    """The buttons' tooltips promise "Key n": the window keeps that promise for the
    Notre Dame table too (it once worked only on the Rattus board)."""
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    pressed: list[str] = []
    w.status.set_prompt("Which?", [(f"c{i}", f"choice {i}", lambda i=i: pressed.append(f"c{i}"),
                                    False) for i in range(3)])
    QTest.keyClick(w, "3")
    assert pressed == ["c2"]
    lists = [x for x in w.findChildren(QListWidget) if x.isVisible()]
    assert lists, "the Chronicle list"
    lists[0].setFocus()
    QTest.keyClick(lists[0], "2")
    assert pressed == ["c2", "c1"], "a focused list must not eat the key"
    w.status.set_prompt("Which?", [("a", "a", lambda: pressed.append("a"), False)])
    w.handover.ask("Agnes", "look away")
    QTest.keyClick(w, "1")
    assert pressed == ["c2", "c1"], "a key must not press a button hidden behind an overlay"


def test_the_hand_over_screen_takes_enter_and_space(qtbot, settings):
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    taken: list[str] = []
    w.handover.accepted.connect(lambda: taken.append("ready"))
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        w.handover.ask("Agnes", "look away")
        assert w.handover.ready.hasFocus()
        QTest.keyClick(w.focusWidget(), key)
        assert not w.handover.isVisible()
    assert taken == ["ready"] * 3
