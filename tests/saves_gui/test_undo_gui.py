"""Ctrl+Z inside a turn restores the board; across a reveal it is refused with a message."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from rattus_desktop.games.rattus.ui.summary_board import SummaryBoard
from rattus_desktop.play.session import Session
from rattus_desktop.shell.app.saves_ui.undo_actions import UndoActions
from sessions import rattus_session

from .helpers import seats, table_text

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot):
    win = QMainWindow()
    board = SummaryBoard()
    win.setCentralWidget(board)
    qtbot.addWidget(win)
    win.show()
    return win, board


def _wire(win, board, session: Session) -> UndoActions:
    undo = UndoActions(lambda: session, win, win.statusBar())
    win.addActions(undo.actions())
    redraw = lambda _actions: board.show_game(session.game, session.seats)  # noqa: E731
    undo.undone.connect(redraw)
    undo.redone.connect(redraw)
    board.show_game(session.game, session.seats)
    return undo


def _to_own_turn_start(session: Session, rng: random.Random) -> None:
    while not (session.game.phase == "actions" and session.steps
               and session.steps[-1].actor != session.game.current_player):
        session.apply(rng.choice(session.game.legal_actions()))


def test_ctrl_z_inside_a_turn_restores_the_board(qtbot, window) -> None:
    win, board = window
    session = rattus_session(seats(3), 12)
    _to_own_turn_start(session, random.Random(12))
    undo = _wire(win, board, session)
    before = table_text(board)
    place = next(a for a in session.game.legal_actions() if a.type == "place")
    session.apply(place)
    board.show_game(session.game, session.seats)
    undo.refresh()
    assert table_text(board) != before
    with qtbot.waitSignal(undo.undone, timeout=2000) as blocker:
        qtbot.keyClick(win, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert blocker.args == [[place]]
    assert table_text(board) == before
    assert undo.redo_action.isEnabled()
    undo.redo_action.trigger()
    assert session.log[-1] == place and table_text(board) != before


def test_undo_across_a_reveal_is_refused_with_a_message(qtbot, window) -> None:
    win, board = window
    for seed in range(50):
        session = rattus_session(seats(2, bots=True), seed)
        rng = random.Random(seed)
        while not session.game.is_over and session.undo_refusal() != "past_reveal":
            session.apply(rng.choice(session.game.legal_actions()))
        if not session.game.is_over:
            break
    else:
        pytest.fail("no reveal before the human's turn in 50 games")
    undo = _wire(win, board, session)
    before, log = table_text(board), list(session.log)
    with qtbot.waitSignal(undo.refused, timeout=2000) as blocker:
        undo.undo_action.trigger()
    code, text = blocker.args
    assert code == "past_reveal" and "revealed" in text
    assert win.statusBar().currentMessage() == text
    assert session.log == log and table_text(board) == before
    assert undo.undo_action.statusTip() == text


def test_actions_follow_the_game(qtbot, window) -> None:
    win, board = window
    holder: dict[str, Session | None] = {"s": None}
    undo = UndoActions(lambda: holder["s"], win)
    assert not undo.undo_action.isEnabled() and not undo.redo_action.isEnabled()
    assert undo.undo() is False
    holder["s"] = rattus_session(seats(2), 1)
    undo.refresh()
    assert undo.undo_action.isEnabled() and not undo.redo_action.isEnabled()
