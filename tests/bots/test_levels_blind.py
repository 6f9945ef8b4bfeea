"""The shipped medium level (its full budget and its game's tuning) decides the same on
worlds whose hidden parts were dealt again, and the same seed gives the same move."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.bots import make_bot
from rattus_desktop.engine import registry

GAMES = registry.installed()


@pytest.mark.parametrize("game_id", GAMES)
def test_medium_is_blind_to_what_its_seat_cannot_see(game_id: str) -> None:
    definition = registry.get(game_id)
    game = registry.new_game(definition.config(definition.players[0]), 33)
    rng = random.Random(33)
    checked = 0
    while not game.is_over and checked < 4:
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_actions) > 2 and rng.random() < 0.2:
            other = view.sample(random.Random(rng.random())).view(seat)
            first = make_bot(game_id, "medium", 8).choose(view)
            assert make_bot(game_id, "medium", 8).choose(other) == first, game_id
            checked += 1
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    assert checked == 4
