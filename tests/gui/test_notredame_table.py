"""Notre Dame through the real window: bots through the bot runner, a human playing by
mouse gestures on the board (click, drag-and-drop, prompt buttons), an illegal drop
refused with the core's reason, and the hot-seat hand-over before every draft pick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rattus_desktop.engine import registry
from rattus_desktop.games.notredame.ui import names
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
NAMES = ["Agnes", "Bertrand", "Cecily"]


class NDDriver:
    def __init__(self, window) -> None:
        self.w = window
        self.board = window.table.board
        self.view = window.table.view
        self.viewport = self.view.viewport()

    def point(self, key) -> QPoint:
        return self.view.mapFromScene(self.board.key_centre(key))

    def card_key(self, card: str, zone: str = "hand"):
        return next(k for k in self.board.items_by_key
                    if k[0] == "card" and k[1] == card and k[2] == zone)

    def click(self, key) -> None:
        p = self.point(key)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, p)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, p)

    def drag(self, source, target) -> None:
        a, b = self.point(source), self.point(target)
        QTest.mousePress(self.viewport, LEFT, NO_MOD, a)
        for k in range(1, 6):
            t = k / 5
            QTest.mouseMove(self.viewport, QPoint(int(a.x() + (b.x() - a.x()) * t),
                                                  int(a.y() + (b.y() - a.y()) * t)))
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, b)

    def buttons(self) -> list[QPushButton]:
        return [b for b in self.w.status.findChildren(QPushButton)
                if b.isVisible() and b.property("choice")]

    def press(self, name: str) -> None:
        button = next(b for b in self.buttons() if b.property("choice") == name)
        QTest.mouseClick(button, LEFT)

    def press_first_choice(self) -> None:
        button = next(b for b in self.buttons() if str(b.property("choice")).startswith(
            "value:"))
        QTest.mouseClick(button, LEFT)


@pytest.fixture
def nd_window(qtbot, settings):
    """A window that opens on the Notre Dame table."""
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.flow.stop()
    w.close()


def log_len(w) -> int:
    return len(w.controller.session.log)


def human_move(w, d: NDDriver, notes: dict) -> None:
    """One decision of the human seat, by gestures only; the model must change."""
    game = w.controller.game
    seat = game.current_player
    before = log_len(w)
    if game.phase == "draft":
        card = dict(game.legal_actions()[0].args)["card"]
        d.click(d.card_key(card, "offer"))
        notes["draft"] = notes.get("draft", 0) + 1
    elif game.phase == "actions":
        sectors = [dict(a.args)["card"] for a in game.legal_actions()
                   if dict(a.args)["card"] not in ("confidant", "notre_dame")]
        if sectors and not notes.get("illegal"):
            card = sectors[0]
            wrong = next(s for s in ("residence", "bank") if s != card)
            d.drag(d.card_key(card), ("sector", seat, wrong))
            assert log_len(w) == before
            assert w.status.hint.text() == names.reason_text("extra_field", {}, "")
            notes["illegal"] = True
        if sectors:
            d.drag(d.card_key(sectors[0]), ("sector", seat, sectors[0]))
            notes["drag"] = notes.get("drag", 0) + 1
        else:
            d.click(d.card_key(dict(game.legal_actions()[0].args)["card"]))
        for _ in range(8):
            if log_len(w) > before:
                break
            d.press_first_choice()
    elif game.phase == "hire":
        d.press("no_hire")
    elif game.phase == "outbreak":
        sector = dict(game.legal_actions()[0].args)["sector"]
        d.click(("sector", seat, sector))
    assert log_len(w) > before, f"no move applied in {game.phase}"  # bots may follow at once


def test_a_game_with_bots_and_a_human_by_gestures(nd_window, qtbot) -> None:
    window = nd_window
    seats = [Seat(NAMES[0], theme.PLAYER_COLOURS[0]),
             Seat(NAMES[1], theme.PLAYER_COLOURS[1], "easy"),
             Seat(NAMES[2], theme.PLAYER_COLOURS[2], "medium")]
    window.start_game(registry.get("notredame").config(3), seats, None, 11)
    d = NDDriver(window)
    notes: dict = {}
    for _ in range(600):
        game = window.controller.game
        if game.is_over:
            break
        if window.controller.current_is_human():
            qtbot.waitUntil(lambda: window.table.board.enabled, timeout=5000)
            human_move(window, d, notes)
        else:
            n = log_len(window)
            qtbot.waitUntil(lambda n=n: log_len(window) > n, timeout=20000)
    game = window.controller.game
    assert game.is_over
    assert notes.get("draft", 0) == 18 and notes.get("drag", 0) >= 1 and notes["illegal"]
    qtbot.waitUntil(lambda: window.results.isVisible(), timeout=5000)
    html = window.table.side.scores_html
    summary = game.summary()
    for source in ("residence", "message", "donation", "notre_dame", "persons", "outbreak"):
        assert names.source_name(source) in html
    for s in summary["seats"]:
        assert f"<b>{s['prestige']}</b>" in html
    assert not window.handover.isVisible()  # one human: no hand-over screen


def test_hot_seat_hands_over_before_every_draft_pick(nd_window, qtbot) -> None:
    window = nd_window
    seats = [Seat(NAMES[0], theme.PLAYER_COLOURS[0]), Seat(NAMES[1], theme.PLAYER_COLOURS[1])]
    window.start_game(registry.get("notredame").config(2), seats, None, 5)
    qtbot.waitUntil(lambda: window.handover.isVisible(), timeout=5000)
    d = NDDriver(window)
    for _pick in range(4):  # two picks for each of the two seats
        game = window.controller.game
        assert game.phase == "draft"
        name = window.controller.seats[game.current_player].name
        assert window.handover.isVisible()
        assert name in window.handover.title.text()
        assert not any(k[0] == "card" for k in window.table.board.items_by_key)
        QTest.mouseClick(window.handover.ready, LEFT)
        assert not window.handover.isVisible()
        offer = game.view(game.current_player).private["offer"]
        shown = sorted(k[1] for k in window.table.board.items_by_key
                       if k[0] == "card" and k[2] == "offer")
        assert shown == sorted(offer)
        before = log_len(window)
        d.click(d.card_key(offer[0], "offer"))
        assert log_len(window) == before + 1
    assert window.controller.game.phase == "actions"
    assert window.handover.isVisible()


def test_a_resumed_game_shows_its_whole_log(nd_window, qtbot) -> None:
    """Continuing an unfinished game (or opening a save) lists every line again."""
    w = nd_window
    bots = [Seat(f"P{i}", theme.PLAYER_COLOURS[i], "random") for i in range(3)]
    w.start_game(registry.get("notredame").config(3), bots, 0, 8)
    qtbot.waitUntil(lambda: len(w.controller.session.log) >= 40, timeout=30000)
    w.table.flow.stop()
    log = w.table.side.log
    played = [log.item(i).text() for i in range(log.count())]
    w.controller.adopt(w.controller.session)
    w.table.flow.stop()
    shown = [log.item(i).text() for i in range(log.count())]
    assert len(played) > 20
    assert shown[: len(played) - 3] == played[: len(played) - 3]


def test_an_outbreak_with_one_choice_comes_without_a_hand_over(nd_window, qtbot) -> None:
    """Hot-seat: an outbreak that can take its cube from one sector only is applied at
    once; the hand-over screen never asks a player over for nothing to decide."""
    w = nd_window
    seats = [Seat(NAMES[i], theme.PLAYER_COLOURS[i]) for i in range(3)]
    w.start_game(registry.get("notredame").config(3), seats, None, 11)
    d = NDDriver(w)
    notes: dict = {"illegal": True}
    ours = 0

    def forced() -> int:
        log = w.controller.session.log
        return sum(1 for a in log if a.type == "outbreak_remove") - ours

    for _ in range(600):
        game = w.controller.game
        if game.is_over or forced() >= 2:
            break
        qtbot.waitUntil(lambda: w.handover.isVisible() or w.table.board.enabled
                        or w.controller.game.is_over, timeout=10000)
        game = w.controller.game
        if w.handover.isVisible():
            assert not (game.phase == "outbreak" and len(game.legal_actions()) == 1)
            QTest.mouseClick(w.handover.ready, LEFT)
            continue
        if game.is_over:
            break
        ours += game.phase == "outbreak"
        human_move(w, d, notes)
    assert forced() >= 2, "no outbreak with a single choice came up"


def test_no_hand_is_on_show_between_rounds_before_the_hand_over(nd_window, qtbot) -> None:
    """Hot-seat, animations on: after the round's last hire the plague, the scoring and
    the next deal are animated; the last viewer's new hand must not be drawn meanwhile
    (it once was, for the 2-3 seconds until the next player's hand-over screen)."""
    window = nd_window
    window.settings.set_speed("fast", save=False)
    seats = [Seat(NAMES[0], theme.PLAYER_COLOURS[0]), Seat(NAMES[1], theme.PLAYER_COLOURS[1])]
    window.start_game(registry.get("notredame").config(2), seats, 0, 5)
    d = NDDriver(window)
    notes: dict = {"illegal": True}
    game = window.controller.game
    while game.summary()["round"] == 1:
        qtbot.waitUntil(lambda: window.handover.isVisible() or window.table.board.enabled,
                        timeout=10000)
        if window.handover.isVisible():
            QTest.mouseClick(window.handover.ready, LEFT)
            continue
        human_move(window, d, notes)
        game = window.controller.game
    polls = 0
    while not window.handover.isVisible():
        assert not any(k[0] == "card" and k[2] in ("hand", "offer")
                       for k in window.table.board.items_by_key), "a hand is on show"
        polls += 1
        QTest.qWait(20)
        assert polls < 1000
    assert polls > 3, "the animations between rounds were not watched"
