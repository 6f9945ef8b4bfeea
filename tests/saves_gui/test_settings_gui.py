"""SettingsModel: the JSON settings with a Qt signal."""

from __future__ import annotations

import pytest

from rattus_desktop.play.session import Seat
from rattus_desktop.saves.settings import SettingsStore
from rattus_desktop.shell.kit.settings_model import SettingsModel

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


def test_step_by_step_survives_a_restart_of_the_settings(qtbot, home) -> None:
    from rattus_desktop.shell.kit.settings import Settings

    first = Settings()
    assert first.step_by_step is None  # automatic until chosen
    first.set_step_by_step(False)
    assert Settings().step_by_step is False
    first.set_step_by_step(True)
    again = Settings()
    assert again.step_by_step is True and SettingsStore().settings.step_by_step == "on"
    again.set_step_by_step(None)
    assert Settings().step_by_step is None


def test_a_bad_step_by_step_value_is_refused_and_warned(qtbot, home) -> None:
    from rattus_desktop.saves.store import config_dir

    config_dir().mkdir(parents=True, exist_ok=True)
    (config_dir() / "settings.json").write_text('{"step_by_step": true, "bot_speed": "fast"}')
    store = SettingsStore()
    assert store.settings.step_by_step == "auto" and store.settings.bot_speed == "fast"
    assert store.warning and "step_by_step" in store.warning
    with pytest.raises(ValueError):
        store.update(step_by_step="sometimes")


def test_a_games_own_setting_is_kept_under_its_game(qtbot, home) -> None:
    from rattus_desktop.shell.kit.settings import Settings

    first = Settings()
    assert first.game_setting("rattus", "plague_risk") == "off"  # its declared default
    first.set_game_setting("rattus", "plague_risk", "on")
    assert Settings().game_setting("rattus", "plague_risk") == "on"
    assert SettingsStore().settings.games == {"rattus": {"plague_risk": "on"}}
    first.set_game_setting("rattus", "plague_risk", "maybe")  # refused: nothing changes
    assert Settings().game_setting("rattus", "plague_risk") == "on"
    alone = Settings(persistent=False)
    alone.set_game_setting("rattus", "plague_risk", "on")
    assert alone.game_setting("rattus", "plague_risk") == "on"
    assert Settings(persistent=False).game_setting("rattus", "plague_risk") == "off"
