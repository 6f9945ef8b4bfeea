"""The generic bots on every registered game: they play legal moves to the end, the
same seed gives the same moves, and a decision depends on nothing the seat cannot see
(worlds whose hidden parts were dealt again give the same move)."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.bots import make_bot
from rattus_desktop.bots.base import Budget
from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
from rattus_desktop.engine import registry

GAMES = registry.installed()


def tiny(game_id: str, seed: int) -> SearchBot:
    policy = registry.get(game_id).load_bot_policy()
    return SearchBot("tiny", SearchConfig(Budget(6, time_cap=60.0)), policy, seed)


def play(game_id: str, seed: int, levels: list[str]) -> list[object]:
    definition = registry.get(game_id)
    config = definition.config(len(levels))
    game = registry.new_game(config, seed)
    bots = [tiny(game_id, seed + s) if lvl == "tiny" else make_bot(game_id, lvl, seed + s)
            for s, lvl in enumerate(levels)]
    moves: list[object] = []
    while not game.is_over and len(moves) < 400:
        seat = game.current_player
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        assert action in game.view(seat).legal_actions
        game.apply(action)
        moves.append(action)
    return moves


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_moves(game_id: str) -> None:
    levels = ["tiny", "easy", "random"][: max(registry.get(game_id).players[0], 2)]
    assert play(game_id, 11, levels) == play(game_id, 11, levels)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_decision_ignores_what_the_seat_cannot_see(game_id: str) -> None:
    definition = registry.get(game_id)
    config = definition.config(definition.players[0])
    game = registry.new_game(config, 21)
    rng = random.Random(21)
    checked = 0
    while not game.is_over and checked < 12:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_actions) > 1 and rng.random() < 0.3:
            other = view.sample(random.Random(rng.random())).view(seat)
            for level in ("easy", "tiny"):
                first = (tiny(game_id, 5) if level == "tiny" else make_bot(game_id, level, 5))
                second = (tiny(game_id, 5) if level == "tiny" else make_bot(game_id, level, 5))
                assert first.choose(view) == second.choose(other), (game_id, level)
            checked += 1
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert checked > 3
