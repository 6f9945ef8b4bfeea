"""Shared helpers for the Qt-free save tests: seeded random sessions, a private home."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from rattus_desktop.saves import write_save
from rattus_desktop.session import Seat, Session

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
    session = Session(seats(players, bots), seed=rng.randrange(2**32))
    if limit is None and rng.random() < partial:
        limit = rng.randrange(1, 100)
    while not session.game.is_over and (limit is None or len(session.log) < limit):
        session.apply(rng.choice(session.game.legal_actions()))
    return session


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private RATTUS_DESKTOP_HOME so no test touches the real user folders."""
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="session")
def real_save(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """The bytes of a real save of a finished 3-player game."""
    path = tmp_path_factory.mktemp("real") / "game.json"
    write_save(random_session(11, players=3), path)
    return path.read_bytes()
