"""The plague cards beyond the scenarios: what undo learns of a step, fresh uids for
re-used tokens, views during the Crusader's picks, and the kill tally's reset."""

from __future__ import annotations

import random
from typing import Any

from rattus_desktop.games.rattus.rules import Action, Game, action_from_json
from rattus_desktop.games.rattus.rules.config import bigbox

BASE = ["peasant", "merchant", "monk", "knight", "witch", "king"]
F = {"n": 9}


def _game(players: int, extra: list[str], setup: dict[str, Any]) -> Game:
    doc = {"current_player": 0, "plague": "anglia", "regions": {}, "supply": [F, F, F]}
    return Game.from_setup(bigbox(players, BASE + extra), {**doc, **setup})


def _crusader() -> Game:
    game = _game(4, ["crusader"], {
        "regions": {"gallia": {"rats": [{"n": 3, "all": 1}, {"n": 1, "all": 1}],
                               "pieces": [0, 1, 0, 0]}},
        "cards": {"crusader": 0}})
    for raw in ({"type": "place", "region": "gallia", "count": 2},
                {"type": "move_plague", "to": "gallia"},
                {"type": "spread", "region": "hispania"}):
        game.apply(_json(raw))
    return game


def _json(raw: dict[str, Any]) -> Action:
    return action_from_json(raw)


def test_turning_tokens_up_is_hidden_information_coming_out() -> None:
    game = _crusader()
    events = game.apply(_json({"type": "spread", "region": "italia"}))
    assert game.phase == "crusader_reveal"
    assert game.step_info(events).hidden == "past_reveal"


def test_a_sampled_world_during_the_picks_shows_the_same_view() -> None:
    game = _crusader()
    game.apply(_json({"type": "spread", "region": "italia"}))
    for seat in range(4):
        view = game.view(seat)
        world = view.sample(random.Random(seat))
        assert world.view(seat) == view
        assert world.legal_actions() == game.legal_actions()


def test_a_discarded_token_comes_back_under_a_new_uid() -> None:
    game = _game(2, ["soldier"], {
        "regions": {"gallia": {"rats": [{"n": 1, "all": 1}], "pieces": [0, 1]}},
        "supply": [F], "cards": {"soldier": 1}})
    seen = set()
    for raw in ({"type": "place", "region": "gallia", "count": 1},
                {"type": "move_plague", "to": "gallia"},
                {"type": "spread", "region": "hispania"},
                {"type": "move_plague", "to": "italia"},
                {"type": "spread", "region": "germania"}):
        for event in game.apply(_json(raw)):
            if event.kind == "token_revealed":
                seen.add(event.data["uid"])
    (token,) = game.state.rats["germania"]
    assert seen and token.uid not in seen  # its old uid was seen with its face
    assert game.view(0).tokens["germania"][0].face is None


def test_the_kill_tally_lives_only_during_a_plague_phase() -> None:
    game = _game(4, ["inquisitor"], {
        "regions": {"gallia": {"rats": [{"n": 1, "all": 2}], "pieces": [0, 2, 0, 0]}},
        "supply": [F, F], "cards": {"inquisitor": 0}})
    for raw in ({"type": "place", "region": "gallia", "count": 1},
                {"type": "move_plague", "to": "gallia"},
                {"type": "spread", "region": "hispania"}):
        game.apply(_json(raw))
    assert game.phase == "actions" and game.current_player == 1
    assert game.state.plague_cards.kills == []
