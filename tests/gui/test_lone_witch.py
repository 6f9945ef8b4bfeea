"""One human against the computer: the Witch's knowledge is shown without a hand-over."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def test_lone_human_sees_the_witch_knowledge_at_once(window, qtbot):
    seats = [Seat("Ann", theme.PLAYER_COLOURS[0], "human"),
             Seat("Bot", theme.PLAYER_COLOURS[1], "random")]
    window.start_game(classic(2), seats, start_player=0, seed=21)
    c, rng = window.controller, random.Random(3)

    def humans_turn() -> bool:
        return (not window.table.flow.animator.busy and c.current_is_human()
                and not window.overlay_open()) or c.game.is_over

    for _ in range(400):
        qtbot.waitUntil(humans_turn, timeout=10000)
        assert not c.game.is_over
        legal = list(c.game.legal_actions())
        look = [a for a in legal if a.type == "witch_look"]
        if look:
            c.try_apply(look[0])
            break
        take = Action("take_card", ("witch",))
        c.try_apply(take if take in legal else rng.choice(legal))
    else:
        raise AssertionError("the Witch never came")
    qtbot.waitUntil(lambda: window.table.witch.isVisible(), timeout=5000)
    assert not window.handover.isVisible()
    window.table.witch.keep.click()
    qtbot.waitUntil(humans_turn, timeout=10000)
    shown = [t for t in window.table.scene.tokens.values() if t.show_face]
    assert len(shown) == 2 and not window.handover.isVisible()
