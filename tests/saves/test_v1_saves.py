"""Saves written by version 1 of the format (before the multi-game engine) load and
replay exactly as before: the same final summary, recorded when they were written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rattus_desktop.saves import load_save, write_save

FIXTURES = sorted((Path(__file__).parent / "v1_fixtures").glob("v1-*finished.json"))


def test_there_are_v1_fixtures() -> None:
    assert len(FIXTURES) >= 5
    assert all(json.loads(p.read_text(encoding="utf-8"))["version"] == 1 for p in FIXTURES)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_v1_save_replays_to_its_recorded_summary(path: Path) -> None:
    expected = json.loads(path.with_suffix(".summary.json").read_text(encoding="utf-8"))
    save = load_save(path)
    assert save.session is not None
    assert save.session.game.summary() == expected
    assert save.config.game == "rattus" and save.config.ruleset == "classic"
    assert save.config.players == len(save.seats)


@pytest.mark.parametrize("path", FIXTURES[:2], ids=lambda p: p.name)
def test_v1_save_is_written_back_as_v2(path: Path, tmp_path: Path) -> None:
    save = load_save(path)
    assert save.session is not None
    out = tmp_path / "again.json"
    write_save(save.session, out)
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["version"] == 2 and doc["config"]["players"] == len(save.seats)
    assert load_save(out).session.game.summary() == save.session.game.summary()


def _v1(name: str) -> dict:
    return json.loads((Path(__file__).parent / "v1_fixtures" / name).read_text(encoding="utf-8"))


def _refused(doc: dict) -> str:
    from rattus_desktop.saves import SaveError, load_bytes

    with pytest.raises(SaveError) as info:
        load_bytes(json.dumps(doc).encode())
    return info.value.code


def test_a_v1_save_with_a_changed_seed_and_no_summary_is_refused() -> None:
    doc = _v1("v1-3p-seed55-unfinished.json")
    doc["seed"] = 0  # replays legally, to another game
    del doc["summary"]
    assert _refused(doc) == "inconsistent"


@pytest.mark.parametrize("key", ["actions", "turn", "phase", "current_player", "scores",
                                 "winner"])
def test_a_v1_save_must_carry_its_whole_summary(key: str) -> None:
    doc = _v1("v1-4p-seed44-unfinished.json")
    del doc["summary"][key]
    assert _refused(doc) == "inconsistent"


@pytest.mark.parametrize(("key", "value"), [("scores", [10.0, 10.0]), ("winner", True),
                                            ("turn", 23.0)])
def test_a_v1_summary_is_compared_value_and_kind(key: str, value: object) -> None:
    doc = _v1("v1-2p-seed11-finished.json")
    doc["summary"][key] = value  # equal to Python, not the recorded summary
    assert _refused(doc) == "inconsistent"
