"""The small changes every effect is made of: prestige (with the Park bonus), gold,
cubes, rats and marker counts."""

from __future__ import annotations

from rattus_desktop.engine.events import Event

from .data import load
from .state import Seat, State


def gain_prestige(g: State, seat: int, n: int, source: str, ev: list[Event]) -> None:
    """One effect's prestige gain; the Park bonus is added once (nothing for 0)."""
    if n <= 0:
        return
    s = g.seats[seat]
    bonus = s.markers("park") // load().park_bonus_per
    s.prestige += n + bonus
    ev.append(Event("prestige", {"seat": seat, "gain": n, "park_bonus": bonus,
                                 "source": source}))


def gain_gold(g: State, seat: int, n: int, ev: list[Event]) -> None:
    if n > 0:
        g.seats[seat].gold += n
        ev.append(Event("gold", {"seat": seat, "gain": n}))


def gain_cubes(g: State, seat: int, n: int, ev: list[Event]) -> None:
    """Move up to ``n`` cubes from stock to reserve."""
    s = g.seats[seat]
    moved = min(n, s.stock)
    if moved > 0:
        s.stock -= moved
        s.reserve += moved
        ev.append(Event("cubes", {"seat": seat, "gain": moved}))


def rats_back(g: State, seat: int, n: int, ev: list[Event]) -> None:
    s = g.seats[seat]
    new = max(0, s.rats - n)
    if new != s.rats:
        ev.append(Event("rats", {"seat": seat, "from": s.rats, "to": new}))
        s.rats = new


def total_markers(s: Seat) -> int:
    return sum(s.sectors.values()) + (1 if s.confidant is not None else 0)


def cubes_placed(s: Seat) -> int:
    return sum(s.sectors.values())


def marker_counts(s: Seat) -> list[int]:
    return [s.markers(sector) for sector in load().sectors]
