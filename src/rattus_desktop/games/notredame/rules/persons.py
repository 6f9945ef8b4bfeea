"""Persons: the hire step's choices and each person's effect, by its data effect id.

Every count is taken in the hirer's seven sectors at the moment of hiring, with the
confidant counted as a marker and Notre Dame never counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.events import Event

from .data import Person, load
from .gains import gain_cubes, gain_gold, gain_prestige, marker_counts, total_markers
from .sectors import Fields, carry_out, effect_options, hotel_options, hotel_pick
from .state import State

Options = Callable[[State, int], list[Fields]]
Effect = Callable[[State, int, Person, dict[str, Any], list[Event]], None]


# -- choices -----------------------------------------------------------------------
def _minstrel_options(g: State, seat: int) -> list[Fields]:
    s = g.seats[seat]
    out: list[Fields] = []
    sectors = load().sectors
    for src in sectors:
        has_conf = s.confidant == src
        for dst in sectors:
            if dst == src:
                continue
            for count in range(1, min(3, s.markers(src)) + 1):
                flags = (False, True) if has_conf else (None,)
                for flag in flags:
                    if count - (1 if flag else 0) > s.sectors[src]:
                        continue
                    opt: Fields = (("from", src), ("to", dst), ("count", count))
                    if flag is not None:
                        opt += (("confidant", flag),)
                    out.append(opt)
    return out


def _jester_sources(g: State, seat: int) -> list[str]:
    s = g.seats[seat]
    out = [sector for sector in load().sectors if s.sectors[sector] > 0]
    if g.notre_dame[seat] > 0:
        out.append("notre_dame")
    if s.confidant is not None:
        out.append("confidant")
    return out


def _jester_options(g: State, seat: int) -> list[Fields]:
    s = g.seats[seat]
    out: list[Fields] = []
    for src in _jester_sources(g, seat):
        stands = s.confidant if src == "confidant" else src
        for dst in load().sectors:
            if dst != stands:
                k = s.sectors[dst] + 1 + (1 if s.confidant == dst else 0)
                out += [(("from", src), ("sector", dst), *o)
                        for o in effect_options(g, seat, dst, k)]
    return out


def _bishop_options(g: State, seat: int) -> list[Fields]:
    s = g.seats[seat]
    if s.stock == 0:
        return []
    out: list[Fields] = []
    for sector in load().sectors:
        if s.markers(sector) == 0:
            out += [(("sector", sector), *o) for o in effect_options(g, seat, sector, 1)]
    return out


def _landlady_options(g: State, seat: int) -> list[Fields]:
    return hotel_options(1)


OPTIONS: dict[str, Options] = {
    "move_markers": _minstrel_options,
    "move_and_act": _jester_options,
    "place_in_empty_and_act": _bishop_options,
    "gain_and_pick": _landlady_options,
}


def options_for(g: State, seat: int, person: str) -> list[Fields]:
    lister = OPTIONS.get(load().persons[person].effect)
    options = lister(g, seat) if lister else []
    return options or [()]


def legal(g: State, seat: int) -> list[Action]:
    out = [new_action("no_hire")]
    if g.seats[seat].gold < load().hire_cost:
        return out
    for person in dict.fromkeys(g.persons):  # options come in FIELD_ORDER already
        head = ("person", person)
        out += [new_action("hire", (head, *opt)) for opt in options_for(g, seat, person)]
    return out


# -- effects -----------------------------------------------------------------------
def _minstrel(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    if "from" not in f:
        return
    s = g.seats[seat]
    src, dst, count = f["from"], f["to"], f["count"]
    cubes = count - (1 if f.get("confidant") else 0)
    s.sectors[src] -= cubes
    s.sectors[dst] += cubes
    if f.get("confidant"):
        s.confidant = dst
    ev.append(Event("markers_moved", {"seat": seat, "from": src, "to": dst, "count": count,
                                      "confidant": bool(f.get("confidant"))}))


def _gain(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    gain_gold(g, seat, p.param("gold"), ev)
    gain_cubes(g, seat, p.param("cubes"), ev)
    gain_prestige(g, seat, p.param("prestige"), p.id, ev)


def _doctor(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    """Remembered by ``hired``; the plague step reads it."""


def _jester(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    if "from" not in f:
        return
    s = g.seats[seat]
    src, dst = f["from"], f["sector"]
    if src == "confidant":
        src = s.confidant
        s.confidant = dst
    elif src == "notre_dame":
        g.notre_dame[seat] -= 1
        s.sectors[dst] += 1
    else:
        s.sectors[src] -= 1
        s.sectors[dst] += 1
    ev.append(Event("marker_moved", {"seat": seat, "from": f["from"], "to": dst}))
    carry_out(g, seat, dst, f, ev)


def _landlady(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    gain_prestige(g, seat, p.param("prestige"), p.id, ev)
    for option in f["choices"]:
        hotel_pick(g, seat, option, ev)


def _bishop(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    if "sector" not in f:
        return
    s = g.seats[seat]
    s.stock -= 1
    s.sectors[f["sector"]] += 1
    ev.append(Event("cube", {"seat": seat, "from": "stock", "to": f["sector"]}))
    carry_out(g, seat, f["sector"], f, ev)


def _score(g: State, seat: int, p: Person, n: int, ev: list[Event]) -> None:
    gain_prestige(g, seat, n, p.id, ev)


def _per_empty(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    empty = sum(1 for k in marker_counts(g.seats[seat]) if k == 0)
    _score(g, seat, p, empty * p.param("prestige"), ev)


def _per_marker(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    _score(g, seat, p, total_markers(g.seats[seat]) * p.param("prestige"), ev)


def _per_message_group(g: State, seat: int, p: Person, f: dict[str, Any],
                       ev: list[Event]) -> None:
    groups = len(g.seats[seat].messages) // p.param("group")
    _score(g, seat, p, groups * p.param("prestige"), ev)


def _per_sector_group(g: State, seat: int, p: Person, f: dict[str, Any],
                      ev: list[Event]) -> None:
    size = p.param("group")
    groups = sum(k // size for k in marker_counts(g.seats[seat]))
    _score(g, seat, p, groups * p.param("prestige"), ev)


def _rat_distance(g: State, seat: int, p: Person, f: dict[str, Any],
                  ev: list[Event]) -> None:
    gap = load().track_max - g.seats[seat].rats
    _score(g, seat, p, gap * p.param("prestige"), ev)


def _per_occupied(g: State, seat: int, p: Person, f: dict[str, Any],
                  ev: list[Event]) -> None:
    occupied = sum(1 for k in marker_counts(g.seats[seat]) if k > 0)
    _score(g, seat, p, occupied * p.param("prestige"), ev)


def _largest(g: State, seat: int, p: Person, f: dict[str, Any], ev: list[Event]) -> None:
    _score(g, seat, p, max(marker_counts(g.seats[seat])) * p.param("prestige"), ev)


EFFECTS: dict[str, Effect] = {
    "move_markers": _minstrel,
    "gain": _gain,
    "doctor": _doctor,
    "move_and_act": _jester,
    "gain_and_pick": _landlady,
    "place_in_empty_and_act": _bishop,
    "per_empty_sector": _per_empty,
    "per_marker": _per_marker,
    "per_message_group": _per_message_group,
    "per_sector_group": _per_sector_group,
    "rat_distance": _rat_distance,
    "per_occupied_sector": _per_occupied,
    "largest_sector": _largest,
}


def apply_hire(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    person = load().persons[f["person"]]
    s = g.seats[seat]
    s.gold -= load().hire_cost
    s.hired = person.id
    ev.append(Event("hire", {"seat": seat, "person": person.id}))
    EFFECTS[person.effect](g, seat, person, f, ev)
