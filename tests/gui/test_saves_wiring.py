"""The saves GUI wired into the main window: undo redraws the board, save and open,
and the replay view shows the real board."""

from __future__ import annotations

import pytest
from gui_driver import BoardDriver

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui.table import ReplayBoardView
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}", theme.PLAYER_COLOURS[i]) for i in range(n)]


def board_matches_model(w) -> bool:
    g = w.controller.game.state
    return w.table.scene.state.pieces == {r: list(p) for r, p in g.pieces.items()}


def test_undo_redraws_the_board(window):
    assert window.saves.enabled
    window.start_game(classic(2), seats(2), start_player=0, seed=3)
    driver = BoardDriver(window)
    for region in ("gallia", "italia", "germania", "anglia"):
        driver.drag(("reserve",), ("region", region))
    game = window.controller.game
    assert game.phase == "actions"
    place = next(a for a in game.legal_actions() if a.type == "place")
    driver.drag(("reserve",), ("region", place.args[0]))
    assert len(window.controller.session.log) == 5
    window.saves.undo.undo_action.trigger()
    assert len(window.controller.session.log) == 4, window.status.hint.text()
    assert board_matches_model(window)
    assert window.table.interaction.enabled
    window.saves.undo.redo_action.trigger()
    assert len(window.controller.session.log) == 5
    assert board_matches_model(window)


def test_save_then_open(window, tmp_path):
    window.start_game(classic(3), seats(3), start_player=1, seed=4)
    driver = BoardDriver(window)
    driver.drag(("reserve",), ("region", "germania"))
    path = tmp_path / "game.json"
    window.saves.file_menu.ask_save_path = lambda _parent: str(path)
    assert window.saves.file_menu.save()
    window.start_game(classic(2), seats(2), start_player=0, seed=9)
    assert window.saves.file_menu.open_path(path)
    assert window.controller.game.players == 3
    assert window.controller.game.state.pieces["germania"][1] == 2
    assert board_matches_model(window)
    assert len(window.table.panels) == 3


def test_replay_view_uses_the_real_board(window, tmp_path, qtbot):
    window.start_game(classic(2), seats(2), start_player=0, seed=5)
    path = tmp_path / "r.json"
    window.saves.file_menu.ask_save_path = lambda _parent: str(path)
    BoardDriver(window).drag(("reserve",), ("region", "gallia"))
    assert window.saves.file_menu.save()
    from rattus_desktop.saves import load_save

    window.saves.show_replay(load_save(path))
    view = window.saves._replays[-1]
    qtbot.addWidget(view)
    assert isinstance(view.board, ReplayBoardView)
    assert view.board.board_scene.state is not None
