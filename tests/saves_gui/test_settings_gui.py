"""SettingsModel: the JSON settings with a Qt signal."""

from __future__ import annotations

import pytest

from rattus_desktop.play.session import Seat
from rattus_desktop.saves.settings import SettingsStore
from rattus_desktop.shell.saves_ui.settings_model import SettingsModel

pytestmark = pytest.mark.gui


def test_changes_are_signalled_and_persist(qtbot, home) -> None:
    model = SettingsModel()
    assert model.warning is None and model.values.language == ""
    with qtbot.waitSignal(model.changed) as blocker:
        model.set("animation_speed", "fast")
    assert blocker.args == ["animation_speed"]
    model.set("last_players", [Seat("Ann", "#123456"), Seat("Bot", "#654321", "medium")])
    again = SettingsStore().settings
    assert again.animation_speed == "fast" and again.last_players[1].kind == "medium"
    with pytest.raises(ValueError):
        model.set("language", "klingon")


def test_a_corrupt_file_warns_and_a_failed_write_is_signalled(qtbot, tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{oops")
    model = SettingsModel(path)
    assert model.warning and path.read_text() == "{oops"
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    broken = SettingsModel(blocker / "settings.json")
    with qtbot.waitSignal(broken.failed):
        broken.set("bot_speed", "fast")
    assert broken.values.bot_speed == "fast"  # applies for this run all the same
