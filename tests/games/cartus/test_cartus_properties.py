"""Seeded random playouts with invariants, replay, refusals, why_not and legal_actions."""

from __future__ import annotations

import random
from typing import Any

import pytest
from cartus_helpers import check_invariants, fresh, playout

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.games.cartus.rules.config import new_game
from rattus_desktop.games.cartus.rules.game import CartusGame

PLAYOUTS = 500
SETS = ("beginner", "random_type", "random_mix")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_playouts_keep_the_invariants(players: int) -> None:
    for seed in range(PLAYOUTS):
        game = fresh(players, seed, SETS[seed % 3])
        rng = random.Random(seed)
        before = check_invariants(game.state)
        supplies = enters = 0
        for g in playout(game, rng):
            before = check_invariants(g.state, before)
            last = g.history[-1].type
            supplies += last == "supply"
            enters += last == "enter"
        rounds = game.state.rules.rounds
        assert supplies == enters == rounds * players
        assert game.state.round == rounds and game.outcome() is not None
        outcome = game.outcome()
        assert outcome is not None and len(outcome.scores) == players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_replay_from_seed_and_log_gives_the_same_summary(players: int) -> None:
    for seed in range(40):
        game = fresh(players, seed, SETS[seed % 3])
        for _ in playout(game, random.Random(seed + 99)):
            pass
        again = new_game(game.config, game.seed)
        for action in game.history:
            again.apply(action)
        assert again.summary() == game.summary()


def junk_actions(game: CartusGame, rng: random.Random) -> list[Action]:
    """Actions of every shape, most of them illegal now."""
    cards: list[Any] = ["church:4", "joker", "sword", "flute", "pass", "gold", "magic:0"]
    ints: list[Any] = [-1, 0, 1, 2, 3, 4, 5, 9, True, 1.0, "1", None]
    out = [Action(t, (rng.choice(ints),)) for t in ("supply", "look", "sword", "flute")]
    out += [Action("enter", (rng.choice(ints), tuple(rng.sample(cards, rng.randint(0, 3))))),
            Action("give", (tuple(rng.sample(cards, rng.randint(0, 4))),)),
            Action("hospital", (tuple(rng.sample(cards, rng.randint(0, 4))),)),
            Action("pass", ()), Action("pass", (1,)), Action("dragon", ()),
            Action("enter", (0, ("church:9",))), Action("give", ("joker",)),
            Action("enter", (0,)), Action("look", ())]
    return out


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_illegal_actions_are_refused_and_change_nothing(players: int) -> None:
    for seed in range(25):
        game = fresh(players, seed)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over:
            if steps % 3 == 0:
                _refuse_junk(game, rng)
            game.apply(game.legal_actions()[rng.randrange(len(game.legal_actions()))])
            steps += 1
        _refuse_junk(game, rng)


def _refuse_junk(game: CartusGame, rng: random.Random) -> None:
    for action in junk_actions(game, rng):
        reason = game.why_not(action)
        if reason is None:
            continue
        before, state = game.summary(), game.state.rng.getstate()
        history = list(game.history)
        with pytest.raises(IllegalAction) as err:
            game.apply(action)
        assert err.value.reason and err.value.code == reason.code
        assert not game.is_legal(action)
        assert game.summary() == before and game.state.rng.getstate() == state
        assert game.history == history


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_why_not_agrees_with_legal_actions(players: int) -> None:
    for seed in range(30):
        game = fresh(players, seed, SETS[seed % 3])
        rng = random.Random(seed)
        while not game.is_over:
            legal = list(game.legal_actions())
            assert legal
            for action in legal:
                assert game.why_not(action) is None
            if game.legal_actions_complete():
                for action in junk_actions(game, rng):
                    if game.why_not(action) is None:
                        assert _canonical(action) in legal, action
            snapshot = game.summary()
            for action in junk_actions(game, rng):
                game.why_not(action)
            assert game.summary() == snapshot
            game.apply(legal[rng.randrange(len(legal))])


def _canonical(action: Action) -> Action:
    args = tuple(tuple(sorted(a)) if isinstance(a, tuple) else a for a in action.args)
    return Action(action.type, args)


def test_look_alike_values_are_refused() -> None:
    game = fresh(3, 1)
    for bad in (True, 1.0, "1", None):
        assert game.why_not(Action("supply", (bad,))) is not None
        with pytest.raises(IllegalAction):
            game.apply(Action("supply", (bad,)))
    assert game.why_not(Action("supply", (1,))) is None
