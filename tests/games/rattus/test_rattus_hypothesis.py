"""Hypothesis drives the seeds and the choices: any game, any legal path, same rules."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rattus_invariants import check_invariants

from rattus_desktop.games.rattus.rules import Game, action_from_json
from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.games.rattus.rules.config import classic


@settings(max_examples=150, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32),
       choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=400))
def test_any_path_keeps_the_invariants(players: int, seed: int, choices: list[int]) -> None:
    game = Game.new(classic(players), seed)
    for pick in choices:
        if game.is_over:
            break
        legal = game.legal_actions()
        action = legal[pick % len(legal)]
        game.apply(action_from_json(CODEC.to_json(action)))  # through the canonical form
        check_invariants(game)
    replay = Game.new(classic(players), seed)
    for action in game.history:
        replay.apply(action)
    assert replay.summary() == game.summary()
