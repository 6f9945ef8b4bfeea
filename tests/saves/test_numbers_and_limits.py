"""Numbers JSON cannot hold (``1e400``, ``NaN``, ``Infinity``) and the size limits:
settings drop only the bad value, saves name it, nothing writes one; a document of the
wrong kind is refused before it is parsed; the unfinished-games list does not replay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rattus_desktop.engine import reading, scenario
from rattus_desktop.saves import SaveError, format, load_bytes, unfinished, write_save
from rattus_desktop.saves.reading import MAX_BYTES
from rattus_desktop.saves.settings import SettingsStore

from .helpers import random_session

BAD_NUMBERS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity"]


def _settings_file(home: Path, text: str) -> Path:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("number", BAD_NUMBERS)
def test_a_bad_number_drops_only_its_own_setting(home: Path, number: str) -> None:
    text = ('{"bot_speed": "fast", "zoom": N, "keep": 2, "last_options": '
            '{"rattus": {"x": N, "ruleset": "bigbox"}, "cartus": {"y": [1, N]}}}')
    path = _settings_file(home, text.replace("N", number))
    store = SettingsStore()
    assert store.settings.bot_speed == "fast"
    assert store.settings.extra == {"keep": 2}
    assert store.settings.last_options == {"rattus": {"ruleset": "bigbox"}, "cartus": {"y": [1]}}
    assert store.warning and "zoom" in store.warning and "last_options.rattus.x" in store.warning
    store.update(language="en")
    text = path.read_text(encoding="utf-8")
    assert "Infinity" not in text and "NaN" not in text and "1e400" not in text
    again = SettingsStore()
    assert again.warning is None
    assert (again.settings.bot_speed, again.settings.language) == ("fast", "en")


def test_settings_never_take_or_write_a_non_finite_number(home: Path) -> None:
    store = SettingsStore()
    for bad in (float("inf"), float("nan")):
        with pytest.raises(ValueError):
            store.update(last_options={"rattus": {"x": bad}})
    assert not store.path.exists()


def test_a_huge_number_in_a_saves_config_gets_its_own_message(real_save: bytes) -> None:
    doc = json.loads(real_save)
    text = json.dumps(doc).replace('"options": {', '"options": {"speed": 1e400, ', 1)
    with pytest.raises(SaveError) as info:
        load_bytes(text.encode())
    assert info.value.code == "bad_number"
    assert "1e400" in info.value.message and "JSON compliant" not in info.value.message


@pytest.mark.parametrize("number", BAD_NUMBERS)
def test_the_reader_refuses_non_finite_numbers(number: str) -> None:
    with pytest.raises(reading.ReadError) as info:
        reading.decode_json(f'{{"a": [{number}]}}'.encode())
    assert info.value.code == "bad_number"


@pytest.mark.parametrize(("data", "kind"), [(b"[0, 0]", dict), (b' \n"text"', dict),
                                           (b"\xef\xbb\xbf{}", list), (b"12", dict),
                                           (b"null", list)])
def test_a_document_of_the_wrong_kind_is_refused_before_parsing(
        monkeypatch: pytest.MonkeyPatch, data: bytes, kind: type) -> None:
    def no_parse(*_args: object, **_kw: object) -> None:
        raise AssertionError("parsed")

    monkeypatch.setattr(reading.json, "loads", no_parse)
    with pytest.raises(reading.ReadError) as info:
        reading.decode_json(data, expect=kind)
    assert info.value.code == "wrong_type"


def test_a_save_that_is_a_list_is_not_a_save() -> None:
    with pytest.raises(SaveError) as info:
        load_bytes(b"[" + b"0," * 1000 + b"0]")
    assert info.value.code == "wrong_format"


def test_the_limits_fit_the_largest_real_files_with_room() -> None:
    assert MAX_BYTES <= 4 * 2**20  # a long game's save is under 100 kB
    assert format.MAX_ACTIONS <= 5_000  # the longest games have under 500 actions
    assert scenario.MAX_FILE_BYTES <= 4 * 2**20  # the contracts' scenarios are a few kB


def test_a_save_over_the_limit_is_refused_before_it_is_parsed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b"0," * (MAX_BYTES // 2) + b"0]")
    monkeypatch.setattr(reading.json, "loads", lambda *_a, **_k: pytest.fail("parsed"))
    with pytest.raises(SaveError) as info:
        format.load_save(path)
    assert info.value.code == "too_large"


def test_the_unfinished_list_does_not_replay_until_a_game_is_chosen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for seed in (1, 2):
        write_save(random_session(seed, limit=30), tmp_path / f"game-{seed}.json")
    replays: list[int] = []
    real = format.replay
    monkeypatch.setattr(format, "replay", lambda save: replays.append(1) or real(save))
    entries = unfinished.list_games(tmp_path)
    assert len(entries) == 2 and replays == []
    assert all(e.save is not None and len(e.save.actions) == 30 for e in entries)
    session = entries[0].load()
    assert replays == [1] and len(session.log) == 30


def test_a_damaged_log_is_found_when_the_game_is_chosen(tmp_path: Path) -> None:
    path = tmp_path / "game-1.json"
    write_save(random_session(1, limit=30), path)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["actions"][-1] = doc["actions"][0]  # a setup placement in the middle of the game
    del doc["check"]
    path.write_text(json.dumps(doc), encoding="utf-8")
    [entry] = unfinished.list_games(tmp_path)
    with pytest.raises(SaveError) as info:
        entry.load()
    assert info.value.code in ("illegal_action", "inconsistent")
    assert entry.error is info.value and entry.save is None


def test_a_refused_huge_action_is_named_in_a_short_message() -> None:
    from rattus_desktop.engine import registry
    from rattus_desktop.play.session import Seat, Session

    session = Session(registry.get("cartus").config(3),
                      [Seat(f"P{i}", "#000000") for i in range(3)], 5)
    doc = format.SaveFile.from_session(session).to_json()
    del doc["check"], doc["summary"]
    doc["actions"] = [{"type": "enter", "building": 0, "cards": ["royalty:4"] * 50_000}]
    with pytest.raises(SaveError) as info:
        load_bytes(json.dumps(doc).encode())
    assert info.value.code == "illegal_action"
    assert "enter" in info.value.message and len(info.value.message) < 400
