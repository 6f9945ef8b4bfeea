"""Seeded bots are deterministic; they stop promptly when asked."""

from __future__ import annotations

import time

from rattus_desktop.bots import make_bot
from rattus_desktop.bots.tournament import play_game, seats_for
from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic

from .helpers import random_position, tiny_search


def _record(players: int, seed: int, factory) -> list:
    game = Game.new(classic(players), seed)
    bots = [factory(s) for s in range(players)]
    out = []
    while not game.is_over:
        seat = game.state.current
        action = bots[seat].choose(game.view(seat))
        out.append(action)
        game.apply(action)
    return out


def test_a_seeded_easy_bot_is_deterministic() -> None:
    def factory(s: int):
        return make_bot("rattus", "easy", 40 + s)
    assert _record(4, 8, factory) == _record(4, 8, factory)


def test_a_seeded_search_bot_is_deterministic() -> None:
    def factory(s: int):
        return tiny_search(70 + s, 4) if s == 0 else make_bot("rattus", "random", s)
    assert _record(2, 5, factory) == _record(2, 5, factory)


def test_search_stops_promptly_when_asked() -> None:
    game = random_position(4, 2, 30)
    seat = game.state.current
    view = game.view(seat)
    bot = make_bot("rattus", "hard", 1)
    deadline = time.perf_counter() + 0.05
    told: list[float] = []  # when the search was first told to stop

    def should_stop() -> bool:
        if time.perf_counter() > deadline:
            told.append(time.perf_counter())
            return True
        return False

    action = bot.choose(view, should_stop)
    assert told, "a hard search runs longer than 50 ms here"
    assert time.perf_counter() - told[0] < 0.1  # one iteration at most, then it answers
    assert action in view.legal_actions
    assert bot.choose(view, lambda: True) in view.legal_actions


def test_tournament_rotates_seats_and_is_reproducible() -> None:
    bots = ["easy", "random", "random"]
    seats = [seats_for(bots, i) for i in range(3)]
    assert [s.index("easy") for s in seats] == [0, 1, 2]
    first = play_game(classic(len(bots)), bots, 4, 7)
    again = play_game(classic(len(bots)), bots, 4, 7)
    assert (first.scores, first.winner) == (again.scores, again.winner)
