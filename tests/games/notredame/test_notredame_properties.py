"""Seeded random playouts: invariants after every action, replay, refusals, views."""

from __future__ import annotations

import random

import pytest
from notredame_invariants import check

from rattus_desktop.games.notredame.rules.game import NotreDameGame
from rattus_desktop.games.notredame.rules.scenarios import configure, new

GAMES_PER_COUNT = 500
COUNTS = (2, 3, 4, 5)


def play(players: int, seed: int, each: bool = True) -> NotreDameGame:
    game = new(configure(players), seed)
    rng = random.Random(seed * 7919 + players)
    check(game.state)
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_unchecked(legal[rng.randrange(len(legal))])
        if each:
            check(game.state)
    return game


@pytest.mark.parametrize("players", COUNTS)
def test_random_playouts_keep_the_invariants(players: int) -> None:
    for seed in range(GAMES_PER_COUNT):
        game = play(players, seed)
        out = game.outcome()
        assert out is not None and out.winners
        summary = game.summary()
        assert summary["phase"] == "game_over" and summary["current_player"] is None
        assert summary["scores"] == [s["prestige"] for s in summary["seats"]]
        assert summary["round"] == 9 and summary["notre_dame"] == [0] * players


@pytest.mark.parametrize("players", COUNTS)
def test_replay_from_seed_and_log_reproduces_the_game(players: int) -> None:
    for seed in range(40):
        game = play(players, 1000 + seed, each=False)
        again = new(configure(players), 1000 + seed)
        for action in game.history:
            again.apply(action)
        assert again.summary() == game.summary()
        assert again.outcome() == game.outcome()


@pytest.mark.parametrize("players", COUNTS)
def test_why_not_agrees_with_legal_actions(players: int) -> None:
    game = new(configure(players), 77)
    rng = random.Random(players)
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, game.summary()
        assert len(set(legal)) == len(legal)
        for action in legal:
            assert game.why_not(action) is None
            assert game.is_legal(action)
        game.apply(legal[rng.randrange(len(legal))])


def test_outcome_is_none_until_the_end() -> None:
    game = new(configure(3), 5)
    assert game.outcome() is None and not game.is_over
    while not game.is_over:
        assert game.outcome() is None
        game.apply_unchecked(game.legal_actions()[0])
    assert game.outcome() is not None and game.legal_actions() == []
