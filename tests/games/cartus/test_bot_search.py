"""The Cartus search levels: hard's margin evaluation (what it rewards, that it reads
only the searched world, so a decision depends only on the view), the level tuning, and
the same seed giving the same move at the shipped budget."""

from __future__ import annotations

import random

import pytest
from cartus_helpers import fresh
from test_cartus_views import permute_hidden

from rattus_desktop.bots import make_bot, search_config
from rattus_desktop.bots.ismcts import SearchConfig
from rattus_desktop.games.cartus.bot import POLICY, SearchContext
from rattus_desktop.games.cartus.bot.evaluate import evaluate, margins, running
from rattus_desktop.games.cartus.rules.game import CartusGame
from rattus_desktop.games.cartus.rules.legal import random_action
from rattus_desktop.games.cartus.rules.scoring import nuns
from rattus_desktop.games.cartus.rules.state import add_card


def position(players: int, seed: int, steps: int) -> CartusGame:
    game = fresh(players, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(random_action(game.state, rng))
    return game


def test_hard_uses_the_margin_evaluation_and_medium_the_spread() -> None:
    hard, medium = search_config(POLICY, "hard"), search_config(POLICY, "medium")
    assert hard.evaluation == "margin" and medium.evaluation == ""
    assert hard.budget.iterations > medium.budget.iterations
    assert hard.rollout_turns > medium.rollout_turns


def test_prepare_search_names_the_evaluation_and_keeps_the_seed() -> None:
    view = fresh(2, 3).view(0)
    config = SearchConfig(search_config(POLICY, "hard").budget, evaluation="margin")
    ctx = POLICY.prepare_search(view, config)
    plain = POLICY.prepare(view)
    assert isinstance(ctx, SearchContext) and ctx.evaluation == "margin"
    assert plain.evaluation == ""
    assert [ctx.random() for _ in range(5)] == [plain.random() for _ in range(5)]


def test_margins_reward_the_lead_over_the_best_rival() -> None:
    two = margins([30.0, 20.0])
    assert two[0] > 0.5 > two[1] and two[0] + two[1] == pytest.approx(1.0)
    assert margins([30.0, 30.0]) == [0.5, 0.5]
    assert margins([40.0, 20.0])[0] > two[0]
    four = margins([10.0, 25.0, 24.0, 5.0])
    assert four[1] > 0.5 and four[2] < 0.5 and four[3] < four[0] < four[2]
    assert all(0.0 <= v <= 1.0 for v in margins([1e6, -1e6, 0.0]))


def test_the_margin_evaluation_values_cards_in_hand_and_fears_the_plague() -> None:
    game = position(2, 5, 40)
    g = game.state
    base = evaluate(g, "margin")[0]
    richer = g.copy()
    add_card(richer.hands[0], "joker", 3)
    assert evaluate(richer, "margin")[0] > base
    assert running(richer, 0.5)[0] > running(richer, 0.0)[0]
    doomed = g.copy()
    doomed.rats[0] = nuns(g) + 5
    assert evaluate(doomed, "margin")[0] < base


def test_a_finished_game_rewards_the_winners_under_both_evaluations() -> None:
    game = position(3, 8, 10_000)
    outcome = game.outcome()
    assert outcome is not None
    for name in ("margin", ""):
        values = evaluate(game.state, name)
        assert all((values[s] > 0) == (s in outcome.winners) for s in range(3))


@pytest.mark.parametrize("players", [2, 4])
def test_hard_decides_from_the_view_alone(players: int) -> None:
    """Hidden parts dealt again (other hands, unseen nun cards, the deck) leave the
    view and the shipped hard level's move unchanged."""
    checked = 0
    for seed in range(40):
        game = position(players, seed, 7 + 5 * seed)
        seat = game.current_player
        if game.is_over or seat is None or len(game.legal_actions()) < 3:
            continue
        other = game.copy()
        permute_hidden(other.state, seat, random.Random(seed))
        assert other.state.hands != game.state.hands or other.state.deck != game.state.deck
        assert other.view(seat) == game.view(seat)
        first = make_bot("cartus", "hard", 9).choose(game.view(seat))
        assert make_bot("cartus", "hard", 9).choose(other.view(seat)) == first
        checked += 1
        if checked == 2:
            break
    assert checked == 2


def test_hard_same_seed_same_move() -> None:
    game = position(4, 2, 12)
    seat = game.current_player
    assert seat is not None
    view = game.view(seat)
    assert make_bot("cartus", "hard", 4).choose(view) == make_bot("cartus", "hard", 4).choose(view)
