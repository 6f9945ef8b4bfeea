"""Views hide what they must; bots decide from the view alone."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.bots import make_bot
from rattus_desktop.games.rattus.rules import Action, Game

from .helpers import permute_hidden, random_position, tiny_search


def _witch_position(seed: int) -> tuple[Game, int]:
    """A position after someone used the Witch (so a seat knows some faces)."""
    for attempt in range(200):
        game = random_position(4, seed * 1000 + attempt, 60)
        seats = [s for s in range(4) if game.state.knowledge[s]]
        if seats and not game.is_over:
            return game, seats[0]
    raise AssertionError("no Witch look in 200 random games")


@pytest.mark.parametrize("steps", [0, 5, 30, 80, 140])
def test_view_is_identical_when_hidden_faces_are_permuted(steps: int) -> None:
    for seed in range(15):
        game = random_position(4, seed, steps)
        for seat in range(4):
            shuffled = permute_hidden(game, seat, random.Random(seed))
            assert shuffled.view(seat) == game.view(seat)


def test_witch_knowledge_survives_in_the_view_and_nowhere_else() -> None:
    game, seat = _witch_position(1)
    known = game.view(seat).known()
    assert known and all(game.state.knowledge[seat][u].face == f for u, f in known.items())
    for other in range(4):
        if not game.state.knowledge[other]:
            assert game.view(other).known() == {}
    assert permute_hidden(game, seat, random.Random(5)).view(seat) == game.view(seat)


@pytest.mark.parametrize("steps", [0, 3, 9, 40, 100])
def test_a_sampled_world_reproduces_the_view(steps: int) -> None:
    for seed in range(10):
        game = random_position(3, seed, steps)
        seat = game.state.current
        view = game.view(seat)
        world = view.sample(random.Random(seed))
        assert world.view(seat) == view
        assert world.state.setup_order == game.state.setup_order


def _choices(bot_factory, game: Game, seat: int) -> Action:
    return bot_factory().choose(game.view(seat))


@pytest.mark.parametrize("level", ["easy", "search"])
def test_choice_ignores_faces_the_view_cannot_see(level: str) -> None:
    def factory():
        return make_bot("rattus", "easy", 9) if level == "easy" else tiny_search(9, 8)

    checked = 0
    for seed in range(8):
        game = random_position(4, seed, 25 + 7 * seed)
        if game.is_over:
            continue
        seat = game.state.current
        first = _choices(factory, game, seat)
        for k in range(3):
            shuffled = permute_hidden(game, seat, random.Random(k))
            assert _choices(factory, shuffled, seat) == first
        checked += 1
    assert checked >= 5
