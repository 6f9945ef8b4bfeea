"""Events say what each action caused: reveals with faces, losses by whom and why, spreads."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import Game, action_from_json
from rattus_desktop.games.rattus.rules.config import classic

SETUP = {
    "current_player": 0, "plague": "gallia", "cards": {"monk": 1},
    "regions": {
        "germania": {"rats": [{"n": 2, "classes": ["church"], "majority": 1, "all": 1}],
                     "pieces": [2, 1]},
        "gallia": {"rats": [{"n": 9}], "pieces": [0, 0]},
    },
    "supply": [{"n": 1}, {"n": 2}],
}


def _act(game: Game, raw: dict) -> list:
    return game.apply(action_from_json(raw))


def test_plague_phase_events() -> None:
    game = Game.from_setup(classic(2), SETUP)
    events = _act(game, {"type": "place", "region": "germania", "count": 1})
    assert [(e.kind, e["seat"], e["region"], e["count"]) for e in events] == [
        ("placed", 0, "germania", 1)]
    events = _act(game, {"type": "move_plague", "to": "germania"})
    assert [e.kind for e in events] == ["plague_moved"]
    assert game.phase == "spread"
    events = _act(game, {"type": "spread", "region": "gallia"})  # 1 token there: 1 spread
    assert (events[0].kind, events[0]["region"]) == ("token_spread", "gallia")
    assert "face" not in events[0].data  # a spread token stays face down
    kinds = [e.kind for e in events]
    assert kinds[:2] == ["token_spread", "token_revealed"]
    reveal = events[1]
    assert reveal["face"] == {"n": 2, "classes": ["church"], "majority": 1, "all": 1}
    assert reveal["pop"] == 4 and reveal["outbreak"] is True
    losses = [(e["seat"], e["count"], e["cause"]) for e in events if e.kind == "pieces_lost"]
    # M: seat 0 leads with 3; A: both lose one; church: seat 1 holds the Monk
    assert losses == [(0, 1, "majority"), (0, 1, "all"), (1, 1, "all")]
    assert kinds[-1] == "turn_started" and events[-1]["seat"] == 1


def test_game_over_event_reports_scores_and_tie_break() -> None:
    setup = {"current_player": 1, "plague": "gallia", "final_round": {"trigger": 0},
             "regions": {"gallia": {"pieces": [3, 3]}}}
    game = Game.from_setup(classic(2), setup)
    events = _act(game, {"type": "end_final_turn"})
    over = events[-1]
    assert over.kind == "game_over"
    assert over["scores"] == [3, 3] and over["tie_break"] is True
    assert over["winner"] == 1  # clockwise from the trigger's left; the trigger last
