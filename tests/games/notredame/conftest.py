"""Notre Dame tests: the registry holds this game (the "rattus" entry may not resolve
in every branch)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import rattus_desktop.games as games
from rattus_desktop.engine import registry


@pytest.fixture
def notredame_registry(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(games, "INSTALLED", ("notredame",))
    registry.installed.cache_clear()
    registry.get.cache_clear()
    yield
    registry.installed.cache_clear()
    registry.get.cache_clear()
