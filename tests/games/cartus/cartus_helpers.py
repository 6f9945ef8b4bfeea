"""Shared helpers of the Cartus tests (paths, invariants, a playout driver)."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

TESTS = Path(__file__).resolve().parents[2]
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

from rattus_desktop.games.cartus.rules.config import configure, new_game  # noqa: E402
from rattus_desktop.games.cartus.rules.game import CartusGame  # noqa: E402
from rattus_desktop.games.cartus.rules.legal import random_action  # noqa: E402
from rattus_desktop.games.cartus.rules.state import State  # noqa: E402

SHARED = Path("/work/shared/rules/examples")
OWN = TESTS / "scenarios" / "cartus"


def load_doc(path: Path) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def fresh(players: int, seed: int, building_set: Any = "beginner") -> CartusGame:
    return new_game(configure(players, "standard", {"building_set": building_set}), seed)


def playout(game: CartusGame, rng: random.Random) -> Iterator[CartusGame]:
    """Random legal actions to the end, yielding the game after each one."""
    while not game.is_over:
        game.apply(random_action(game.state, rng))
        yield game


def laid_cards(g: State) -> list[str]:
    return [c for s in g.row for cards in s.laid.values() for c in cards]


def check_invariants(g: State, before: dict[str, Any] | None = None) -> dict[str, Any]:
    """Assert the invariants of rattus-cartus.md; return what the next check compares."""
    cat = g.cat
    laid = laid_cards(g)
    pop = list(g.deck) + g.discard + g.nun_row + laid + [
        c for h in g.hands for c, n in h.items() for _ in range(n) if ":" in c]
    pop = [c for c in pop if ":" in c]
    assert len(pop) == g.pop_total
    for card in set(pop):
        assert pop.count(card) <= cat.population[card], card
    for kind, total in cat.piles.items():
        held = sum(h.get(kind, 0) for h in g.hands) + laid.count(kind)
        assert g.piles[kind] >= 0 and g.piles[kind] + held == total, kind
    assert "pass" not in laid and "gold" not in laid
    assert len(g.nun_row) == 5
    assert all(n > 0 for h in g.hands for n in h.values())
    assert min(g.rats) >= 0
    buildings = len(g.row) + len(g.building_deck) + len(g.replacement) + len(g.out)
    assert buildings == len(g.in_play)
    if not g.over:
        assert g.pending is not None and 0 <= g.pending.seat < g.players
    now = {"vp": list(g.vp), "track": {c: list(v) for c, v in g.track.items()},
           "nun_row": list(g.nun_row)}
    if before is not None:
        assert all(a <= b for a, b in zip(before["vp"], now["vp"], strict=True))
        for c in cat.classes:
            assert all(a <= b for a, b in zip(before["track"][c], now["track"][c],
                                              strict=True))
        assert before["nun_row"] == now["nun_row"]
    return now
