"""Bad save files: each gives a SaveError with a clear code, never a crash, and touches nothing."""

from __future__ import annotations

import json
import os
import random
import time

import pytest

from rattus_desktop.saves import CODES, SaveError, SaveFile, load_bytes, load_save
from rattus_desktop.saves.reading import MAX_BYTES

from .helpers import random_session


def _doc(real_save: bytes) -> dict:
    return json.loads(real_save)


def _code(data: bytes) -> str:
    with pytest.raises(SaveError) as info:
        load_bytes(data)
    assert info.value.code in CODES
    assert info.value.message
    return info.value.code


def test_every_truncation_length_is_reported_as_truncated(real_save: bytes) -> None:
    body = real_save.rstrip()
    for length in range(len(body)):
        assert _code(real_save[:length]) == "truncated", length
    assert load_bytes(body).session is not None


def test_truncated_files_on_disk_are_left_alone(tmp_path, real_save: bytes) -> None:
    for length in (0, 1, len(real_save) // 3, len(real_save) - 2):
        path = tmp_path / f"cut{length}.json"
        path.write_bytes(real_save[:length])
        with pytest.raises(SaveError, match="ends early|ends in the middle") as info:
            load_save(path)
        assert str(path) in info.value.message
        assert path.read_bytes() == real_save[:length]


def test_random_byte_flips_load_cleanly_or_fail_cleanly(real_save: bytes) -> None:
    rng = random.Random(2024)
    outcomes: dict[str, int] = {}
    for _ in range(700):
        data = bytearray(real_save)
        for _flip in range(rng.choice((1, 1, 2, 3))):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        try:
            save = load_bytes(bytes(data))
        except SaveError as exc:
            assert exc.code in CODES
            assert "cannot be replayed" not in exc.message  # no unexpected core error
            outcomes[exc.code] = outcomes.get(exc.code, 0) + 1
            continue
        outcomes["loaded"] = outcomes.get("loaded", 0) + 1
        replayed = load_bytes(SaveFile.from_session(save.session).to_bytes())
        assert replayed.session.game.summary() == save.session.game.summary()
    assert outcomes.get("loaded", 0) > 0 and len(outcomes) >= 4, outcomes


NOT_SAVES = [
    (b"", "truncated"),
    (b"   \n", "truncated"),
    (b"hello", "not_json"),
    (b"{\"a\": 1}}", "not_json"),
    (b"\xff\xfe{}", "not_json"),
    (b"[" * 100_000, "wrong_format"),  # a list: refused before it is parsed
    (b"[" * 100_000 + b"]" * 100_000, "wrong_format"),
    (b"{\"a\":" * 100_000, "not_json"),  # too deep to parse at all
    (b"[1, 2]", "wrong_format"),
    (b"{\"format\": \"rattus-scenario/1\"}", "wrong_format"),
    (b"{\"format\": \"rattus-desktop-save\"}", "wrong_version"),
    (b"{\"format\": \"rattus-desktop-save\", \"version\": 99}", "wrong_version"),
    (b"{\"format\": \"rattus-desktop-save\", \"version\": \"1\"}", "wrong_version"),
    (b"{\"seed\": 1" + b"1" * 5000 + b"}", "not_json"),
]


@pytest.mark.parametrize("data, code", NOT_SAVES, ids=[str(i) for i in range(len(NOT_SAVES))])
def test_not_a_save(data: bytes, code: str) -> None:
    assert _code(data) == code


def _with(real_save: bytes, **changes) -> bytes:
    doc = _doc(real_save)
    if "ruleset" in changes:  # version 2 keeps the ruleset in the config
        doc["config"]["ruleset"] = changes.pop("ruleset")
    doc.update(changes)
    return json.dumps(doc).encode()


def _action_changed(real_save: bytes, index: int, **fields) -> bytes:
    doc = _doc(real_save)
    doc["actions"][index].update(fields)
    return json.dumps(doc).encode()


def test_illegal_action_names_its_index(real_save: bytes) -> None:
    doc = _doc(real_save)
    index = next(i for i, a in enumerate(doc["actions"]) if a["type"] == "move_plague")
    doc["actions"].insert(index, doc["actions"][index])  # moving twice is not legal
    with pytest.raises(SaveError) as info:
        load_bytes(json.dumps(doc).encode())
    assert info.value.code == "illegal_action" and info.value.index == index + 1
    assert f"actions[{index + 1}]" in info.value.message


@pytest.mark.parametrize("fields", [
    {"region": "atlantis"}, {"type": "teleport"}, {"type": "take_card", "card": "wizard2"},
])
def test_unknown_ids(real_save: bytes, fields: dict) -> None:
    assert _code(_action_changed(real_save, 0, **fields)) == "unknown_id"


@pytest.mark.parametrize("changes, code", [
    ({"ruleset": "advanced"}, "unknown_id"),
    ({"ruleset": 3}, "malformed"),
    ({"seed": "7"}, "malformed"),
    ({"seed": 2**80}, "malformed"),
    ({"players": []}, "malformed"),
    ({"players": [{"name": "A", "colour": "#000000", "kind": "human"}] * 5}, "inconsistent"),
    ({"players": [{"name": "A", "colour": "#000000", "kind": "human"}] * 9}, "malformed"),
    ({"game": "chess"}, "inconsistent"),
    ({"config": {"game": "chess", "players": 3}}, "inconsistent"),
    ({"game": "chess", "config": {"game": "chess", "players": 3}}, "unknown_id"),
    ({"config": []}, "malformed"),
    ({"players": [{"name": "A", "colour": "red", "kind": "human"}] * 3}, "malformed"),
    ({"players": [{"name": "A", "colour": "#000000", "kind": "genius"}] * 3}, "unknown_id"),
    ({"start_player": 7}, "malformed"),
    ({"actions": {"type": "pass"}}, "malformed"),
    ({"actions": [{"type": "place"}]}, "malformed"),
    ({"actions": [{"type": "teleport"}]}, "unknown_id"),
    ({"actions": [{"type": "pass"}]}, "illegal_action"),  # a Big Box reaction, not classic
    ({"actions": [{"type": "setup_place", "region": "gallia"}] * 20_001}, "too_large"),
    ({"summary": {"phase": "actions"}}, "inconsistent"),
])
def test_bad_fields(real_save: bytes, changes: dict, code: str) -> None:
    assert _code(_with(real_save, **changes)) == code


def test_a_region_not_in_play_is_illegal(real_save: bytes) -> None:
    # 3 players: the 'dark' regions are not in play
    doc = _doc(real_save)
    doc["actions"] = [{"type": "setup_place", "region": "tartaria"}]
    doc["summary"] = {}
    with pytest.raises(SaveError) as info:
        load_bytes(json.dumps(doc).encode())
    assert info.value.code == "illegal_action" and info.value.index == 0


def test_a_sparse_file_of_a_few_gigabytes_is_refused_at_once(tmp_path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(3 * 2**30)  # sparse: costs no disk
    start = time.perf_counter()
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert info.value.code == "too_large"
    assert time.perf_counter() - start < 1.0
    assert path.stat().st_size == 3 * 2**30


def test_too_large_in_memory() -> None:
    assert _code(b" " * (MAX_BYTES + 1)) == "too_large"


def test_missing_file_directory_and_fifo(tmp_path) -> None:
    for path, code in ((tmp_path / "missing.json", "missing"), (tmp_path, "unreadable")):
        with pytest.raises(SaveError) as info:
            load_save(path)
        assert info.value.code == code
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo"
        os.mkfifo(fifo)
        with pytest.raises(SaveError) as info:
            load_save(fifo)  # must not block waiting for a writer
        assert info.value.code == "unreadable"


def test_unfinished_game_loads_where_it_stopped(tmp_path) -> None:
    session = random_session(3, players=4, limit=60)
    data = SaveFile.from_session(session).to_bytes()
    loaded = load_bytes(data)
    assert not loaded.finished
    assert loaded.session.game.current_player == session.game.current_player
    assert loaded.session.game.legal_actions() == session.game.legal_actions()
