"""During a plague the status line, the players' panels and the Chronicle say only
what the plague story has shown so far, never the state after the whole plague."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def reach_a_plague(window, seed: int = 5):
    """Play at random (instantly) until the next action reveals a token; return it."""
    window.start_game(classic(2), [Seat("Ann", theme.PLAYER_COLOURS[0]),
                                   Seat("Bo", theme.PLAYER_COLOURS[1])],
                      start_player=0, seed=seed)
    controller, rng = window.controller, random.Random(seed)
    game = controller.session.game
    for _ in range(400):
        legal = game.legal_actions()
        for action in legal:
            trial = game.copy()
            events = trial.apply(action)
            if any(e.kind == "token_revealed" for e in events) and \
                    any(e.kind in ("turn_started", "final_turn_started") for e in events):
                return action, events
        assert controller.try_apply(rng.choice(legal))
        if window.handover.isVisible():
            window.handover.ready.click()
        if window.table.witch.isVisible():
            window.table.witch.keep.click()
    raise AssertionError("no plague with a turn change reached")


def test_status_panels_and_chronicle_follow_the_story(window, qtbot):
    action, events = reach_a_plague(window)
    table = window.table
    mover = window.controller.game.current_player
    first = next(e for e in events if e.kind == "token_revealed")
    window.settings.set_speed("fast", save=False)
    window.settings.step_by_step = True
    lines_before = len(table.side.lines)
    assert window.controller.try_apply(action)
    animator = table.flow.animator
    qtbot.waitUntil(lambda: animator.waiting, timeout=5000)  # the first token announced
    assert table.story.isVisible()
    assert "token 1 of" in window.status.title.text()
    assert "Turning the token over" in window.status.detail.text()
    verdict = "outbreak!" if first["outbreak"] else "spared"
    new_lines = table.side.lines[lines_before:]
    assert not [line for line in new_lines if verdict in line and "against population" in line]
    active = [p.seat for p in table.panels if p.property("active") == "true"]
    assert active == [mover]  # not yet the next player
    assert animator.advance()
    qtbot.waitUntil(lambda: animator.waiting, timeout=5000)  # the verdict told
    assert "Breaks out at" in window.status.detail.text()
    assert [line for line in table.side.lines[lines_before:] if "against population" in line]
    while animator.busy:
        animator.advance()
        qtbot.wait(20)
    active = [p.seat for p in table.panels if p.property("active") == "true"]
    assert active == [window.controller.game.current_player]


def test_the_board_never_shows_a_verdict_the_story_has_not_told(window, qtbot):
    from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem

    action, _events = reach_a_plague(window, seed=7)
    table = window.table
    window.settings.set_speed("fast", save=False)
    window.settings.step_by_step = False  # the story goes on by itself
    assert window.controller.try_apply(action)
    animator, ahead, told = table.flow.animator, [], []
    while animator.busy:
        floats = [i for i in table.scene.items() if isinstance(i, FloatTextItem)
                  and "Population" in i.text and i.opacity() > 0.05]
        turning = "Turning the token over" in table.story.verdict.text()
        if table.story.isVisible() and turning and floats:
            ahead.append(floats[0].text)
        if "Breaks out" in table.story.verdict.text():
            told.append(True)
        qtbot.wait(5)
    assert told and not ahead
