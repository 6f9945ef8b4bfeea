"""Every event's animation runs (very short durations): the board ends where the model is."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import settings as settings_module
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def test_a_whole_game_with_real_animations(window, qtbot, monkeypatch, capsys):
    monkeypatch.setitem(settings_module.SPEEDS, "blink", 4)
    window.settings.set_speed("blink", save=False)
    window.start_game(classic(2),
                      [Seat("A", theme.PLAYER_COLOURS[0]), Seat("B", theme.PLAYER_COLOURS[1])],
                      start_player=0, seed=17)
    controller, rng = window.controller, random.Random(17)
    kinds: set[str] = set()
    controller.events_applied.connect(lambda evs: kinds.update(e.kind for e in evs))
    game = controller.session.game
    while not game.is_over:
        qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=10000)
        if window.handover.isVisible():
            window.handover.ready.click()
        if window.table.witch.isVisible():
            window.table.witch.keep.click()
            continue
        assert window.table.flow.animator.busy is False
        legal = game.legal_actions()
        controller.try_apply(rng.choice(legal))
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=10000)
    assert {"placed", "plague_moved", "token_spread", "token_revealed", "pieces_lost",
            "game_over"} <= kinds
    g = game.state
    assert window.table.scene.state.pieces == {r: list(p) for r, p in g.pieces.items()}
    assert not [i for i in window.table.scene.items() if i.zValue() >= 20]  # no ghosts left
    assert "Traceback" not in capsys.readouterr().err
