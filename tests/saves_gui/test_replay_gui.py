"""The replay view steps through a saved game, forward and back, and jumps to turns."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui.summary_board import SummaryBoard
from rattus_desktop.saves import load_save, write_save
from rattus_desktop.shell.app.saves_ui.replay_view import ReplayView, show_replay

from .helpers import random_session, table_text

pytestmark = pytest.mark.gui


def _expected_board(save, position: int) -> list[list[str]]:
    game = Game.new(classic(len(save.seats)), save.seed, save.start_player)
    for action in save.actions[:position]:
        game.apply(action)
    board = SummaryBoard()
    board.show_game(game, save.seats)
    return table_text(board)


@pytest.fixture
def saved(tmp_path):
    path = tmp_path / "game.json"
    write_save(random_session(31, players=3), path)
    return load_save(path)


def test_steps_through_a_saved_game(qtbot, saved) -> None:
    view = ReplayView(saved, SummaryBoard())
    qtbot.addWidget(view)
    total = len(saved.actions)
    assert view.position == total and view.log.count() == total
    assert view.log.currentRow() == total - 1
    view.seek(0)
    for position in range(1, 30):
        with qtbot.waitSignal(view.position_changed, timeout=1000):
            view.step(1)
        assert view.position == position and view.log.currentRow() == position - 1
        assert view.slider.value() == position
    assert table_text(view.board) == _expected_board(saved, 29)
    view.step(-5)
    assert view.position == 24
    assert table_text(view.board) == _expected_board(saved, 24)
    view.step(-1000)
    assert view.position == 0 and view.log.currentRow() == -1


def test_keys_clicks_and_turn_jumps(qtbot, saved) -> None:
    view = show_replay(saved, board=SummaryBoard())
    qtbot.addWidget(view)
    qtbot.waitExposed(view)
    view.activateWindow()
    view.log.setFocus()
    qtbot.waitUntil(lambda: view.log.hasFocus(), timeout=2000)
    qtbot.keyClick(view.log, Qt.Key.Key_Home)
    assert view.position == 0
    qtbot.keyClick(view.log, Qt.Key.Key_Right)
    qtbot.keyClick(view.log, Qt.Key.Key_Right)
    qtbot.keyClick(view.log, Qt.Key.Key_Left)
    assert view.position == 1
    marks = view.replay.turns
    assert [m.kind for m in marks[:6]] == ["setup"] * 6
    assert any(m.kind == "turn" for m in marks) and view.turns.count() == len(marks)
    turn = next(i for i, m in enumerate(marks) if m.kind == "turn" and m.number == 3)
    view.turns.activated.emit(turn)
    assert view.position == marks[turn].index and view.turns.currentIndex() == turn
    assert table_text(view.board) == _expected_board(saved, marks[turn].index)
    view.log.setCurrentRow(9)
    assert view.position == 10
    qtbot.keyClick(view.log, Qt.Key.Key_End)
    assert view.position == len(saved.actions)
    assert "Game over" in view.board.status.text()


def test_an_unfinished_game_replays_too(qtbot, tmp_path) -> None:
    path = tmp_path / "g.json"
    write_save(random_session(32, players=2, limit=25), path)
    view = ReplayView(load_save(path), SummaryBoard())
    qtbot.addWidget(view)
    assert view.position == 25 and "25" in view.where.text()
