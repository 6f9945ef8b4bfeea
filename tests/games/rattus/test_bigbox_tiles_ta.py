"""Upgrade tiles of the plague cards (Soldier, Crusader, Inquisitor, Serf, Boccaccio,
Baker, Emperor): the parts the scenarios do not show, the Emperor's bounded list."""

from __future__ import annotations

from typing import Any

import pytest

from rattus_desktop.games.rattus.rules import Game, configure
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import tiles

CARDS = ["peasant", "merchant", "monk", "knight", "witch", "king", "emperor", "alchemist"]
W3 = [["gallia", "germania"], ["gallia", "italia"], ["hungaria", "polonia"]]


def _game(setup: dict[str, Any]) -> Game:
    config = configure(4, "bigbox", {"cards": CARDS, "modules": ["upgrades"]})
    base = {"plague": "anglia", "current_player": 0, "regions": {}, "supply": [{"n": 9}] * 3}
    return Game.from_setup(config, {**base, **setup})


def _emperor_sets(game: Game) -> list[tuple[Any, ...]]:
    return [a.args[0] for a in game.legal_actions() if a.type.startswith("emperor")]


@pytest.mark.parametrize(("level", "walls", "count"), [
    (2, [], 4), (3, [], 5), (2, W3, 4), (3, W3, 5), (2, [*W3, ["anglia", "scandia"]], 4)])
def test_the_emperor_lists_sets_of_its_wall_count(level: int, walls: list[list[str]],
                                                  count: int) -> None:
    game = _game({"cards": {"emperor": 0}, "upgrades": {"emperor": level}, "walls": walls})
    sets = _emperor_sets(game)
    assert sets and len(sets) <= 400  # bounded (the direct check accepts every set)
    assert all(len(s) == count for s in sets)
    assert all(game.why_not(a) is None for a in game.legal_actions()
               if a.type == "emperor")
    kept = {tuple(w) for w in walls}
    if 0 < len(walls) < count:  # the walls standing stay, new ones are added
        assert all(kept <= set(s) for s in sets)
    elif walls:  # as many as it owns: one wall moved
        assert all(len(kept & set(s)) == count - 1 for s in sets)


def test_the_emperor_shrinks_to_its_count_when_the_tile_is_gone() -> None:
    five = [*W3, ["anglia", "scandia"], ["bulgaria", "turcia"]]
    game = _game({"cards": {"emperor": 0}, "walls": five})  # level I with 5 walls out
    sets = _emperor_sets(game)
    assert len(sets) == 10 and all(len(s) == 3 and set(s) <= {tuple(w) for w in five}
                                   for s in sets)


def test_the_alchemist_lists_emperor_iii_sets() -> None:
    game = _game({"cards": {"alchemist": 0}, "alchemist_tile": "emperor"})
    vias = [a for a in game.legal_actions() if a.type == "emperor@alchemist"]
    assert vias and all(len(a.args[0]) == 5 and game.why_not(a) is None for a in vias)


def test_tile_values_are_data() -> None:
    table = tiles()
    assert table["emperor"]["walls"] == [3, 4, 5]
    assert table["crusader"]["discard"] == [0, 1, 2]
    assert table["inquisitor"]["kills"] == [3, 2, 2]
    assert table["soldier"]["extra"] == [1, 2, 2]
