"""Messages: the colour rule and taking one (its bonus applies at once)."""

from __future__ import annotations

from rattus_desktop.engine.events import Event

from .data import load, table
from .gains import gain_cubes, gain_gold, gain_prestige, rats_back
from .state import State


def colour(market: str) -> int:
    return int(market[1:market.index(".")])


def held_counts(g: State, seat: int) -> list[int]:
    counts = [0] * table(g.players).boroughs
    for c, _t in g.seats[seat].messages:
        counts[c] += 1
    return counts


def may_take(g: State, seat: int, c: int) -> bool:
    """The colour rule: colour ``c`` only while it is among the seat's least held."""
    counts = held_counts(g, seat)
    return counts[c] == min(counts)


def take(g: State, seat: int, market: str, ev: list[Event]) -> None:
    type_ = g.markets.pop(market)
    c = colour(market)
    g.seats[seat].messages.append((c, type_))
    ev.append(Event("message", {"seat": seat, "market": market, "colour": f"b{c}",
                                "type": type_}))
    bonus = load().messages[type_]
    gain_prestige(g, seat, bonus.prestige, "message", ev)
    gain_gold(g, seat, bonus.gold, ev)
    gain_cubes(g, seat, bonus.cubes, ev)
    rats_back(g, seat, bonus.rats, ev)
