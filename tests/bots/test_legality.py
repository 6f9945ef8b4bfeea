"""Bots only ever choose legal actions (thousands of decisions, every phase)."""

from __future__ import annotations

import pytest

from rattus_desktop.bots import LEVELS, make_bot
from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic

from .helpers import tiny_search


def _play(players: int, seed: int, bots: list) -> int:
    game = Game.new(classic(players), seed)
    decisions = 0
    while not game.is_over:
        seat = game.state.current
        action = bots[seat].choose(game.view(seat))
        assert game.is_legal(action), (game.phase, action)
        game.apply(action)
        decisions += 1
    return decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_and_random_bots_play_legal_actions(players: int) -> None:
    total = 0
    for seed in range(12):
        bots = [make_bot("rattus", "easy" if s % 2 == 0 else "random", seed * 10 + s)
                for s in range(players)]
        total += _play(players, seed, bots)
    assert total > 1000


@pytest.mark.parametrize("players", [2, 4])
def test_search_bots_play_legal_actions(players: int) -> None:
    total = 0
    for seed in range(2):
        bots = [tiny_search(s) if s == seed else make_bot("rattus", "easy", s)
                for s in range(players)]
        total += _play(players, seed, bots)
    assert total > 150


def test_levels_and_unknown_level() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard")
    for level in LEVELS:
        assert make_bot("rattus", level, 1).level == level
    with pytest.raises(ValueError):
        make_bot("rattus", "godlike", 1)
