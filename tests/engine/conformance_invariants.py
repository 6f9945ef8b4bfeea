"""Each registered game's own invariants, for the generic conformance test.

A new game must add its checker here (the conformance test fails for a registered
game without one)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parent.parent
for folder in (TESTS, *(TESTS / "games" / g for g in ("rattus", "cartus", "notredame"))):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


def _rattus(game: Any) -> None:
    from rattus_invariants import check_invariants

    check_invariants(game)


def _cartus(game: Any) -> None:
    from cartus_helpers import check_invariants

    check_invariants(game.state)


def _notredame(game: Any) -> None:
    from notredame_invariants import check

    check(game.state)


INVARIANTS: dict[str, Callable[[Any], None]] = {
    "rattus": _rattus,
    "cartus": _cartus,
    "notredame": _notredame,
}
