"""The hint's reason in Rattus: the plague risk a move changes, computed by hand."""

from __future__ import annotations

from fractions import Fraction

from rattus_desktop.engine.actions import Action
from rattus_desktop.games.rattus.insight.hint_reason import HintReason, hint_reason
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.game import Game

# the position of test_risk.test_one_token_four_faces_unseen: Gallia, Ann 3 and Bo 1,
# one token from {M, H5, A, CH}: P = 3/4, Ann loses 3/4, Bo 1/4; Ann holds the Merchant
DOC = {"current_player": 0, "plague": "anglia", "cards": {"monk": 0, "merchant": 0},
       "supply": [{"n": 5}, {"n": 2, "all": 1}, {"n": 4, "classes": ["church"]}],
       "regions": {"gallia": {"rats": [{"n": 1, "majority": 1}], "pieces": [3, 1]}}}


def _game() -> Game:
    return Game.from_setup(configure(2, "classic", None), DOC)


def test_taking_the_plague_there() -> None:
    game = _game()
    reason = hint_reason(game.view(0), Action("move_plague", ("gallia",)))
    assert reason == HintReason("plague_to", "gallia", Fraction(3, 4), Fraction(3, 4),
                                Fraction(3, 4), Fraction(3, 4), 1, Fraction(1, 4))


def test_moving_pieces_out_of_danger() -> None:
    """The Merchant takes Ann's 3 pieces to Hispania: POP 1 in Gallia, only M (1) breaks
    out there now (1/4), and Ann has nothing left to lose there (3/4 -> 0)."""
    game = _game()
    action = Action("merchant", ("gallia", "hispania", 3))
    assert game.why_not(action) is None
    reason = hint_reason(game.view(0), action)
    assert reason == HintReason("risk_change", "gallia", Fraction(3, 4), Fraction(1, 4),
                                Fraction(3, 4), Fraction(0))


def test_a_move_that_changes_no_risk() -> None:
    game = _game()
    assert hint_reason(game.view(0), Action("take_card", ("king",))) is None
