"""The search levels are anchored on the heuristic's move: without evidence they play
exactly what the easy level plays; they overrule it only by a margin with enough visits;
a game's policy may tune that trust."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rattus_desktop.bots import SEARCH_LEVELS, make_bot, search_config
from rattus_desktop.bots.base import Budget, decision_rng
from rattus_desktop.bots.ismcts import Node, Search, SearchBot, SearchConfig
from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import Game, View

GAMES = registry.installed()
ANCHORED = SearchConfig(Budget(8, time_cap=60.0), rollout_turns=1, anchor_bias=0.3,
                        min_visits=1000, margin=0.0)


def positions(game_id: str, seed: int, count: int) -> list[Game]:
    """Positions with a real choice, from random play of the game's smallest table."""
    definition = registry.get(game_id)
    game = registry.new_game(definition.config(definition.players[0]), seed)
    rng = random.Random(seed)
    out: list[Game] = []
    while not game.is_over and len(out) < count:
        if len(game.legal_actions()) > 1 and rng.random() < 0.25:
            out.append(game.copy())
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_without_enough_visits_the_search_plays_the_easy_move(game_id: str) -> None:
    policy = registry.get(game_id).load_bot_policy()
    checked = 0
    for game in positions(game_id, 4, 8):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        easy = make_bot(game_id, "easy", 17).choose(view)
        assert SearchBot("anchored", ANCHORED, policy, 17).choose(view) == easy
        checked += 1
    assert checked >= 4


def _search(game_id: str, config: SearchConfig) -> tuple[Search, View]:
    policy = registry.get(game_id).load_bot_policy()
    for game in positions(game_id, 9, 20):
        seat = game.current_player
        assert seat is not None
        view = game.view(seat)
        if len(view.legal_actions) >= 3:
            return Search(view, policy, config, random.Random(3)), view
    raise AssertionError("no position with three choices")


def _rigged(search: Search, view: View, other_visits: int, other_mean: float) -> object:
    """A root where the anchor has 40 visits at mean 0.5 and another move the given
    record; returns that other move."""
    other = next(a for a in view.legal_actions if a != search.anchor)
    search.root.children = {search.anchor: Node(visits=40, total=20.0, avail=40),
                            other: Node(visits=other_visits,
                                        total=other_mean * other_visits, avail=40)}
    return other


@pytest.mark.parametrize("game_id", GAMES)
def test_another_move_needs_both_the_visits_and_the_margin(game_id: str) -> None:
    config = dataclasses.replace(ANCHORED, min_visits=50, margin=0.05)
    search, view = _search(game_id, config)
    other = _rigged(search, view, 60, 0.56)
    assert search.best() == other
    _rigged(search, view, 60, 0.54)  # visits enough, margin short
    assert search.best() == search.anchor
    _rigged(search, view, 45, 0.9)  # margin ample but fewer visits than the anchor
    assert search.best() == search.anchor
    search.config = dataclasses.replace(config, min_visits=0, margin=0.0)
    _rigged(search, view, 41, 0.5)  # no margin asked: the most visited move, if no worse
    assert search.best() != search.anchor
    _rigged(search, view, 41, 0.45)
    assert search.best() == search.anchor


@pytest.mark.parametrize("game_id", GAMES)
def test_the_anchor_is_a_root_candidate_and_the_bias_favours_it(game_id: str) -> None:
    config = dataclasses.replace(ANCHORED, budget=Budget(60, time_cap=60.0),
                                 anchor_bias=50.0)
    search, view = _search(game_id, config)
    search.run(lambda: False)
    visits = {a: n.visits for a, n in search.root.children.items()}
    assert visits[search.anchor] == max(visits.values())
    assert visits[search.anchor] > 60 // 2


def test_a_policy_tunes_its_search_levels() -> None:
    nd = registry.get("notredame").load_bot_policy()
    rattus = registry.get("rattus").load_bot_policy()
    assert search_config(rattus, "medium") == SEARCH_LEVELS["medium"]
    tuned = search_config(nd, "hard")
    assert (tuned.margin, tuned.min_visits, tuned.anchor_bias) == (0.0, 0, 0.0)
    assert tuned.budget == SEARCH_LEVELS["hard"].budget


def test_the_anchor_is_the_easy_level_s_move_from_the_same_generator() -> None:
    game = positions("rattus", 2, 3)[-1]
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    policy = registry.get("rattus").load_bot_policy()
    rng = decision_rng(17, policy.fingerprint(view), 0)
    search = Search(view, policy, ANCHORED, rng)
    assert search.anchor == make_bot("rattus", "easy", 17).choose(view)
