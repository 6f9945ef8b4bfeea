"""Neighbours under the Emperor's walls.

A wall stands on a border between two neighbouring regions (sea arrows included);
walled regions are no longer neighbours for anything that uses neighbours (plague
moves, spread, Monk, Merchant, Pied Piper, Queen, Nomad, Boccaccio). Without walls
these are the map's neighbours (``Rules.near``), unchanged and as fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.plague_cards_state import Wall

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Near = Mapping[str, tuple[str, ...]]


def near(g: GameState, rules: Rules) -> Near:
    """Every region's neighbours now (walls taken into account)."""
    walls = g.plague_cards.walls
    return rules.near if not walls else walled_near(rules, walls)


def wall(rules: Rules, a: str, b: str) -> Wall:
    """A border as a wall: its two regions in board order."""
    return (a, b) if rules.order[a] < rules.order[b] else (b, a)


def canonical_walls(rules: Rules, walls: Iterable[tuple[str, str]]) -> tuple[Wall, ...]:
    """Walls as the summary gives them: pairs in board order, the list sorted."""
    order = rules.order
    pairs = {wall(rules, a, b) for a, b in walls}
    return tuple(sorted(pairs, key=lambda w: (order[w[0]], order[w[1]])))


def borders(rules: Rules) -> tuple[Wall, ...]:
    """Every border between two regions in play (where a wall may stand), sorted."""
    return _borders(rules)


@lru_cache(maxsize=8)
def _borders(rules: Rules) -> tuple[Wall, ...]:
    return canonical_walls(rules, ((a, b) for a in rules.regions for b in rules.near[a]))


@lru_cache(maxsize=512)
def walled_near(rules: Rules, walls: tuple[Wall, ...]) -> dict[str, tuple[str, ...]]:
    cut = set(walls)
    return {r: tuple(n for n in rules.near[r] if wall(rules, r, n) not in cut)
            for r in rules.regions}


def reachable(g: GameState, rules: Rules, start: str, steps: int) -> tuple[str, ...]:
    """Regions 1..``steps`` steps from ``start`` (in board order)."""
    if not g.plague_cards.walls:
        return rules.reachable(start, steps)
    nbr = near(g, rules)
    seen = {start}
    edge = [start]
    for _ in range(steps):
        edge = [n for r in edge for n in nbr[r] if n not in seen]
        seen.update(edge)
    seen.discard(start)
    return tuple(sorted(seen, key=rules.order.__getitem__))


def distance(g: GameState, rules: Rules, start: str, to: str) -> int:
    """Steps from ``start`` to ``to`` (0 when the same; 1-3; 4 when farther)."""
    if start == to:
        return 0
    if not g.plague_cards.walls:
        return rules.distance(start, to)
    for steps in (1, 2, 3):
        if to in reachable(g, rules, start, steps):
            return steps
    return 4


def walled_in(rules: Rules, walls: tuple[Wall, ...], region: str) -> bool:
    """True when every border of ``region`` carries a wall."""
    near = rules.near[region]
    if len(near) > len(walls):
        return False
    cut = set(walls)
    return all(wall(rules, region, n) in cut for n in near)
