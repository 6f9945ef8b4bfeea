"""Shared helpers for the Qt-free save tests: seeded random sessions, a private home."""

from __future__ import annotations

from pathlib import Path

import pytest

from rattus_desktop.saves import write_save

from .helpers import random_session


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
