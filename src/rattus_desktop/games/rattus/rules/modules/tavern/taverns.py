"""Big Box Taverns (``tavern`` module): one city per region (named by its region id).

Whoever occupies a city adds 1 piece to that city's region with each normal placement
(ruling 22: automatic, in board order, while the reserve lasts, not on the turn the city
was taken). A normal placement is a ``place`` action outside the final round. End
(ruling 23): most cities 2 points, the next lower count 1 (3-6 players).
"""

from __future__ import annotations

import tomllib
from functools import cache
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.data import DATA_DIR
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.guild.guilds import majority_points
from rattus_desktop.games.rattus.rules.modules.guild.state import tavern_marker

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.state import GameState

MODULE = "tavern"


@cache
def tavern_cities() -> dict[str, dict[str, str]]:
    """Region id -> the city's names (``en``, ``zh_TW``)."""
    with (DATA_DIR / "rattus-bigbox-modules.toml").open("rb") as fh:
        raw = tomllib.load(fh)["tavern_cities"]
    return {region: {"en": v["en"], "zh_TW": v["zh_TW"]} for region, v in raw.items()}


def city_occupant(g: GameState, city: str) -> int | None:
    gs = g.guilds
    return None if gs is None or gs.tavern is None else gs.tavern.get(city)


def after_place(g: GameState, ev: list[Event]) -> None:
    """The active player's cities add their pieces after a normal placement."""
    gs = g.guilds
    if gs is None or gs.tavern is None or g.final is not None:
        return
    seat = g.current
    for city, holder in gs.tavern.items():  # board order
        if holder != seat or tavern_marker(city) in g.turn.used:
            continue
        if g.reserve[seat] == 0:
            return
        g.pieces[city][seat] += 1
        g.reserve[seat] -= 1
        ev.append(Event("tavern_added", {"seat": seat, "region": city}))


def tavern_points(g: GameState) -> list[int]:
    if g.guilds is None or g.guilds.tavern is None:
        return [0] * g.players
    counts = [0] * g.players
    for seat in g.guilds.tavern.values():
        if seat is not None:
            counts[seat] += 1
    return majority_points(counts, g.players)
