"""The Rattus evaluation's extra terms (``cards``, ``modules``) add exactly what they say,
and only when a level names them."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rattus_desktop.bots import SEARCH_LEVELS
from rattus_desktop.games.rattus.bot import evaluate as ev
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.bot.policy import POLICY
from rattus_desktop.games.rattus.rules import Game, configure
from rattus_desktop.games.rattus.rules.score_detail import score_detail

from .helpers import random_position

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]


def _bigbox(seed: int, steps: int) -> Game:
    game = Game.new(configure(4, "bigbox", {"cards": "random", "modules": MODULES}), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def _stats(game: Game, terms: str) -> FaceStats:
    config = dataclasses.replace(SEARCH_LEVELS["hard"], evaluation=terms)
    return POLICY.prepare_search(game.view(0), config)


def test_a_held_card_is_worth_its_figure_times_the_game_to_come() -> None:
    game = random_position(3, 11, 40)
    g = game.state
    held = {c: h for c, h in g.holders.items() if h is not None}
    assert held, "the position should have a card taken"
    worth = ev.card_worth(g)
    for seat in range(g.players):
        expected = sum(ev.CARD_WORTH[c] for c, h in held.items() if h == seat) * ev.stage(g)
        assert worth[seat] == pytest.approx(expected)
    assert 0.0 < ev.stage(g) <= 1.0


def test_module_points_are_the_final_score_less_pieces_and_palace() -> None:
    for seed in range(6):
        game = _bigbox(seed, 160)
        detail = score_detail(game.state)
        points = ev.module_points(game.state)
        assert points == [sum(d.values()) - d["pieces"] - d["palace"] for d in detail]
    assert any(ev.module_points(_bigbox(s, 160).state) != [0] * 4 for s in range(6))


def test_terms_add_to_the_plain_evaluation_only_when_named() -> None:
    game = _bigbox(3, 160)
    g, rules, known = game.state, game.rules, game.state.knowledge[0]
    plain = ev.evaluate(g, rules, _stats(game, ""), known)
    both = ev.evaluate(g, rules, _stats(game, "cards+modules"), known)
    extra = [c + m for c, m in zip(ev.card_worth(g), ev.module_points(g), strict=True)]
    assert both == pytest.approx([p + e for p, e in zip(plain, extra, strict=True)])
    assert _stats(game, "").terms == frozenset()


def test_modules_add_nothing_in_classic() -> None:
    game = random_position(4, 5, 60)
    g, known = game.state, game.state.knowledge[0]
    assert ev.evaluate(g, game.rules, _stats(game, "modules"), known) == ev.evaluate(
        g, game.rules, _stats(game, ""), known)
