"""saves.unfinished: one slot per unfinished game, newest first, removed at the end."""

from __future__ import annotations

import os
import random

from rattus_desktop.play.session import Seat
from rattus_desktop.saves import unfinished
from sessions import rattus_session

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


def play(session, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.game.is_over:
            return
        session.apply(rng.choice(list(session.game.legal_actions())))


def test_two_games_two_slots_newest_first(tmp_path):
    first, second = rattus_session(SEATS, 4), rattus_session(SEATS, 5)
    tracker = unfinished.Tracker(tmp_path)
    tracker.follow(first)
    play(first, 3)
    first_path = tracker.path
    tracker.follow(second)
    play(second, 5, seed=2)
    os.utime(first_path, (1_000_000, 1_000_000))  # the first one is older
    games = unfinished.list_games(tmp_path)
    assert [g.path for g in games] == [tracker.path, first_path]
    assert [len(g.save.actions) for g in games] == [5, 3]
    assert games[1].load().game.summary() == first.game.summary()


def test_nothing_written_before_the_first_move(tmp_path):
    tracker = unfinished.Tracker(tmp_path)
    tracker.follow(rattus_session(SEATS, 4))
    assert unfinished.list_games(tmp_path) == []


def test_a_finished_game_leaves_the_list(tmp_path):
    session = rattus_session(SEATS, 7)
    tracker = unfinished.Tracker(tmp_path)
    tracker.follow(session)
    play(session, 2)
    assert tracker.path.exists()
    tracker.stop()
    play(session, 100_000, seed=3)
    assert session.game.is_over
    tracker.follow(session, path=next(tmp_path.glob("game-*.json")))
    assert list(tmp_path.glob("game-*.json")) == []


def test_a_damaged_slot_is_listed_and_kept(tmp_path):
    bad = tmp_path / "game-20260101-000000-1.json"
    bad.write_text("{ not json", encoding="utf-8")
    games = unfinished.list_games(tmp_path)
    assert len(games) == 1 and games[0].save is None and games[0].error is not None
    assert bad.exists()


def test_resuming_keeps_writing_the_same_slot(tmp_path):
    session = rattus_session(SEATS, 4)
    tracker = unfinished.Tracker(tmp_path)
    tracker.follow(session)
    play(session, 2)
    path = tracker.path
    resumed = unfinished.list_games(tmp_path)[0].load()
    tracker.follow(resumed, path)
    play(resumed, 2, seed=9)
    assert list(tmp_path.glob("game-*.json")) == [path]
    assert len(unfinished.list_games(tmp_path)[0].save.actions) == 4
