"""Rattus Cartus through the real window: bots, gestures on the board, hot-seat privacy.

Human moves are made the way a player makes them (clicks and drags on the view's
viewport, prompt buttons); the test reads the model only to choose a legal move and
to check that it was applied, and that the board never shows another seat's hand.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier
NAMES = ["Agnes", "Bertrand", "Cecily", "Dietrich"]


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


class Hands:
    """Mouse gestures on the Cartus board."""

    def __init__(self, w: MainWindow) -> None:
        self.w = w
        self.scene = w.table.scene
        self.view = w.table.view
        self.viewport = self.view.viewport()

    def point(self, pos: QPointF) -> QPoint:
        return self.view.mapFromScene(pos)

    def building(self, i: int) -> QPoint:
        item = self.scene.buildings[i]
        return self.point(item.mapToScene(item.boundingRect().center()))

    def nun(self, i: int) -> QPoint:
        item = self.scene.nuns[i]
        return self.point(item.mapToScene(40, 50))

    def card(self, i: int) -> QPoint:
        """A point on the card's visible strip (the hand overlaps like a fan)."""
        item = self.scene.hand[i]
        return self.point(item.mapToScene(-item.w / 2 + 12, -item.h * 0.4))

    def click(self, p: QPoint) -> None:
        QTest.mousePress(self.viewport, LEFT, NO_MOD, p)
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, p)

    def drag(self, a: QPoint, b: QPoint) -> None:
        QTest.mousePress(self.viewport, LEFT, NO_MOD, a)
        for k in range(1, 6):
            t = k / 5
            QTest.mouseMove(self.viewport, QPoint(int(a.x() + (b.x() - a.x()) * t),
                                                  int(a.y() + (b.y() - a.y()) * t)))
        QTest.mouseRelease(self.viewport, LEFT, NO_MOD, b)

    def button(self, name: str) -> QPushButton:
        for b in self.w.findChildren(QPushButton):
            if b.property("choice") == name and b.isVisible():
                return b
        raise AssertionError(f"no visible button {name!r}")

    def select(self, cards: tuple[str, ...]) -> None:
        """Click hand cards until exactly ``cards`` are chosen."""
        want = list(cards)
        for i in range(len(self.scene.hand)):
            item = self.scene.hand[i]
            take = item.card in want
            if take:
                want.remove(item.card)
            if item.chosen != take:
                self.click(self.card(i))
        assert sorted(self.scene.chosen_cards()) == sorted(cards)

    def perform(self, action: Action) -> None:
        t, args = action.type, action.args
        if t == "supply":
            self.click(self.building(args[0]))
        elif t == "look":
            self.click(self.nun(args[0]))
        elif t == "enter":
            cards = tuple(args[1])
            if cards:
                self.select(cards[1:] if len(cards) > 1 else ())
                index = next(i for i, c in enumerate(self.scene.hand)
                             if c.card == cards[0] and not c.chosen)
                self.drag(self.card(index), self.building(args[0]))
            else:
                self.select(())
                self.click(self.building(args[0]))
        elif t == "pass":
            QTest.mouseClick(self.button("pass"), LEFT)
        elif t in ("sword", "flute"):
            QTest.mouseClick(self.button(f"target:{args[0]}"), LEFT)
        elif t in ("give", "hospital"):
            self.select(tuple(args[0]))
            QTest.mouseClick(self.button("confirm"), LEFT)
        else:
            raise AssertionError(action)


def seats(kinds: list[str]) -> list[Seat]:
    return [Seat(NAMES[i], theme.PLAYER_COLOURS[i], k) for i, k in enumerate(kinds)]


def reviewing(w: MainWindow) -> bool:
    """A hot-seat player is looking at what they just drew or saw (a Done button)."""
    button = w.status.prompt_buttons.get("review_done")
    return button is not None and button.isVisible()


def settle(qtbot, w: MainWindow) -> None:
    """Wait until the game waits for a human, or is over."""
    def ready() -> bool:
        game = w.controller.game
        return not w.table.flow.animator.busy and (
            game.is_over or reviewing(w) or (w.controller.current_is_human()
                                             and (w.handover.isVisible()
                                                  or w.table.scene.enabled)))
    qtbot.waitUntil(ready, timeout=20000)


def try_refused_drop(w: MainWindow, hands: Hands) -> bool:
    """A Gold or Pass dragged onto a building goes back with the reason, nothing applied."""
    scene = w.table.scene
    index = next((i for i, c in enumerate(scene.hand) if c.card in ("gold", "pass")), None)
    if index is None:
        return False
    hands.select(())
    log = len(w.controller.session.log)
    card = scene.hand[index]
    hands.drag(hands.card(index), hands.building(0))
    assert len(w.controller.session.log) == log
    assert "may not be laid" in w.status.hint.text()
    assert card.pos() == card.home or w.table.scene._anims
    return True


def test_a_game_with_bots_and_a_human_playing_by_gesture(qtbot, cartus_window):
    w = cartus_window
    hands = Hands(w)
    rng = random.Random(7)
    other_set = ["treasury", "hospital", "office", "guard_tower", "brewery", "piper_house"]
    config = registry.get("cartus").config(3, "", {"building_set": other_set})
    w.start_game(config, seats(["human", "easy", "easy"]), 0, 13)
    moves, refused = 0, False
    for _ in range(400):
        settle(qtbot, w)
        game = w.controller.game
        if game.is_over:
            break
        assert game.current_player == 0
        view = game.view(0)
        # the board shows the human's own hand, and nobody else's
        assert sorted(c.card for c in w.table.scene.hand) == sorted(view.hand)
        if game.phase == "enter" and not refused:
            refused = try_refused_drop(w, hands)
        legal = list(game.legal_actions())
        action = rng.choice(legal)
        before = len(w.controller.session.log)
        hands.perform(action)
        assert len(w.controller.session.log) == before + 1, action
        assert w.controller.session.log[-1].type == action.type
        moves += 1
    game = w.controller.game
    assert game.is_over
    assert moves > 20
    assert refused, "no Gold or Pass came to hand: the refused drop was not tried"
    assert w.table.scene.end.isVisible()
    assert w.table.scene.end_scores.isVisible()
    texts = [t for t, _c, _b in w.table.scene.end_lines()]
    assert any("nun" in t for t in texts)
    # the scores table: a row per player with the five items and the total
    summary = game.summary()
    rows = [t.split("\t") for t in texts if "\t" in t][1:]
    assert [int(r[-1]) for r in rows] == summary["scores"]
    assert all(len(r) == 7 for r in rows)
    assert w.results.isVisible()


def test_hot_seat_hands_over_before_every_private_decision(qtbot, cartus_window):
    w = cartus_window
    hands = Hands(w)
    rng = random.Random(3)
    w.start_game(registry.get("cartus").config(3), seats(["human", "human", "easy"]), 0, 5)
    handovers = reviews = 0
    last_seat = None
    for _ in range(120):
        settle(qtbot, w)
        game = w.controller.game
        if game.is_over:
            break
        seat = game.current_player
        if seat != last_seat:
            # a different human decides: the hand-over screen comes first, hands hidden
            assert w.handover.isVisible()
            assert w.controller.seats[seat].name in w.handover.title.text()
            assert w.table.scene.hand == [] and not w.table.scene.enabled
            QTest.mouseClick(hands.button("ready"), LEFT)
            handovers += 1
            settle(qtbot, w)
        assert not w.handover.isVisible()
        assert sorted(c.card for c in w.table.scene.hand) == sorted(game.view(seat).hand)
        action = rng.choice(list(game.legal_actions()))
        hands.perform(action)
        last_seat = seat
        if w.controller.game.current_player != seat:
            last_seat = None
        settle(qtbot, w)
        if reviewing(w):
            # they drew or looked: their hand (the new cards in it) and the nun card
            # they saw stay on show, with no hand-over yet, until they press Done
            reviews += 1
            events = w.controller.session.steps[-1].events
            assert any(e.kind in ("draw", "look") and e.data.get("seat") == seat
                       for e in events), action
            assert not w.handover.isVisible()
            assert sorted(c.card for c in w.table.scene.hand) == sorted(game.view(seat).hand)
            QTest.mouseClick(w.status.prompt_buttons["review_done"], LEFT)
    assert handovers >= 6
    assert reviews >= 2


def test_replay_board_shows_the_public_view(qtbot):
    from rattus_desktop.games.cartus.ui.table import CARTUS_UI

    board = CARTUS_UI.replay_board()
    qtbot.addWidget(board)
    definition = registry.get("cartus")
    game = definition.new(definition.config(3), 4)
    board.show_game(game, seats(["human", "easy", "easy"]))
    scene = board.board_scene
    assert scene.hand == []  # nobody's hand in a replay
    assert [b.slot.building for b in scene.buildings if b.isVisible()] == [
        s.building for s in game.view(None).row]
    assert all(n.face is None for n in scene.nuns)


def test_switching_language_mid_game_rewrites_the_table(qtbot, cartus_window):
    from rattus_desktop.shell.kit.i18n import apply_language

    w = cartus_window
    w.start_game(registry.get("cartus").config(3), seats(["human", "easy", "easy"]), 0, 2)
    settle(qtbot, w)
    english = w.status.detail.text()
    try:
        apply_language("zh_TW")
        w.retranslate()
        assert w.status.detail.text() != english
        assert "補給" in w.status.detail.text()
        assert any("開始" in w.table.log.item(i).text() for i in range(w.table.log.count()))
    finally:
        apply_language("en")


def test_animated_bot_game_leaves_no_flying_cards(qtbot, cartus_window):
    """With real animations (fast speed) entries fly in and land; stopping cuts them short."""
    from rattus_desktop.games.cartus.ui.items import FlyingCard

    w = cartus_window
    w.settings.set_speed("fast", save=False)
    w.start_game(registry.get("cartus").config(3), seats(["easy", "easy", "easy"]), 0, 6)
    scene = w.table.scene
    seen = []
    qtbot.waitUntil(lambda: seen.append(any(isinstance(i, FlyingCard) for i in scene.items()))
                    or w.controller.game.state.round >= 2, timeout=60000)
    assert any(seen), "no entry was animated"
    w.table.flow.stop()
    assert not any(isinstance(i, FlyingCard) for i in scene.items())
    assert not w.table.flow.animator.busy


def test_a_resumed_game_shows_its_whole_log(qtbot, cartus_window):
    """Continuing an unfinished game (or opening a save) lists every line again."""
    w = cartus_window
    w.start_game(registry.get("cartus").config(3), seats(["easy", "easy", "easy"]), 0, 8)
    qtbot.waitUntil(lambda: w.controller.game.state.round >= 3, timeout=30000)
    w.table.flow.stop()
    session = w.controller.session
    played = [w.table.log.item(i).text() for i in range(w.table.log.count())]
    w.controller.adopt(session)
    w.table.flow.stop()
    shown = [w.table.log.item(i).text() for i in range(w.table.log.count())]
    assert len(played) > 20
    # the first line again, then the lines of the game up to where it was left
    assert shown[0] == played[0]
    assert shown[1:len(played) - 2] == played[1:len(played) - 2]
