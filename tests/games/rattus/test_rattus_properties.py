"""Thousands of seeded random games: invariants after every action, a winner, replays."""

from __future__ import annotations

import random

import pytest
from rattus_invariants import check_invariants

from rattus_desktop.games.rattus.rules import Action, Game, IllegalAction
from rattus_desktop.games.rattus.rules.config import classic

GAMES_PER_COUNT = 1000


def _random_game(players: int, seed: int, check: bool) -> tuple[Game, list[Action]]:
    game = Game.new(classic(players), seed)
    rng = random.Random(seed * 7919 + players)
    while not game.is_over:
        action = rng.choice(game.legal_actions())
        game.apply(action)
        if check:
            check_invariants(game)
    return game, list(game.history)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_invariants_and_end_with_a_winner(players: int) -> None:
    finals = set()
    for seed in range(GAMES_PER_COUNT):
        game, _ = _random_game(players, seed, check=True)
        summary = game.summary()
        assert summary["phase"] == "game_over"
        assert summary["final_round"] is True
        scores = summary["scores"]
        assert len(scores) == players and summary["winner"] in range(players)
        assert scores[summary["winner"]] == max(scores)
        g = game.state
        for seat in range(players):
            assert scores[seat] == g.palace[seat] + sum(p[seat] for p in g.pieces.values())
        finals.add(tuple(scores))
    assert len(finals) > GAMES_PER_COUNT // 10  # the games really differ


@pytest.mark.parametrize("players", [2, 3, 4])
def test_replaying_the_action_list_reproduces_the_game(players: int) -> None:
    for seed in range(200):
        game, actions = _random_game(players, seed, check=False)
        again = Game.new(classic(players), seed)
        for action in actions:
            again.apply(action)
        assert again.summary() == game.summary()
        assert [t.uid for t in again.state.revealed] == [t.uid for t in game.state.revealed]


def _candidate_actions(game: Game) -> list[Action]:
    regions = list(game.rules.map.regions)
    cards = list(game.rules.cards)
    rng_tokens = [(r, i) for r in regions for i in range(4)]
    out = [Action("setup_place", (r,)) for r in regions]
    out += [Action("take_card", (c,)) for c in cards]
    out += [Action("place", (r, n)) for r in regions for n in range(5)]
    out += [Action("move_plague", (r,)) for r in regions]
    out += [Action("spread", (r,)) for r in regions]
    out += [Action("king", (r,)) for r in regions]
    out += [Action("merchant", (a, b, n)) for a in regions[:6] for b in regions[:6]
            for n in (1, 3, 4)]
    out += [Action("monk", (t, r)) for t in rng_tokens[:12] for r in regions[:5]]
    out += [Action("witch_look", ((a, b),)) for a in rng_tokens[:6] for b in rng_tokens[6:10]]
    out += [Action("witch_swap", (True,)), Action("knight_bonus", (True,)),
            Action("end_final_turn")]
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_illegal_actions_are_refused_with_a_reason_and_change_nothing(players: int) -> None:
    refused = 0
    for seed in range(60):
        game = Game.new(classic(players), seed)
        rng = random.Random(seed)
        candidates = _candidate_actions(game)
        while not game.is_over:
            legal = set(game.legal_actions())
            for action in rng.sample(candidates, 8):
                if action in legal:
                    continue
                before = game.summary()
                with pytest.raises(IllegalAction) as info:
                    game.apply(action)
                assert info.value.reason and info.value.code
                assert game.summary() == before
                refused += 1
            game.apply(rng.choice(game.legal_actions()))
    assert refused > 1000


def test_every_listed_action_is_accepted() -> None:
    for seed in range(30):
        game = Game.new(classic(4), seed)
        rng = random.Random(seed)
        while not game.is_over:
            for action in game.legal_actions()[:40]:
                trial = game.copy()
                trial.apply(action)
                check_invariants(trial)
            game.apply(rng.choice(game.legal_actions()))


def test_no_global_randomness(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*args: object, **kwargs: object) -> None:
        raise AssertionError("the rules core used the global random generator")

    for name in ("random", "randrange", "randint", "choice", "shuffle", "sample", "seed"):
        monkeypatch.setattr(random, name, forbidden)
    game = Game.new(classic(4), 11)
    rng = random.Random(3)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    assert game.summary()["winner"] is not None
