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
