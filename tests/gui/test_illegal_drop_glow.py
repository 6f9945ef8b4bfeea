"""After an illegal drop the legal places still glow, as the status line says."""

from __future__ import annotations

import pytest

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui.items.base import TARGET
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def test_plague_dropped_where_it_cannot_go_keeps_its_targets_glowing(window, qtbot):
    from gui_driver import BoardDriver

    seats = [Seat("Ann", theme.PLAYER_COLOURS[0], "human"),
             Seat("Bo", theme.PLAYER_COLOURS[1], "human")]
    window.start_game(classic(2), seats, start_player=0, seed=21)
    c = window.controller
    while c.game.phase == "setup":
        c.try_apply(c.game.legal_actions()[0])
    place = next(a for a in c.game.legal_actions() if a.type == "place")
    c.try_apply(place)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    reachable = {a.args[0] for a in c.game.legal_actions() if a.type == "move_plague"}
    here = c.game.summary()["plague"]
    far = next(r for r in window.table.scene.regions
               if r not in reachable and r != here and window.table.scene.regions[r].in_play)
    moves = len(c.session.log)
    BoardDriver(window).drag(("plague",), ("region", far))
    qtbot.wait(50)
    assert len(c.session.log) == moves
    glowing = {rid for rid, item in window.table.scene.regions.items() if item.state == TARGET}
    assert glowing == reachable
