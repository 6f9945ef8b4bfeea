"""A refusal names the first rule the action breaks, in the order a player checks them:
out of phase, then too far or a wrong place (issue 32, F8)."""

from __future__ import annotations

import random

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.games.rattus.rules.game import Game

RATTUS = registry.get("rattus")
CHIVALRY = ["knight", "soldier", "merchant", "monk", "witch", "king", "peasant", "nun"]


def _in_actions_after_placing(config_args: tuple[object, ...], seed: int = 3) -> Game:
    config = RATTUS.config(*config_args)  # type: ignore[arg-type]
    game = registry.new_game(config, seed)
    assert isinstance(game, Game)
    rng = random.Random(seed)
    while game.phase != "actions":
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    game.apply(next(a for a in game.legal_actions() if a.type == "place"))
    return game


def _at(game: Game, steps: int) -> str:
    rules, here = game.rules, game.state.plague
    return next(r for r in rules.regions if r != here and rules.distance(here, r) == steps)


def test_a_spread_out_of_phase_is_refused_as_not_due() -> None:
    game = _in_actions_after_placing((4,))
    for region in game.rules.regions:  # whatever the region holds
        reason = game.why_not(Action("spread", (region,)))
        assert reason is not None and reason.code == "no_spread_due", (region, reason)


def test_classic_plague_moves_too_far_and_out_of_phase_get_their_own_reasons() -> None:
    game = _in_actions_after_placing((4,))
    g = game.state
    two = game.why_not(Action("move_plague", (_at(game, 2),)))
    assert two is not None and two.code == "plague_too_far" and "Knight" in two.reason
    g.holders["knight"] = g.current
    game._legal = None
    three = game.why_not(Action("move_plague", (_at(game, 3),)))
    assert three is not None and three.code == "plague_too_far"
    assert three.params["most"] == 2 and "at most 2 steps" in three.reason
    assert game.why_not(Action("move_plague", (_at(game, 2),))) is None
    wrong_place = game.why_not(Action("place", (_at(game, 1), 9)))
    assert wrong_place is not None and wrong_place.code != three.code


def test_bigbox_three_steps_with_two_chivalry_cards_is_at_most_two_steps() -> None:
    game = _in_actions_after_placing((4, "bigbox", {"cards": CHIVALRY, "modules": []}))
    g = game.state
    g.holders["knight"] = g.holders["soldier"] = g.current
    game._legal = None
    to = _at(game, 3)
    reason = game.why_not(Action("move_plague", (to,)))
    assert reason is not None and reason.code == "plague_too_far", reason
    assert "at most 2 steps" in reason.reason and "border" not in reason.reason


def test_out_of_phase_too_far_and_wrong_place_are_three_reasons() -> None:
    game = _in_actions_after_placing((2,))
    outside = next(r for r in game.rules.map.regions if r not in game.rules.order)
    reasons = {
        "out of phase": game.why_not(Action("knight_bonus", (True,))),
        "too far": game.why_not(Action("move_plague", (_at(game, 2),))),
        "wrong place": game.why_not(Action("place", (outside, 1))),
    }
    assert [r.code if r else None for r in reasons.values()] == [
        "no_bonus_now", "plague_too_far", "region_not_in_play"], reasons


def test_out_of_phase_comes_before_a_card_not_in_the_game() -> None:
    game = registry.new_game(RATTUS.config(4), 1)  # the initial placement
    assert game.phase == "setup"
    for action in (Action("take_card", ("messenger",)), Action("merchant",
                                                               ("gallia", "italia", 1))):
        reason = game.why_not(action)
        assert reason is not None and reason.code == "wrong_phase", (action, reason)
