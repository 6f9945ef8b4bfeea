"""Cartus tests run the generic scenario runner with only Cartus installed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def only_cartus(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    import rattus_desktop.games as games
    from rattus_desktop.engine import registry

    monkeypatch.setattr(games, "INSTALLED", ("cartus",))
    registry.installed.cache_clear()
    registry.get.cache_clear()
    yield
    registry.installed.cache_clear()
    registry.get.cache_clear()
