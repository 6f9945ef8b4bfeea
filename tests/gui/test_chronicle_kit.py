"""One Chronicle for Cartus and Notre Dame too (``shell/kit/chronicle.py``): each line
written at a position can be clicked to show the board as it was then, and the lines
come back, the same, when the game is opened again (rebuilt from the log)."""

from __future__ import annotations

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat, Session
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.chronicle import POSITION, Chronicle

pytestmark = pytest.mark.gui


def chronicle_of(w: MainWindow) -> Chronicle:
    table = w.table
    log = table.log if w.controller.session.config.game == "cartus" else table.side.log
    assert isinstance(log, Chronicle)
    return log


@pytest.mark.parametrize("game_id", ["cartus", "notredame"])
def test_lines_show_the_board_then_and_come_back_on_resume(qtbot, settings, game_id):
    w = MainWindow(settings, game_id)
    qtbot.addWidget(w)
    w.resize(1500, 940)
    w.show()
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0], "easy"),
             Seat("Bob", theme.PLAYER_COLOURS[1], "easy")]
    w.start_game(registry.get(game_id).config(2), seats, None, 3)
    c = w.controller
    qtbot.waitUntil(lambda: len(c.session.log) >= 6, timeout=30000)
    w.table.flow.stop()
    qtbot.waitUntil(lambda: not w.table.flow.animator.busy, timeout=5000)
    log = chronicle_of(w)
    positions = [log.item(r).data(POSITION) for r in range(log.count())]
    clickable = [p for p in positions if p is not None]
    assert clickable and clickable == sorted(clickable) and max(clickable) <= len(c.session.log)
    shown: list[int] = []
    w.history.show_at = lambda session, position: shown.append(position)
    row = positions.index(clickable[-1])
    log.itemClicked.emit(log.item(row))
    assert shown == [clickable[-1]]
    lines = log.lines()
    c.adopt(Session(c.session.config, list(c.session.seats), c.session.seed,
                    log=list(c.session.log)))
    w.table.flow.stop()
    assert chronicle_of(w).lines()[:len(lines)] == lines
    w.close()
