"""Cartus tests run the generic scenario runner with only Cartus installed."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

TESTS = Path(__file__).resolve().parents[2]
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

SHARED = Path("/work/shared/rules/examples")
OWN = TESTS / "scenarios" / "cartus"


@pytest.fixture(autouse=True)
def only_cartus(monkeypatch: pytest.MonkeyPatch) -> Any:
    import rattus_desktop.games as games
    from rattus_desktop.engine import registry

    monkeypatch.setattr(games, "INSTALLED", ("cartus",))
    registry.installed.cache_clear()
    registry.get.cache_clear()
    yield
    registry.installed.cache_clear()
    registry.get.cache_clear()


def load_doc(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc
