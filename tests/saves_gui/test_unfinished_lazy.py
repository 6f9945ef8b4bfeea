"""The unfinished-games list replays a game only when it is chosen; a game whose log
does not hold up is then shown as unreadable, kept, and nothing is resumed."""

from __future__ import annotations

import json

import pytest

from rattus_desktop.saves import unfinished, write_save
from rattus_desktop.shell.app.unfinished_ui import UnfinishedScreen

from .helpers import random_session

pytestmark = pytest.mark.gui


def test_a_damaged_log_is_found_on_choosing_and_the_slot_is_kept(qtbot, qapp, tmp_path):
    from PySide6.QtWidgets import QWidget

    path = tmp_path / "game-20260101-000000-1.json"
    write_save(random_session(1, limit=30), path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][-1] = doc["actions"][0]  # a setup placement in the middle of the game
    del doc["check"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    host = QWidget()
    qtbot.addWidget(host)
    screen = UnfinishedScreen(host, lambda: unfinished.list_games(tmp_path))
    resumed = []
    screen.resume.connect(lambda session, slot: resumed.append(slot))
    assert screen.show_list()
    assert screen.go.isEnabled() and "30" in screen.list.item(0).text()
    screen.go.click()
    assert resumed == [] and screen.entries[0].save is None
    assert "cannot be read" in screen.list.item(0).text()
    assert not screen.go.isEnabled() and path.exists()
