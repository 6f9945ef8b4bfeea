"""A refusal names the first rule the action breaks: out of phase, too far, a wrong
place each get their own reason (issue 32, F8)."""

from __future__ import annotations

import random

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import Game


def _at(phase: str, seed: int) -> Game:
    game = registry.new_game(registry.get("cartus").config(4), seed)
    rng = random.Random(seed)
    while game.phase != phase:
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_out_of_phase_too_far_and_wrong_place_are_three_reasons() -> None:
    entering, looking = _at("enter", 3), _at("look", 3)
    reasons = {
        "out of phase": entering.why_not(Action("look", (0,))),
        "too far": looking.why_not(Action("look", (7,))),
        "wrong place": entering.why_not(Action("enter", (99, ()))),
    }
    assert [r.code if r else None for r in reasons.values()] == [
        "not_due", "bad_position", "no_such_building"], reasons


def test_out_of_phase_comes_before_a_wrong_place() -> None:
    entering = _at("enter", 4)
    reason = entering.why_not(Action("supply", (99,)))  # both: not due and no building
    assert reason is not None and reason.code == "not_due", reason
