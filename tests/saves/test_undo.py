"""The undo/redo policy of Session (BGA-like), checked on seeded random games."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.play.session import Seat, Session, UndoRefused
from rattus_desktop.play.undo import REASONS
from sessions import rattus_session

from .helpers import seats

HIDDEN_KINDS = frozenset({"token_revealed", "token_spread", "witch_looked", "witch_saw"})


def _play_until(session: Session, rng: random.Random, done) -> None:
    for _ in range(2000):
        if done(session):
            return
        session.apply(rng.choice(session.game.legal_actions()))
    pytest.fail("condition never met")


def test_existing_api_still_works() -> None:
    first = rattus_session(seats(3), 42)
    rng = random.Random(1)
    for _ in range(30):
        first.apply(rng.choice(first.game.legal_actions()))
    again = rattus_session(first.seats, 42, None, list(first.log))
    assert again.game.summary() == first.game.summary()
    assert again.current_seat is again.seats[again.game.current_player]


def test_undo_inside_a_turn_restores_the_board_and_redo_replays() -> None:
    session = rattus_session(seats(2), 5)
    rng = random.Random(5)
    _play_until(session, rng, lambda s: s.game.phase == "actions" and s.can_undo() is False
                and s.steps[-1].action.type != "setup_place")
    before = session.game.summary()
    action = next(a for a in session.game.legal_actions() if a.type == "take_card")
    session.apply(action)
    assert session.can_undo() and not session.can_redo()
    assert session.undo() == [action]
    assert session.game.summary() == before and session.can_redo()
    assert session.redo() == [action]
    assert session.log[-1] == action and not session.can_redo()


def test_a_new_action_clears_redo() -> None:
    session = rattus_session(seats(2), 8)
    rng = random.Random(8)
    _play_until(session, rng, lambda s: s.can_undo())
    session.undo()
    session.apply(rng.choice(session.game.legal_actions()))
    assert not session.can_redo()
    with pytest.raises(UndoRefused) as info:
        session.redo()
    assert info.value.code == "nothing_to_redo"


def test_hot_seat_never_undoes_the_previous_player() -> None:
    session = rattus_session(seats(3), 2)
    _play_until(session, random.Random(2), lambda s: s.game.phase == "actions"
                and s.steps[-1].actor != s.game.current_player)
    assert session.undo_refusal() == "not_your_action"
    with pytest.raises(UndoRefused) as info:
        session.undo()
    assert info.value.code == "not_your_action" and info.value.reason == REASONS[info.value.code]


def test_nothing_to_undo_and_game_over() -> None:
    session = rattus_session(seats(2), 1)
    assert session.undo_refusal() == "nothing_to_undo"
    _play_until(session, random.Random(1), lambda s: s.game.is_over)
    assert session.undo_refusal() == "game_over"


def test_bots_turn_refuses_and_a_wrong_seat_refuses() -> None:
    session = rattus_session(seats(2, bots=True), 4)
    _play_until(session, random.Random(4), lambda s: s.game.current_player == 1)
    assert session.undo_refusal() == "not_your_turn"
    session2 = rattus_session(seats(2), 4)
    _play_until(session2, random.Random(4), lambda s: s.can_undo())
    assert session2.undo_refusal(seat=1 - session2.game.current_player) == "not_your_turn"


def test_undo_right_after_a_witch_peek_is_refused() -> None:
    for seed in range(200):
        session = rattus_session(seats(2), seed)
        rng = random.Random(seed)
        while not session.game.is_over:
            session.apply(rng.choice(session.game.legal_actions()))
            if session.steps[-1].action.type == "witch_look":
                assert session.undo_refusal() == "past_peek"
                return
    pytest.fail("no Witch peek in 200 games")


def _expected_against_bots(session: Session) -> str | None:
    """The refusal at the start of the human's turn: the newest hidden step before theirs."""
    for step in reversed(session.steps):
        if step.hidden:
            return step.hidden
        if step.actor == session.game.current_player:
            return None
    return "not_your_action"


def test_against_bots_undo_across_a_reveal_is_refused() -> None:
    seen: set[str | None] = set()
    for seed in range(30):
        session = rattus_session(seats(3, bots=True), seed)
        rng = random.Random(seed)
        while not session.game.is_over:
            last = session.steps[-1] if session.steps else None
            if session.game.current_player == 0 and last is not None and last.actor != 0:
                expected = _expected_against_bots(session)
                assert session.undo_refusal() == expected
                seen.add(expected)
            session.apply(rng.choice(session.game.legal_actions()))
    assert {"past_reveal", "past_draw", None} <= seen, seen


def test_against_bots_back_to_the_previous_turn_when_nothing_was_revealed() -> None:
    # setup placements reveal nothing: after a bot placed, the human may take back both
    session = rattus_session([Seat("Ann", "#111111"), Seat("Bot", "#222222", "easy")], 3,
                      start_player=0)
    rng = random.Random(3)
    session.apply(rng.choice(session.game.legal_actions()))  # Ann
    session.apply(rng.choice(session.game.legal_actions()))  # Bot
    session.apply(rng.choice(session.game.legal_actions()))  # Bot again (snake order)
    assert session.game.current_player == 0
    before = rattus_session(session.seats, 3, 0).game.summary()
    assert len(session.undo()) == 3
    assert session.game.summary() == before and session.game.current_player == 0
    session.redo()
    assert len(session.log) == 3
    hot_seat = rattus_session([Seat("Ann", "#111111"), Seat("Bo", "#222222")], 3, 0,
                       list(session.log))
    assert hot_seat.undo_refusal() == "not_your_action"


def _random_walk(seed: int, bots: bool) -> None:
    """Random play with random undo/redo; check the policy's promises on every undo."""
    rng = random.Random(seed)
    session = rattus_session(seats(rng.choice((2, 3, 4)), bots), seed)
    history: dict[int, dict] = {0: session.game.summary()}
    while not session.game.is_over:
        if session.can_undo() and rng.random() < 0.3:
            seat, length = session.game.current_player, len(session.log)
            undone = session.undo()
            assert len(session.log) == len(session.steps) == length - len(undone)
            assert session.game.current_player == seat
            assert session.game.summary() == history[len(session.log)]
            if rng.random() < 0.5:
                session.redo()
                assert len(session.log) == length
            continue
        session.apply(rng.choice(session.game.legal_actions()))
        history[len(session.log)] = session.game.summary()


@pytest.mark.parametrize("seed", range(40))
def test_random_walks_with_undo(seed: int) -> None:
    _random_walk(seed, bots=seed % 2 == 1)


def test_undo_never_crosses_hidden_events() -> None:
    for seed in range(40):
        rng = random.Random(seed)
        session = rattus_session(seats(3, bots=seed % 2 == 0), seed)
        while not session.game.is_over:
            if session.can_undo():
                steps = list(session.steps)
                count = len(session.undo())
                for step in steps[len(steps) - count:]:
                    assert not (HIDDEN_KINDS & {e.kind for e in step.events})
                session.redo()
            session.apply(rng.choice(session.game.legal_actions()))


def test_redo_that_became_illegal_is_refused() -> None:
    session = rattus_session(seats(2), 6)
    _play_until(session, random.Random(6), lambda s: s.can_undo())
    session.undo()
    session._redo[-1] = [Action("move_plague", ("atlantis",))]  # a corrupted redo stack
    summary = session.game.summary()
    with pytest.raises(UndoRefused) as info:
        session.redo()
    assert info.value.code == "redo_illegal" and session.game.summary() == summary


def test_listeners_hear_every_change() -> None:
    session = rattus_session(seats(2), 7)
    heard: list[int] = []
    session.listeners.append(lambda s: heard.append(len(s.log)))
    _play_until(session, random.Random(7), lambda s: s.can_undo())
    session.undo()
    session.redo()
    assert heard[-2:] == [len(session.log) - 1, len(session.log)]
