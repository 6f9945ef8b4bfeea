"""``canonical(action)`` in the game protocol: every listed action is in its one form
already, and the form of a form is itself."""

from __future__ import annotations

import random

import pytest
from conformance_configs import EXTRA_CONFIGS

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig


def _configs(game_id: str) -> list[GameConfig]:
    definition = registry.get(game_id)
    base = [definition.config(p) for p in definition.players]
    extra = EXTRA_CONFIGS.get(game_id)
    return base + (extra()[:6] if extra is not None else [])


def _shuffled(action: Action) -> Action:
    """The action with its tuples of names reversed (the same choice, or another one
    where their order matters)."""
    args = tuple(tuple(reversed(a)) if isinstance(a, tuple) and len(a) > 1
                 and all(isinstance(x, str) for x in a) else a for a in action.args)
    return Action(action.type, args)


@pytest.mark.parametrize("game_id", registry.installed())
def test_listed_actions_are_canonical_and_the_form_is_stable(game_id: str) -> None:
    rng = random.Random(7)
    for k, config in enumerate(_configs(game_id)):
        game = registry.new_game(config, 100 + k)
        steps = 0
        while not game.is_over and steps < 400:
            legal = list(game.legal_actions())
            for action in rng.sample(legal, min(len(legal), 30)):
                assert game.canonical(action) == action, action
                other = _shuffled(action)
                assert game.canonical(game.canonical(other)) == game.canonical(other)
            game.apply(legal[rng.randrange(len(legal))])
            steps += 1


def test_cartus_takes_cards_in_any_order_as_the_listed_form() -> None:
    game = registry.new_game(registry.get("cartus").config(3), 5)
    rng = random.Random(1)
    for _ in range(2000):
        assert not game.is_over
        listed = [a for a in game.legal_actions()
                  if any(isinstance(x, tuple) and len(x) > 1 for x in a.args)]
        if listed:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    action = listed[0]
    other = _shuffled(action)
    assert other != action and game.canonical(other) == action
    assert game.copy().apply(other) == game.copy().apply(action)
