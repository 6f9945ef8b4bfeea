"""A fourth game, registered by the test suite only, played through the real window:
a drag, the keyboard, a computer seat, the hand-over, the Chronicle, the results, a
save and its resume; nothing of ``shell/app`` or ``cli.py`` knows it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.settings import Settings

from .registration import registered
from .rules import CARDS, new_game, worth

pytestmark = pytest.mark.gui
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
APP = Path(__file__).resolve().parents[2] / "src" / "rattus_desktop"


@pytest.fixture
def pips(monkeypatch, tmp_path):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))
    with registered(monkeypatch):
        yield registry.get("pips")


@pytest.fixture
def window(qtbot, pips):
    s = Settings(persistent=False)
    s.set_speed("instant", save=False)
    w = MainWindow(s, "pips")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.flow.stop()
    w.close()


def test_the_rules_alone(pips) -> None:
    game = new_game(pips.config(2), 3)
    assert sorted(game.hands[0] + game.hands[1]) == sorted(CARDS)
    rng = random.Random(1)
    while not game.is_over:
        game.apply(rng.choice(list(game.legal_actions())))
    outcome = game.outcome()
    assert outcome is not None and len(outcome.winners) == 1
    assert sum(outcome.scores) <= sum(worth(c) for c in CARDS)
    view = new_game(pips.config(2), 3).view(0)
    world = view.sample(random.Random(2))
    assert world.hands[0] == list(view.hand or ())


def drag(w, card: str, place: str) -> None:
    table = w.table
    view = table.view
    a = view.mapFromScene(table.scene.cards[card].sceneBoundingRect().center())
    b = view.mapFromScene(table.scene.places[place].sceneBoundingRect().center())
    port = view.viewport()
    QTest.mousePress(port, LEFT, NO_MOD, a)
    for k in range(1, 6):
        QTest.mouseMove(port, QPoint(a.x() + (b.x() - a.x()) * k // 5,
                                     a.y() + (b.y() - a.y()) * k // 5))
    QTest.mouseRelease(port, LEFT, NO_MOD, b)


def seats(*kinds: str) -> list[Seat]:
    return [Seat(n, theme.PLAYER_COLOURS[i], k)
            for i, (n, k) in enumerate(zip(("Ann", "Bob"), kinds, strict=True))]


def test_hot_seat_by_drag_and_keyboard_then_save_and_resume(qtbot, window, pips,
                                                            tmp_path) -> None:
    w, c = window, window.controller
    w.start_game(pips.config(2), seats("human", "human"), None, 7)
    flow = w.table.flow
    for turn in range(6):
        qtbot.waitUntil(lambda: w.handover.isVisible(), timeout=5000)
        seat = c.game.current_player
        assert not w.table.scene.cards  # nobody's hand is shown before the hand-over
        w.handover.ready.click()
        qtbot.waitUntil(lambda: w.table.scene.enabled, timeout=5000)
        hand = sorted(c.game.view(seat).hand)
        assert sorted(w.table.scene.cards) == hand  # only the deciding seat's cards
        before = len(c.session.log)
        if turn % 2 == 0:
            drag(w, hand[0], "left")
        else:
            for key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Return):
                QTest.keyClick(w.table, key)
        assert len(c.session.log) == before + 1, (turn, w.status.hint.text(), hand, {
            k: (i.pos(), i.home) for k, i in w.table.scene.cards.items()})
        if turn == 2:  # File → Save, then Open: the Chronicle is rebuilt from the log
            lines = [w.table.log.item(i).text() for i in range(w.table.log.count())]
            files = w.saves.file_menu
            files.ask_save_path = lambda _parent: str(tmp_path / "pips.json")
            assert files.save_as()
            w.start_game(pips.config(2), seats("human", "human"), None, 99)
            assert len(c.session.log) == 0
            assert files.open_path(tmp_path / "pips.json")
            assert len(c.session.log) == 3 and c.session.game.config.game == "pips"
            assert [w.table.log.item(i).text() for i in range(w.table.log.count())] == lines
    qtbot.waitUntil(lambda: w.results.isVisible(), timeout=5000)
    assert c.game.is_over
    assert w.table.log.count() == 7  # six cards played and the end
    w.table.log.itemClicked.emit(w.table.log.item(0))  # the board after the first card
    qtbot.waitUntil(lambda: w.history.isVisible(), timeout=5000)
    assert flow.shown_seat is None


def test_a_computer_seat_plays_through_the_bot_runner(qtbot, window, pips) -> None:
    w, c = window, window.controller
    w.start_game(pips.config(2), seats("human", "easy"), None, 11)
    assert set(w.table.flow._bot_players) == {1}
    dragged = 0
    while not c.game.is_over:
        qtbot.waitUntil(lambda: c.game.is_over or (c.game.current_player == 0
                                                   and w.table.scene.enabled), timeout=10000)
        if c.game.is_over:
            break
        drag(w, sorted(w.table.scene.cards)[0], "right")
        dragged += 1
    movers = [e.data["seat"] for step in c.session.steps for e in step.events
              if e.kind == "played"]
    assert dragged == 3 and movers == [0, 1, 0, 1, 0, 1]
    qtbot.waitUntil(lambda: w.results.isVisible(), timeout=5000)


def test_no_host_file_names_the_fourth_game() -> None:
    host = [*(APP / "shell" / "app").rglob("*.py"), APP / "cli.py"]
    assert host and not [p for p in host if "pips" in p.read_text(encoding="utf-8").lower()]
