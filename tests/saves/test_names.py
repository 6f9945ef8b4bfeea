"""Player names read from files are cleaned of control and bidi-override characters
(they could hide a name or disguise it in the Chronicle and the statistics)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rattus_desktop.player_names import clean_name
from rattus_desktop.saves import SaveError, load_bytes
from rattus_desktop.saves.settings import SettingsStore

HIDDEN = ["\x00", "\x1b", "\n", "\x7f", "\x85", "\x9f", "\u200e", "\u200f", "\u202a",
          "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]


@pytest.mark.parametrize("char", HIDDEN, ids=lambda c: f"U+{ord(c):04X}")
def test_every_hidden_character_is_removed(char: str) -> None:
    assert clean_name(f"An{char}n{char}") == "Ann"


def test_visible_text_is_kept() -> None:
    for name in ("Ann", "安妮 王", "Zoë-Łucja", "عائشة", "Bo\u200dB"):  # ZWJ kept
        assert clean_name(name) == name


def test_a_saves_names_are_cleaned_when_read(real_save: bytes) -> None:
    doc = json.loads(real_save)
    doc["players"][0]["name"] = "Ann\u202e\x00gnp.exe"
    save = load_bytes(json.dumps(doc).encode())
    assert save.seats[0].name == "Anngnp.exe"


def test_a_name_of_nothing_but_hidden_characters_is_refused(real_save: bytes) -> None:
    doc = json.loads(real_save)
    doc["players"][1]["name"] = "\u202e\x00\u2066"
    with pytest.raises(SaveError) as info:
        load_bytes(json.dumps(doc).encode())
    assert info.value.code == "malformed"


def test_the_settings_last_players_are_cleaned(home: Path) -> None:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    seats = [{"name": f"P{i}\u202e\x07", "colour": "#000000", "kind": "human"}
             for i in range(3)]
    path.write_text(json.dumps({"last_players": seats}), encoding="utf-8")
    store = SettingsStore()
    assert [s.name for s in store.settings.last_players] == ["P0", "P1", "P2"]
    assert store.warning is None
