"""A refusal names the first rule the action breaks: out of phase, too far, a wrong
place each get their own reason (issue 32, F8)."""

from __future__ import annotations

import random

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.games.notredame.rules.codec import make
from rattus_desktop.games.notredame.rules.data import table
from rattus_desktop.games.notredame.rules.game import NotreDameGame


def _playing(seed: int) -> NotreDameGame:
    game = registry.new_game(registry.get("notredame").config(4), seed)
    assert isinstance(game, NotreDameGame)
    rng = random.Random(seed)
    while game.phase != "actions":
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    return game


def test_out_of_phase_too_far_and_wrong_place_are_three_reasons() -> None:
    game = _playing(5)
    g = game.state
    seat = g.seats[game.current_player or 0]
    board = table(g.players)
    far = next(m for m in board.markets if m not in board.within(seat.carriage, 1))
    missing = next(c for c in ("residence", "hospital", "bank", "park", "hotel")
                   if c not in seat.hand)
    seat.hand.append("carriage_house")
    seat.sectors["carriage_house"] = 0
    reasons = {
        "out of phase": game.why_not(make("draft", card="residence")),
        "too far": game.why_not(make("play", card="carriage_house", market=far,
                                     take=False)),
        "wrong place": game.why_not(make("play", card=missing)),
    }
    assert [r.code if r else None for r in reasons.values()] == [
        "wrong_phase", "too_far", "card_not_in_hand"], reasons
    too_far = reasons["too far"]
    assert too_far is not None and far in too_far.reason and "1 step" in too_far.reason


def test_a_refused_far_carriage_changes_nothing() -> None:
    game = _playing(8)
    g = game.state
    seat = g.seats[game.current_player or 0]
    board = table(g.players)
    far = next(m for m in board.markets if m not in board.within(seat.carriage, 2))
    before = game.summary()
    action = Action("play", (("card", "carriage_house"), ("market", far)))
    assert game.why_not(action) is not None and not game.is_legal(action)
    assert game.summary() == before
