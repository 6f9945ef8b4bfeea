"""The bot policy gives legal actions and sane evaluations; events and step info."""

from __future__ import annotations

import random

import pytest
from cartus_helpers import fresh

from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import BotPolicy, Game
from rattus_desktop.games.cartus.bot import POLICY


def test_policy_implements_the_protocol() -> None:
    assert isinstance(POLICY, BotPolicy)
    assert registry.get("cartus").load_bot_policy() is POLICY
    assert isinstance(fresh(3, 1), Game)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_policy_actions_are_legal_to_the_end(players: int) -> None:
    for seed in range(15):
        game = fresh(players, seed)
        rng = random.Random(seed)
        while not game.is_over:
            for action in POLICY.candidates(game, rng):
                assert game.why_not(action) is None
            easy = POLICY.easy_action(game, rng)
            assert game.why_not(easy) is None, easy
            values = POLICY.evaluate(game, 0)
            assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
            assert POLICY.turn_marker(game) is not None
            game.apply(POLICY.playout_action(game, rng))
        final = POLICY.evaluate(game, 0)
        outcome = game.outcome()
        assert outcome is not None
        assert all((final[s] > 0) == (s in outcome.winners) for s in range(players))


def test_private_events_and_step_info() -> None:
    game = fresh(3, 2)
    seat = game.current_player
    events = game.apply(game.legal_actions()[0])
    for event in events:
        if event.kind in ("drawn", "looked"):
            assert event.private_to == seat
        assert isinstance(event.data, dict)
    info = game.step_info(events)
    assert info.ends_turn
    drew = any(e.kind == "draw" and e["count"] for e in events)
    assert (info.hidden is not None) == drew or info.hidden is not None
