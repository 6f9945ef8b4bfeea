"""The search's template sampler deals worlds like ``view.sample``: each reproduces the
view, keeps what the seat knows, and deals everything hidden again."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rattus_desktop.games.rattus.bot.sampler import WorldSampler
from rattus_desktop.games.rattus.rules import Game, configure

from .helpers import random_position

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]


def _bigbox(players: int, seed: int, steps: int) -> Game:
    game = Game.new(configure(players, "bigbox", {"cards": "random", "modules": MODULES}),
                    seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def _faces(game: Game) -> list[object]:
    g = game.state
    return ([t.face for ts in g.rats.values() for t in ts] + [t.face for t in g.supply]
            + [t.face for t in g.removed])


POSITIONS = ([("classic", p, s, n) for p in (2, 4) for s in range(3) for n in (0, 30, 90)]
             + [("bigbox", p, s, n) for p in (3, 6) for s in range(3) for n in (0, 30, 90)])


@pytest.mark.parametrize(("ruleset", "players", "seed", "steps"), POSITIONS)
def test_template_worlds_reproduce_the_view(ruleset: str, players: int, seed: int,
                                           steps: int) -> None:
    game = (random_position(players, seed, steps) if ruleset == "classic"
            else _bigbox(players, seed, steps))
    seat = game.state.current
    view = game.view(seat)
    sampler = WorldSampler(view)
    deals = set()
    for k in range(6):
        world = sampler.sample(random.Random(k))
        assert world.view(seat) == view
        assert Counter(_faces(world)) == Counter(_faces(view.sample(random.Random(k))))
        assert len(world.state.removed) == len(game.state.removed)
        deals.add((repr(world.state.rats), repr(world.state.supply), repr(world.state.mods)))
    assert len(deals) > 1 or game.is_over
