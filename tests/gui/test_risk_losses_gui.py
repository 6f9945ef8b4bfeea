""""Why did I lose pieces" at the table: a Chronicle line after every plague phase, and
its card telling each loss (opened by clicking the line)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QUrl

from rattus_desktop.engine import registry
from rattus_desktop.engine.events import visible_events
from rattus_desktop.games.rattus.insight.losses import explain_losses
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui


def _play_until_losses(window, seed: int = 5) -> int:
    """Random moves until a step costs somebody pieces; the number of such phases."""
    config = registry.get("rattus").config(3, "classic")
    seats = [Seat(n, c) for n, c in (("Ann", "#c0392b"), ("Bo", "#2e86c1"), ("Chen", "#27ae60"))]
    window.controller.new_game(config, seats, seed=seed)
    rng = random.Random(3)
    c = window.controller
    for _ in range(400):
        legal = c.game.legal_actions()
        assert c.try_apply(legal[rng.randrange(len(legal))])
        window.table.flow.animator.finish_all()
        if any(e.kind == "pieces_lost" for e in c.session.steps[-1].events):
            return len(window.table.losses.phases)
    pytest.fail("nobody lost a piece in 400 moves")


def test_a_line_per_plague_phase_and_its_card(window):
    phases = _play_until_losses(window)
    table = window.table
    assert phases >= 1
    phase = table.losses.phases[-1]
    assert phase.notes
    session = window.controller.session
    replay = session.new_game()
    for action in session.log[:-1]:
        replay.apply(action)
    before = replay.view(None)
    events = visible_events(list(session.steps[-1].events), None)
    assert phase.notes == explain_losses(before, events)  # the view before the step
    line = [t for t in table.side.lines if t.startswith("Plague in")][-1]
    loser = window.controller.seat_names[phase.notes[0].seat]
    assert loser in line and "lost" in line
    table.side._anchor_clicked(QUrl(f"loss:{phases - 1}"))
    card = table.losses.card
    assert card.isVisible() and card in table.overlays()
    text = card.words.text()
    assert loser in text and "What would have saved them" in text
    card.close_overlay()
    assert not card.isVisible()


def test_the_lines_come_back_after_undo_and_a_language_switch(window):
    phases = _play_until_losses(window)
    table = window.table
    count = sum(t.startswith("Plague in") for t in table.side.lines)
    assert count == phases
    table.resync()  # as after undo or redo: the Chronicle is rebuilt from the log
    table.flow.animator.finish_all()
    assert len(table.losses.phases) == phases
    assert sum(t.startswith("Plague in") for t in table.side.lines) == count
