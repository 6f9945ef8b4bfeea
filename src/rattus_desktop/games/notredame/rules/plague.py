"""Rats and the plague step: each seat's delta, outbreaks and the cube an outbreak takes."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.events import Event

from .data import load
from .state import State, Step


def plague_value(g: State) -> int:
    persons = load().persons
    return sum(persons[p].rats for p in g.persons)


def resolve(g: State, seat: int, ev: list[Event]) -> None:
    """The plague arithmetic of one seat; pushes its outbreak choice when it has one."""
    s = g.seats[seat]
    hospital = s.markers("hospital")
    delta = -hospital if s.hired == "doctor" else plague_value(g) - hospital
    top = load().track_max
    if s.rats + delta > top:
        lost = min(s.prestige, load().outbreak_prestige)
        ev.append(Event("outbreak", {"seat": seat, "from": s.rats, "prestige_lost": lost}))
        s.rats = top
        s.prestige -= lost
        if any(s.sectors.values()):
            g.stack.append(Step("outbreak", seat))
        return
    new = max(0, s.rats + delta)
    ev.append(Event("plague", {"seat": seat, "delta": delta, "from": s.rats, "to": new}))
    s.rats = new


def fullest(g: State, seat: int) -> list[str]:
    sectors = g.seats[seat].sectors
    most = max(sectors.values())
    return [k for k, v in sectors.items() if v == most and v > 0]


def legal(g: State, seat: int) -> list[Action]:
    return [new_action("outbreak_remove", (("sector", s),)) for s in fullest(g, seat)]


def apply_remove(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    s = g.seats[seat]
    s.sectors[f["sector"]] -= 1
    s.stock += 1
    ev.append(Event("cube_lost", {"seat": seat, "sector": f["sector"]}))
