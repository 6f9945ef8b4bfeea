"""A checked action is decided without listing every legal action (issue 32, deliverable
2), and the answer never changes: for random reachable states of every game, every
legal action is found legal directly (no listing for the kinds checked directly), and
every mutated action is legal exactly when it is a member of ``legal_actions()``."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from test_conformance import configs

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action, same_shape
from rattus_desktop.engine.protocol import Game

GAMES = registry.installed()
#: per game, the action types a checked ``apply`` decides without the listing
DIRECT_TYPES: dict[str, frozenset[str] | None] = {
    "rattus": frozenset({"take_card", "place", "move_plague", "end_final_turn", "messenger",
                         "setup_place", "spread", "knight_bonus", "witch_swap", "merchant",
                         "monk", "king", "upgrade", "witch_look"}),
    "cartus": None,  # every type
    "notredame": None,
}
#: kinds too many to list (rattus/rules/direct.py): their listing is a bounded part, so
#: membership is no verdict; their own direct check is (tests of the Big Box modules)
LISTED_IN_PART = frozenset({"witch_arrange", "professor_order", "emperor"})


def _listed_in_part(game: Game, action: Action) -> bool:
    base = action.type.partition("@")[0]
    upgraded = "upgrades" in game.config.option("modules", ())  # (Witch III's 4 tokens)
    return base in LISTED_IN_PART or (base == "witch_look" and upgraded)


def _member(game: Game, action: Action, legal: list[Action]) -> bool:
    wanted = game.canonical(action)  # (the protocol's canonical form)
    return any(a == wanted and same_shape(a, wanted) for a in legal)


def _mutants(action: Action, legal: list[Action], rng: random.Random) -> list[Action]:
    """Copies of ``action`` with one field changed: another legal action's value of the
    same type, a number moved by one, or two fields swapped."""
    out = []
    same = [a for a in legal if a.type == action.type and a != action] or legal
    for i, value in enumerate(action.args):
        other = rng.choice(same)
        if i < len(other.args) and other.args[i] != value:
            out.append(Action(action.type, (*action.args[:i], other.args[i],
                                            *action.args[i + 1:])))
        if type(value) is int:
            out.append(Action(action.type, (*action.args[:i], value + rng.choice((-1, 1)),
                                            *action.args[i + 1:])))
        if type(value) is tuple and len(value) == 2 and type(value[1]) is int:
            moved = (value[0], value[1] + 1)
            out.append(Action(action.type, (*action.args[:i], moved, *action.args[i + 1:])))
        if type(value) is tuple and value and all(type(v) is tuple and len(v) == 2
                                                  and type(v[1]) is int for v in value):
            last = (value[-1][0], value[-1][1] + rng.choice((-1, 1, 2)))
            for changed in ((*value[:-1], last), value[::-1], (value[0], value[0])):
                out.append(Action(action.type, (*action.args[:i], changed,
                                                *action.args[i + 1:])))
    if len(action.args) == 2:
        out.append(Action(action.type, (action.args[1], action.args[0])))
    return out


def _unlisted(game: Game) -> Game:
    """A copy of ``game`` whose listing fails loudly (it must not be asked)."""
    twin = game.copy()

    def boom() -> Any:
        raise RuntimeError("listed every legal action")

    twin.legal_actions = boom  # type: ignore[method-assign]
    return twin


def _walk(game_id: str, each: Callable[[Game, list[Action], random.Random], None],
          runs: int) -> None:
    rng = random.Random(32)
    for i, config in enumerate(configs(game_id) * runs):
        game = registry.new_game(config, 6_000 + i)
        while not game.is_over:
            legal = list(game.legal_actions())
            if rng.random() < 0.3:
                each(game, legal, rng)
            game.apply(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game_id", GAMES)
def test_legal_actions_are_found_legal_without_the_listing(game_id: str) -> None:
    direct = DIRECT_TYPES[game_id]
    seen = 0

    def each(game: Game, legal: list[Action], rng: random.Random) -> None:
        nonlocal seen
        twin = _unlisted(game)
        for action in rng.sample(legal, min(12, len(legal))):
            copy = Action(action.type, action.args)  # not the listed object itself
            if direct is None or action.type in direct:
                assert twin.why_not(copy) is None, (copy, game.phase, game.config.ruleset)
                seen += 1
            assert game.why_not(copy) is None and game.is_legal(copy), copy

    _walk(game_id, each, 1)
    assert seen > 500


@pytest.mark.parametrize("game_id", GAMES)
def test_the_direct_check_agrees_with_the_listing_on_mutated_actions(game_id: str) -> None:
    legal_seen = illegal_seen = 0

    def each(game: Game, legal: list[Action], rng: random.Random) -> None:
        nonlocal legal_seen, illegal_seen
        if not getattr(game, "legal_actions_complete", lambda: True)():
            return  # (Cartus cut a huge choice of cards: membership is no verdict)
        for action in rng.sample(legal, min(6, len(legal))):
            for mutant in _mutants(action, legal, rng):
                if _listed_in_part(game, mutant):
                    continue
                before = game.summary()
                verdict = game.why_not(mutant)
                member = _member(game, mutant, legal)
                assert (verdict is None) == member, (game_id, mutant, verdict)
                assert game.is_legal(mutant) == member, mutant
                assert game.summary() == before
                legal_seen += member
                illegal_seen += not member

    _walk(game_id, each, 2)
    assert illegal_seen > 300 and legal_seen > 10
