"""Settings (tolerant JSON), the autosave listener, resuming, the recent list."""

from __future__ import annotations

import json
import random

import pytest

from rattus_desktop.play.session import Seat
from rattus_desktop.saves import SaveError, load_save, store
from rattus_desktop.saves.settings import Settings, SettingsStore
from sessions import rattus_session

from .helpers import random_session, seats


def test_folders_follow_the_home_override(home) -> None:
    assert store.data_dir() == home / "data"
    assert store.config_dir() == home / "config"
    assert store.autosave_path().parent == home / "data"
    assert SettingsStore().path == home / "config" / "settings.json"


def test_missing_settings_give_defaults_without_warning(home) -> None:
    settings = SettingsStore()
    assert settings.settings == Settings() and settings.warning is None
    assert not settings.path.exists()


@pytest.mark.parametrize("content", [b"{not json", b"", b"[1]", b"\xff\xfe", b'{"language": '])
def test_corrupt_settings_give_defaults_a_warning_and_are_kept(home, content: bytes) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings = SettingsStore()
    assert settings.settings == Settings()
    assert settings.warning and "settings.json" in settings.warning
    assert path.read_bytes() == content  # not rewritten until the user changes something
    settings.update(bot_speed="fast")
    assert json.loads(path.read_bytes())["bot_speed"] == "fast"
    assert SettingsStore().warning is None


def test_bad_values_fall_back_one_by_one_and_unknown_keys_survive(home) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "xx", "animation_speed": "fast", "zoom": 3,
                                "last_players": [{"name": "A"}]}))
    settings = SettingsStore()
    assert settings.settings.animation_speed == "fast"
    assert settings.settings.language == "" and settings.settings.last_players == ()
    assert "language" in settings.warning and "last_players" in settings.warning
    settings.update(language="zh_TW")
    saved = json.loads(path.read_text())
    assert saved["zoom"] == 3 and saved["language"] == "zh_TW"


def test_settings_round_trip_and_reject_bad_changes(home) -> None:
    settings = SettingsStore()
    players = [Seat("Ann", "#112233"), Seat("Bot", "#445566", "hard")]
    settings.update(language="en", animation_speed="instant", bot_speed="slow",
                    last_players=players)
    again = SettingsStore().settings
    assert again.language == "en" and again.animation_speed == "instant"
    assert list(again.last_players) == players and again.bot_delay_ms == 1500
    with pytest.raises(ValueError):
        settings.update(bot_speed="warp")
    with pytest.raises(ValueError):
        settings.update(colour_scheme="dark")
    assert SettingsStore().settings == again


def test_autosave_after_every_action(home) -> None:
    session = rattus_session(seats(3), seed=9)
    saver = store.Autosaver()
    saver.attach(session)
    rng = random.Random(9)
    for _ in range(25):
        session.apply(rng.choice(session.game.legal_actions()))
        assert load_save(store.autosave_path()).actions == session.log
    assert store.resumable_autosave().session.game.summary() == session.game.summary()
    saver.detach(session)
    assert saver not in session.listeners


def test_autosave_follows_undo(home) -> None:
    session = rattus_session(seats(2, bots=True), seed=3)
    store.Autosaver().attach(session)
    rng = random.Random(3)
    while not session.can_undo():
        session.apply(rng.choice(session.game.legal_actions()))
    session.undo()
    assert load_save(store.autosave_path()).actions == session.log


def test_autosave_error_does_not_stop_the_game(home) -> None:
    errors: list[SaveError] = []
    blocker = home / "blocker"
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file, not a folder")
    saver = store.Autosaver(blocker / "autosave.json", on_error=errors.append)
    session = rattus_session(seats(2), seed=1)
    saver.attach(session)
    session.apply(session.game.legal_actions()[0])
    assert errors and saver.last_error is errors[0] and len(session.log) == 1


def test_finished_or_missing_autosave_is_not_offered(home) -> None:
    assert store.resumable_autosave() is None
    finished = random_session(4, players=2)
    store.Autosaver()(finished)
    assert store.resumable_autosave() is None
    store.discard_autosave()
    assert not store.autosave_path().exists()
    store.discard_autosave()  # twice is fine


def test_corrupt_autosave_raises_and_is_moved_aside_intact(home) -> None:
    path = store.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"format": "rattus-desktop-save", "vers')
    with pytest.raises(store.SetAside) as info:
        store.resumable_autosave()
    assert info.value.code == "truncated"
    moved = info.value.moved_to
    assert moved is not None and moved.parent == path.parent
    assert moved.name.startswith("autosave-unreadable-") and moved.suffix == ".json"
    assert moved.read_bytes() == b'{"format": "rattus-desktop-save", "vers'
    assert not path.exists()


def test_recent_games(home, tmp_path) -> None:
    files = []
    for i in range(12):
        path = tmp_path / f"g{i}.json"
        path.write_text("{}")
        files.append(path)
        store.add_recent(path)
    recent = store.recent_games()
    assert recent[0] == files[-1].resolve() and len(recent) == store.MAX_RECENT
    store.add_recent(files[5])
    assert store.recent_games()[0] == files[5].resolve()
    files[5].unlink()
    assert files[5].resolve() not in store.recent_games()
    store.recent_path().write_text("garbage")
    assert store.recent_games() == []
