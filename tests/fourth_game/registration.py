"""Registering Pips for one test: the registry finds it like an installed game."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import rattus_desktop.games as games
from rattus_desktop.engine import registry

from .game_def import GAME


@contextmanager
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    module = types.ModuleType("rattus_desktop.games.pips")
    module.GAME = GAME  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rattus_desktop.games.pips", module)
    monkeypatch.setattr(games, "INSTALLED", (*games.INSTALLED, GAME.id))
    registry.installed.cache_clear()
    registry.get.cache_clear()
    try:
        yield
    finally:
        monkeypatch.undo()
        registry.installed.cache_clear()
        registry.get.cache_clear()
