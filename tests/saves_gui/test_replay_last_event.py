"""The replay board of a Big Box game with universities shows the event card revealed
last before the position it shows (as the table does), none before the first."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.university_display import last_revealed
from rattus_desktop.play.session import Seat, Session
from rattus_desktop.saves import load_save, write_save
from rattus_desktop.shell.app.saves_ui.replay_view import ReplayView
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def _session(seed: int) -> Session:
    config = registry.get("rattus").configure(3, "bigbox", {"cards": "first",
                                                            "modules": ["universities"]})
    seats = [Seat(n, theme.PLAYER_COLOURS[i]) for i, n in enumerate(("Ann", "Ben", "Cy"))]
    session = Session(config, seats, seed, 0, [])
    rng = random.Random(seed)
    while not session.game.is_over:
        session.apply(rng.choice(session.game.legal_actions()))
    return session


def test_the_replay_shows_the_last_event_revealed(qtbot, tmp_path) -> None:
    path = tmp_path / "bigbox.json"
    write_save(_session(4), path)
    view = ReplayView(load_save(path))
    qtbot.addWidget(view)
    entries = view.replay.entries
    reveals = [i for i, e in enumerate(entries) if any(
        ev.kind == "event_revealed" for ev in e.events)]
    assert len(reveals) >= 2
    last = view.board.board_scene.universities.last
    view.seek(reveals[0])  # just before the first reveal
    assert last.card is None
    for index in reveals[:2]:
        view.seek(index + 1)
        expected = last_revealed([entries[index].events])
        assert expected is not None and last.card == expected
    view.seek(len(entries))
    assert last.card == last_revealed(e.events for e in entries)
