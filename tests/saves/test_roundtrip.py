"""Save -> load gives the same game, for hundreds of seeded random games."""

from __future__ import annotations

import json

import pytest

from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.saves import SaveFile, load_bytes, load_save, write_save
from rattus_desktop.saves.format import FORMAT, VERSION

from .helpers import random_session

GAMES = 240


@pytest.mark.parametrize("block", range(8))
def test_round_trip_in_memory(block: int) -> None:
    for seed in range(block * GAMES // 8, (block + 1) * GAMES // 8):
        session = random_session(seed, partial=0.5)
        loaded = load_bytes(SaveFile.from_session(session).to_bytes())
        assert loaded.session is not None
        assert loaded.session.game.summary() == session.game.summary(), seed
        assert loaded.session.log == session.log
        assert loaded.seats == session.seats and loaded.seed == session.seed


@pytest.mark.parametrize("seed", range(12))
def test_round_trip_through_a_file(tmp_path, seed: int) -> None:
    session = random_session(1000 + seed, partial=0.5, bots=seed % 2 == 1)
    path = tmp_path / "game.json"
    write_save(session, path)
    loaded = load_save(path)
    assert loaded.session.game.summary() == session.game.summary()
    assert [s.turn for s in loaded.session.steps] == [s.turn for s in session.steps]
    assert loaded.finished == session.game.is_over


def test_document_shape(tmp_path) -> None:
    session = random_session(5, players=2)
    write_save(session, tmp_path / "g.json")
    doc = json.loads((tmp_path / "g.json").read_text("utf-8"))
    assert doc["format"] == FORMAT and doc["version"] == VERSION
    assert doc["version"] == 2 and doc["game"] == "rattus"
    assert doc["config"]["ruleset"] == "classic" and doc["config"]["players"] == len(doc["players"])
    assert [p["kind"] for p in doc["players"]] == ["human", "human"]
    assert doc["actions"] == [CODEC.to_json(a) for a in session.log]
    assert doc["summary"]["actions"] == len(session.log)
    assert doc["summary"]["phase"] == "game_over"


def test_unicode_names_survive(tmp_path) -> None:
    session = random_session(6, players=2, limit=30)
    session.seats[0].name = "鼠疫 Ann"
    write_save(session, tmp_path / "g.json")
    assert load_save(tmp_path / "g.json").seats[0].name == "鼠疫 Ann"
