"""Regression tests of issue 13, each from the input that failed: odd paths, lone
surrogates, a changed seed, a newer autosave, stray temporary files, symlinks, a BOM,
settings with a wrong number of seats."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pytest

from rattus_desktop.engine import reading
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.play.session import Seat
from rattus_desktop.saves import SaveError, load_bytes, load_save, store, write_save
from rattus_desktop.saves.settings import SettingsStore

from .helpers import random_session

LONG = "x" * 300  # one name longer than NAME_MAX: stat() fails with ENAMETOOLONG


def _deny(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make every path under ``folder`` fail with EACCES, as for an unsearchable folder
    seen by a normal user (the suite may run as root, who is never refused)."""
    real_stat, real_open = os.stat, os.open

    def refused(path: object) -> bool:
        return str(path).startswith(str(folder) + os.sep)

    def stat(path: object, *args: object, **kw: object) -> os.stat_result:
        if refused(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_stat(path, *args, **kw)  # type: ignore[arg-type]

    def open_(path: object, *args: object, **kw: object) -> int:
        if refused(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "stat", stat)
    monkeypatch.setattr(os, "open", open_)


# -- 1. paths whose stat() fails with something else than "not found" ----------------
def test_recent_list_with_a_300_character_name_and_a_denied_folder(home, tmp_path,
                                                                   monkeypatch) -> None:
    good = tmp_path / "good.json"
    good.write_text("{}")
    denied = tmp_path / "denied"
    denied.mkdir()
    (denied / "game.json").write_text("{}")
    listed = [str(tmp_path / LONG / "game.json"), str(tmp_path / f"{LONG}.json"),
              str(denied / "game.json"), str(good)]
    store.recent_path().parent.mkdir(parents=True)
    store.recent_path().write_text(json.dumps(listed))
    _deny(monkeypatch, denied)
    assert store.recent_games() == [good]
    assert store.add_recent(tmp_path / f"{LONG}.json")[1:] == [good]  # no raise either


def test_a_data_folder_that_cannot_be_searched(home, monkeypatch) -> None:
    data = store.data_dir()
    data.mkdir(parents=True)
    (data / "autosave.json").write_text("{}")
    _deny(monkeypatch, data)
    with pytest.raises(SaveError) as info:
        store.resumable_autosave()
    assert info.value.code == "unreadable" and "Permission denied" in info.value.message
    assert store.recent_games() == []
    saver = store.Autosaver()
    saver(random_session(3, players=2))
    assert saver.last_error is not None and saver.last_error.code == "unwritable"


def test_settings_in_a_folder_that_cannot_be_searched(home, monkeypatch) -> None:
    config = store.config_dir()
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"bot_speed": "fast"}')
    _deny(monkeypatch, config)
    settings = SettingsStore()
    assert settings.settings.bot_speed == "normal"
    assert settings.warning and "Permission denied" in settings.warning


def test_file_kind_never_raises(tmp_path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert reading.file_kind(tmp_path / LONG) == "error"
    assert reading.file_kind(tmp_path / "none") == "missing"
    assert reading.file_kind(tmp_path) == "other" and reading.file_kind(fifo) == "other"
    assert reading.file_kind("a\0b") == "error"


# -- 2. a lone surrogate in a player name ---------------------------------------------
def test_a_save_naming_a_lone_surrogate_is_refused(real_save: bytes) -> None:
    doc = json.loads(real_save)
    doc["players"][0]["name"] = "\ud800lone"
    data = json.dumps(doc).encode()  # ensure_ascii: the file holds "\\ud800lone"
    with pytest.raises(SaveError) as info:
        load_bytes(data)
    assert info.value.code == "malformed" and "surrogate" in info.value.message


def test_a_session_with_a_lone_surrogate_is_not_written(tmp_path) -> None:
    session = random_session(5, players=2)
    session.seats[0] = Seat("\ud800lone", session.seats[0].colour)
    path = tmp_path / "game.json"
    path.write_bytes(b"previous")
    with pytest.raises(SaveError) as info:
        write_save(session, path)
    assert info.value.code == "unwritable"
    assert path.read_bytes() == b"previous"
    saver = store.Autosaver(tmp_path / "autosave.json")
    saver(session)  # a SaveError kept, not a UnicodeEncodeError
    assert saver.last_error is not None and saver.last_error.code == "unwritable"


# -- 3. the integrity check -----------------------------------------------------------
def _unfinished(tmp_path: Path) -> tuple[Path, dict]:
    session = random_session(21, players=3, limit=25)
    path = tmp_path / "game.json"
    write_save(session, path)
    return path, json.loads(path.read_bytes())


def test_a_changed_seed_log_or_config_is_refused(tmp_path) -> None:
    path, doc = _unfinished(tmp_path)
    assert doc["check"].startswith("sha256:")
    changes = [("seed", doc["seed"] + 1), ("start_player", 1 if doc["start_player"] != 1 else 2),
               ("actions", doc["actions"][:-1])]
    for key, value in changes:
        bad = {**doc, key: value}
        if key == "actions":
            bad["summary"] = {}
        with pytest.raises(SaveError) as info:
            load_bytes(json.dumps(bad).encode())
        assert info.value.code in ("inconsistent", "illegal_action"), key
    config = json.loads(json.dumps(doc["config"]))
    config["options"]["cards"] = list(reversed(config["options"]["cards"]))
    with pytest.raises(SaveError):
        load_bytes(json.dumps({**doc, "config": config}).encode())


def test_every_seed_change_of_an_unfinished_save_is_refused(tmp_path) -> None:
    """Without the check, 1-12 % of such changes loaded as a different deal."""
    _path, doc = _unfinished(tmp_path)
    for delta in range(1, 41):
        with pytest.raises(SaveError):
            load_bytes(json.dumps({**doc, "seed": doc["seed"] + delta}).encode())


def test_a_save_without_a_check_still_loads(tmp_path) -> None:
    path, doc = _unfinished(tmp_path)
    del doc["check"]
    save = load_bytes(json.dumps(doc).encode())
    assert save.checked is None and save.session is not None
    assert load_save(path).checked is True


# -- 4. a newer version's autosave ----------------------------------------------------
def _newer(path: Path) -> bytes:
    data = b'{"format": "rattus-desktop-save", "version": 99, "future": true}'
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def test_a_newer_autosave_is_moved_aside_not_overwritten(home) -> None:
    data = _newer(store.autosave_path())
    with pytest.raises(store.SetAside) as info:
        store.resumable_autosave()
    assert info.value.code == "wrong_version"
    assert info.value.moved_to is not None and info.value.moved_to.read_bytes() == data
    store.Autosaver()(random_session(2, players=2))  # the new game's autosave
    assert info.value.moved_to.read_bytes() == data
    assert load_save(store.autosave_path()).session is not None


def test_the_first_autosave_write_moves_an_unreadable_file_aside(home) -> None:
    data = _newer(store.autosave_path())
    saver = store.Autosaver()
    saver(random_session(2, players=2))
    assert saver.last_error is None and saver.set_aside is not None
    kept = saver.set_aside.moved_to
    assert kept is not None and kept.read_bytes() == data
    assert kept.name.startswith("autosave-unreadable-")


def test_an_autosave_that_cannot_be_moved_aside_is_kept(home, monkeypatch) -> None:
    data = _newer(store.autosave_path())

    def no_rename(*_args: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "rename", no_rename)
    saver = store.Autosaver()
    saver(random_session(2, players=2))
    assert saver.last_error is not None and saver.last_error.code == "unwritable"
    assert store.autosave_path().read_bytes() == data


# -- 8. stray temporary files, symlinks, a BOM ----------------------------------------
def test_stray_temporary_files_are_cleaned_at_start(home) -> None:
    data = store.data_dir()
    data.mkdir(parents=True)
    old = [data / ".autosave.json.k3j2h1g_.tmp", data / ".recent.json.abcdefgh.tmp"]
    fresh = data / ".autosave.json.zzzzzzzz.tmp"
    other = [data / "notes.tmp", data / ".hidden.tmp", data / "autosave.json"]
    for path in old + [fresh] + other:
        path.write_text("x")
    hour_ago = time.time() - 3600
    for path in old + other:
        os.utime(path, (hour_ago, hour_ago))
    assert sorted(store.clean_temporaries()) == sorted(old)
    assert fresh.exists() and all(p.exists() for p in other)


def test_saving_through_a_symlink_writes_its_target(tmp_path) -> None:
    target = tmp_path / "real" / "game.json"
    target.parent.mkdir()
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    write_save(random_session(4, players=2), link)
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert load_save(target).session is not None


def test_a_byte_order_mark_is_accepted(tmp_path, real_save: bytes) -> None:
    assert load_bytes(reading.BOM + real_save).session is not None
    path = tmp_path / "settings.json"
    path.write_bytes(reading.BOM + b'{"bot_speed": "fast"}')
    store_ = SettingsStore(path)
    assert store_.settings.bot_speed == "fast" and store_.warning is None


# -- 6. settings ------------------------------------------------------------------------
@pytest.mark.parametrize("count", [1, 5, 6])
def test_last_players_with_a_seat_count_the_dialog_lacks_is_rejected(tmp_path,
                                                                     count: int) -> None:
    path = tmp_path / "settings.json"
    seats = [{"name": f"P{i}", "colour": "#123456", "kind": "human"} for i in range(count)]
    path.write_text(json.dumps({"last_players": seats, "bot_speed": "fast"}))
    settings = SettingsStore(path)
    assert settings.settings.last_players == () and settings.settings.bot_speed == "fast"
    assert settings.warning and "last_players" in settings.warning


def test_a_settings_file_that_is_no_object_gets_a_clean_message(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("[1, 2]")
    warning = SettingsStore(path).warning
    assert warning == f"{path}: not a JSON object of settings; using the default settings"


def test_a_failed_settings_write_says_why(tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    settings = SettingsStore(blocker / "settings.json")
    with pytest.raises(OSError, match="cannot write the settings"):
        settings.update(bot_speed="fast")
    assert settings.settings.bot_speed == "fast"


# -- 7. look-alike values at the API boundary ------------------------------------------
def test_look_alike_counts_are_refused_and_the_session_still_saves(tmp_path) -> None:
    """``1.0`` or ``True`` for a count of 1 used to be stored in the history as given:
    the session could no longer be saved and a float count broke ``legal_actions``."""
    session = random_session(8, players=2, limit=4)  # the setup placements are done
    game = session.game
    place = next(a for a in game.legal_actions() if a.type == "place" and a.args[1] == 1)
    for count in (1.0, True):
        twin = Action("place", (place.args[0], count))
        assert twin == place and game.why_not(twin) is not None
        with pytest.raises(IllegalAction) as info:
            session.apply(twin)
        assert info.value.code == "bad_type" and "whole number" in info.value.reason
    assert len(session.log) == 4 and game.legal_actions()
    write_save(session, tmp_path / "game.json")
    assert load_save(tmp_path / "game.json").session is not None
