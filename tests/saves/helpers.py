"""Seeded random sessions for the save tests (Qt-free; also used by tests/saves_gui)."""

from __future__ import annotations

import random

from rattus_desktop.play.session import Seat, Session
from sessions import rattus_session

COLOURS = ("#c0392b", "#2471a3", "#229954", "#d4ac0d")


def seats(players: int, bots: bool = False) -> list[Seat]:
    return [Seat(f"Player {i + 1}", COLOURS[i], "easy" if bots and i else "human")
            for i in range(players)]


def random_session(seed: int, players: int | None = None, partial: float = 0.0,
                   bots: bool = False, limit: int | None = None) -> Session:
    """A session played with random legal actions: to the end, or to ``limit`` actions,
    or (with probability ``partial``) to a random point of the game."""
    rng = random.Random(seed)
    players = players or rng.choice((2, 3, 4))
    session = rattus_session(seats(players, bots), seed=rng.randrange(2**32))
    if limit is None and rng.random() < partial:
        limit = rng.randrange(1, 100)
    while not session.game.is_over and (limit is None or len(session.log) < limit):
        session.apply(rng.choice(session.game.legal_actions()))
    return session
