"""Actions: canonical JSON and text forms, and clear errors for unparsable ones."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.games.rattus.rules import (
    Action,
    ActionParseError,
    Game,
    action_from_json,
    action_from_text,
)
from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.games.rattus.rules.config import classic


def test_every_legal_action_round_trips_through_json_and_text() -> None:
    seen_types = set()
    for seed in range(40):
        game = Game.new(classic(4), seed)
        rng = random.Random(seed)
        while not game.is_over:
            for action in game.legal_actions():
                assert action_from_json(CODEC.to_json(action)) == action
                assert action_from_text(CODEC.to_text(action)) == action
                seen_types.add(action.type)
            game.apply(rng.choice(game.legal_actions()))
    assert {"setup_place", "take_card", "place", "merchant", "monk", "witch_look",
            "witch_swap", "king", "move_plague", "spread", "end_final_turn"} <= seen_types


def test_json_forms_match_the_contract() -> None:
    assert CODEC.to_json(Action("monk", (("gallia", 0), "germania"))) == {
        "type": "monk", "token": ["gallia", 0], "to": "germania"}
    assert CODEC.to_json(Action("witch_look", ((("gallia", 0), ("italia", 1)),))) == {
        "type": "witch_look", "tokens": [["gallia", 0], ["italia", 1]]}
    assert CODEC.to_json(Action("end_final_turn")) == {"type": "end_final_turn"}
    assert CODEC.to_text(Action("place", ("gallia", 2))) == "place gallia 2"


@pytest.mark.parametrize("raw, code", [
    ({"type": "teleport"}, "unknown_type"),
    ({"region": "gallia"}, "missing_type"),
    ({"type": "place", "region": "gallia"}, "missing_field"),
    ({"type": "place", "region": "atlantis", "count": 1}, "unknown_id"),
    ({"type": "place", "region": "gallia", "count": "2"}, "bad_field"),
    ({"type": "place", "region": "gallia", "count": True}, "bad_field"),
    ({"type": "take_card", "card": "pope"}, "unknown_id"),
    ({"type": "take_card", "card": 3}, "bad_field"),
    ({"type": "monk", "token": ["gallia"], "to": "italia"}, "bad_field"),
    ({"type": "witch_swap", "swap": "yes"}, "bad_field"),
    ("place gallia 2", "not_object"),
])
def test_malformed_actions_name_the_problem(raw: object, code: str) -> None:
    with pytest.raises(ActionParseError) as info:
        action_from_json(raw)
    assert info.value.code == code
    assert info.value.reason


def test_known_region_not_in_play_parses_but_is_illegal() -> None:
    action = action_from_json({"type": "setup_place", "region": "russia"})
    game = Game.new(classic(2), 1)
    assert not game.is_legal(action)


def test_witch_look_tokens_in_either_order() -> None:
    setup = {"current_player": 0, "plague": "anglia", "cards": {"witch": 0},
             "regions": {"gallia": {"rats": [{"n": 1}], "pieces": [0, 0]},
                         "italia": {"rats": [{"n": 2}], "pieces": [0, 0]}}}
    game = Game.from_setup(classic(2), setup)
    game.apply(action_from_json({"type": "witch_look", "tokens": [["italia", 0], ["gallia", 0]]}))
    assert game.phase == "witch_swap"


@pytest.mark.parametrize("text", ["", "fly away", "place gallia", "place gallia two",
                                  "place gallia 2 3"])
def test_bad_text(text: str) -> None:
    with pytest.raises(ActionParseError):
        action_from_text(text)


@pytest.mark.parametrize("raw", [{"type": ["place"]}, {"type": {"a": 1}},
                                 {"type": ["place"], "via": "guild"}, {"type": 1.5}])
def test_an_action_type_that_is_no_text_is_malformed_not_a_python_error(raw: object) -> None:
    """F4: a list as the type used to reach the catch-all as "unhashable type: 'list'"."""
    from rattus_desktop.games.rattus.rules.actions import CODEC

    with pytest.raises(ActionParseError) as info:
        CODEC.from_json(raw)
    assert info.value.code == "missing_type" and "type" in info.value.reason
