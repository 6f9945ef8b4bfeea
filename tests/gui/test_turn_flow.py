"""The one turn loop (``shell.kit.turn_flow.TurnFlow``) under every game: a seat whose
decisions arrive from elsewhere is driven by hand through ``remote_decision``; a person
at this screen through the controller; no computer player is made for either."""

from __future__ import annotations

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.seats import REMOTE, Computer, Person, Remote, seat_kind
from rattus_desktop.shell.kit.turn_flow import TurnFlow

pytestmark = pytest.mark.gui


def test_a_seat_is_a_value() -> None:
    assert seat_kind(Seat("A", "#000000")) == Person()
    assert seat_kind(Seat("B", "#000000", "hard")) == Computer("hard")
    assert seat_kind(Seat("C", "#000000", REMOTE)) == Remote()


@pytest.fixture(params=["rattus", "cartus", "notredame"])
def game_window(request, qtbot, settings):
    w = MainWindow(settings, request.param)
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    qtbot.waitExposed(w)
    yield request.param, w
    w.table.flow.stop()
    w.close()


def test_a_remote_seat_decides_through_one_entry_point(game_window, qtbot) -> None:
    game_id, w = game_window
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0]), Seat("Far", theme.PLAYER_COLOURS[1], REMOTE)]
    flow = w.table.flow
    asked: list[int] = []
    flow.remote_turn.connect(asked.append)
    w.start_game(registry.get(game_id).config(2), seats, None, 5)
    assert isinstance(flow, TurnFlow)
    assert flow._bot_players == {}  # a remote seat is no computer player
    c = w.controller
    remote_moves = 0
    for _ in range(40):
        game = c.game
        if game.is_over or remote_moves >= 3:
            break
        qtbot.waitUntil(lambda: not flow.animator.busy, timeout=5000)
        seat = game.current_player
        assert seat is not None
        before = len(c.session.log)
        if seat == 0:
            # a person's seat takes nothing from elsewhere
            assert not flow.remote_decision(0, game.legal_actions()[0])
            assert len(c.session.log) == before
            assert c.try_apply(game.legal_actions()[0])
            continue
        qtbot.waitUntil(lambda: asked and asked[-1] == 1, timeout=5000)
        asked.clear()
        assert c.viewer_seat() is None  # the board shows nothing private of the far seat
        assert flow.remote_decision(1, game.legal_actions()[0])
        assert len(c.session.log) > before
        remote_moves += 1
    assert remote_moves == 3


def test_a_remote_decision_out_of_turn_changes_nothing(qtbot, settings) -> None:
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    seats = [Seat("Far", theme.PLAYER_COLOURS[0], REMOTE), Seat("Ann", theme.PLAYER_COLOURS[1])]
    w.start_game(registry.get("notredame").config(2), seats, None, 5)
    flow, c = w.table.flow, w.controller
    qtbot.waitUntil(lambda: not flow.animator.busy, timeout=5000)
    while c.game.current_player == 0:
        assert flow.remote_decision(0, c.game.legal_actions()[0])
        qtbot.waitUntil(lambda: not flow.animator.busy, timeout=5000)
    before = len(c.session.log)
    other = c.game.legal_actions()[0]
    assert not flow.remote_decision(0, other)  # not the far seat's turn
    assert len(c.session.log) == before
    flow.stop()
    w.close()


def test_hot_seat_hands_over_before_a_private_decision(qtbot, settings) -> None:
    """Two people at one screen of Notre Dame: the cards stay face down behind the
    hand-over screen until the deciding person says they are there."""
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0]), Seat("Bob", theme.PLAYER_COLOURS[1])]
    w.start_game(registry.get("notredame").config(2), seats, None, 5)
    flow = w.table.flow
    qtbot.waitUntil(lambda: w.table.handover.isVisible(), timeout=5000)
    seat = w.controller.game.current_player
    assert flow.shown_seat is None and not w.table.board.enabled
    assert not flow.board_takes_input()  # nobody's secrets are shown yet
    w.table.handover.ready.click()
    assert flow.shown_seat == seat
    qtbot.waitUntil(lambda: w.table.board.enabled, timeout=5000)
    assert flow.board_takes_input()
    flow.stop()
    w.close()


def test_a_new_game_forgets_the_old_hand_over(qtbot, settings) -> None:
    """A hand-over still open when another game starts is answered for the new game
    only (its old answer once showed the wrong seat and asked again)."""
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0]), Seat("Bob", theme.PLAYER_COLOURS[1])]
    w.start_game(registry.get("notredame").config(2), seats, None, 5)
    qtbot.waitUntil(lambda: w.table.handover.isVisible(), timeout=5000)
    w.start_game(registry.get("notredame").config(2), seats, 1, 6)
    qtbot.waitUntil(lambda: w.table.handover.isVisible(), timeout=5000)
    w.table.handover.ready.click()
    assert w.table.flow.shown_seat == w.controller.game.current_player
    qtbot.waitUntil(lambda: w.table.board.enabled, timeout=5000)
    assert not w.table.handover.isVisible()
    w.table.flow.stop()
    w.close()
