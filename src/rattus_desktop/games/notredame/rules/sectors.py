"""The seven sector effects: the options each one offers and carrying it out.

An effect is reached by a ``play``, the Confidant card, the Jester or the Bishop,
always after its marker arrived; ``k`` is the sector's marker count then. The effect's
own fields (``choices`` for the Hotel, ``market`` and ``take`` for the Carriage House)
travel with the action that reaches it.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations_with_replacement
from typing import Any

from rattus_desktop.engine.events import Event

from . import messages
from .data import load, table
from .gains import gain_cubes, gain_gold, gain_prestige, rats_back
from .state import State

Fields = tuple[tuple[str, Any], ...]


def hotel_picks(k: int) -> int:
    return 2 if k >= load().hotel_two_picks_from else 1


def hotel_options(picks: int) -> list[Fields]:
    combos = combinations_with_replacement(load().hotel_options, picks)
    return [(("choices", combo),) for combo in combos]


def carriage_options(g: State, seat: int, k: int) -> list[Fields]:
    s = g.seats[seat]
    out: list[Fields] = []
    for market in table(g.players).within(s.carriage, k):
        if market in g.markets and messages.may_take(g, seat, messages.colour(market)):
            out.append((("market", market), ("take", False)))
            out.append((("market", market), ("take", True)))
        else:
            out.append((("market", market),))
    return out


def effect_options(g: State, seat: int, sector: str, k: int) -> list[Fields]:
    """Every legal set of effect fields for ``sector`` with ``k`` markers there."""
    if sector == "hotel":
        return hotel_options(hotel_picks(k))
    if sector == "carriage_house":
        return carriage_options(g, seat, k)
    return [()]


def effect_fields(sector: str) -> tuple[str, ...]:
    return {"hotel": ("choices",), "carriage_house": ("market", "take")}.get(sector, ())


def hotel_pick(g: State, seat: int, option: str, ev: list[Event]) -> None:
    if option == "gold":
        gain_gold(g, seat, 1, ev)
    elif option == "cube":
        gain_cubes(g, seat, 1, ev)
    else:
        rats_back(g, seat, 1, ev)


def _residence(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    gain_prestige(g, seat, k, "residence", ev)


def _rats(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    rats_back(g, seat, 1, ev)


def _school(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    gain_cubes(g, seat, k, ev)


def _bank(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    gain_gold(g, seat, k, ev)


def _carriage(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    s = g.seats[seat]
    market = f["market"]
    if market != s.carriage:
        ev.append(Event("carriage", {"seat": seat, "from": s.carriage, "to": market}))
        s.carriage = market
    if f.get("take"):
        messages.take(g, seat, market, ev)


def _hotel(g: State, seat: int, k: int, f: dict[str, Any], ev: list[Event]) -> None:
    for option in f["choices"]:
        hotel_pick(g, seat, option, ev)


EFFECTS: dict[str, Callable[[State, int, int, dict[str, Any], list[Event]], None]] = {
    "prestige_per_marker": _residence,
    "park": _rats,
    "hospital": _rats,
    "cubes_per_marker": _school,
    "gold_per_marker": _bank,
    "carriage_steps_per_marker": _carriage,
    "hotel": _hotel,
}


def carry_out(g: State, seat: int, sector: str, f: dict[str, Any], ev: list[Event]) -> None:
    """The effect of ``sector`` for ``seat``, counting its markers now."""
    k = g.seats[seat].markers(sector)
    ev.append(Event("effect", {"seat": seat, "sector": sector, "markers": k}))
    EFFECTS[load().sector_effect[sector]](g, seat, k, f, ev)
