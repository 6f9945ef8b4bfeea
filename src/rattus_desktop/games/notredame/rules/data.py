"""The Notre Dame data file, loaded once: sectors, cards, persons, messages, tables, roads.

Everything the rules need as numbers or ids comes from ``data/notre-dame.toml``; this
module only gives it shape. ``table(players)`` adds what follows from a player count:
the boroughs on the table, the markets and their road distances.
"""

from __future__ import annotations

import tomllib
from collections import deque
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "notre-dame.toml"


@dataclass(frozen=True, slots=True)
class Person:
    id: str
    period: str  # "general" (brown) or "A" / "B" / "C" (gray)
    rats: int
    effect: str
    params: dict[str, Any]

    def param(self, key: str, default: int = 0) -> int:
        value = self.params.get(key, default)
        return int(value)


@dataclass(frozen=True, slots=True)
class Message:
    type: int
    prestige: int
    gold: int
    cubes: int
    rats: int  # a decrease, written as a positive number of spaces


@dataclass(frozen=True, slots=True)
class Table:
    """What one player count puts on the table."""

    players: int
    boroughs: int
    seat_boroughs: tuple[int, ...]
    tile_total: int
    markets: tuple[str, ...]  # board order: b0.c, b0.1 ... b0.4, b1.c ...
    message_markets: tuple[str, ...]
    distance: dict[str, dict[str, int]]

    def within(self, market: str, steps: int) -> tuple[str, ...]:
        """Markets at most ``steps`` roads from ``market`` (itself included), board order."""
        dist = self.distance[market]
        return tuple(m for m in self.markets if dist[m] <= steps)


@dataclass(frozen=True, slots=True)
class Data:
    raw: dict[str, Any]
    sectors: tuple[str, ...]
    sector_effect: dict[str, str]
    cards: tuple[str, ...]
    persons: dict[str, Person]
    person_ids: tuple[str, ...]
    brown: tuple[str, ...]
    gray: tuple[str, ...]  # A, then B, then C, each in data order
    periods: tuple[str, ...]
    rounds_per_period: int
    messages: dict[int, Message]
    hotel_options: tuple[str, ...]
    hotel_two_picks_from: int
    park_bonus_per: int
    donations: dict[int, int]  # gold -> prestige
    start: dict[str, Any]
    track_max: int
    outbreak_prestige: int
    draw: int
    hire_cost: int
    local_markets: tuple[str, ...]
    local_roads: tuple[tuple[str, str], ...]
    joins: tuple[tuple[str, str], ...]

    @property
    def rounds(self) -> int:
        return len(self.periods) * self.rounds_per_period

    def period_of(self, round_: int) -> str:
        return self.periods[(round_ - 1) // self.rounds_per_period]

    def ids(self) -> frozenset[str]:
        """Every id of the data file an id field may hold (markets aside)."""
        return frozenset(self.cards) | frozenset(self.sectors) | frozenset(
            self.person_ids) | frozenset(self.hotel_options)


def _persons(raw: dict[str, Any]) -> dict[str, Person]:
    out = {}
    for p in raw["persons"]:
        params = {k: v for k, v in p.items()
                  if k not in ("id", "period", "rats", "effect", "en", "zh_TW")}
        out[p["id"]] = Person(p["id"], p["period"], p["rats"], p["effect"], params)
    return out


def _messages(raw: dict[str, Any]) -> dict[int, Message]:
    return {m["type"]: Message(m["type"], m.get("prestige", 0), m.get("gold", 0),
                               m.get("cubes", 0), -m.get("rats", 0))
            for m in raw["messages"]}


@cache
def load() -> Data:
    raw = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))
    persons = _persons(raw)
    periods = tuple(raw["game"]["periods"])
    hotel = next(s for s in raw["sectors"] if s["id"] == "hotel")
    park = next(s for s in raw["sectors"] if s["id"] == "park")
    board = raw["board"]
    return Data(
        raw=raw,
        sectors=tuple(s["id"] for s in raw["sectors"]),
        sector_effect={s["id"]: s["effect"] for s in raw["sectors"]},
        cards=tuple(c["id"] for c in raw["cards"]),
        persons=persons,
        person_ids=tuple(persons),
        brown=tuple(p.id for p in persons.values() if p.period == "general"),
        gray=tuple(p.id for per in periods for p in persons.values() if p.period == per),
        periods=periods,
        rounds_per_period=raw["game"]["rounds_per_period"],
        messages=_messages(raw),
        hotel_options=tuple(hotel["options"]),
        hotel_two_picks_from=hotel["two_picks_from"],
        park_bonus_per=park["bonus_per_markers"],
        donations={d["gold"]: d["prestige"] for d in raw["notre_dame"]["donations"]},
        start=dict(raw["start"]),
        track_max=raw["plague"]["track_max"],
        outbreak_prestige=-raw["plague"]["outbreak_prestige"],
        draw=raw["round"]["draw"],
        hire_cost=raw["round"]["hire_cost"],
        local_markets=tuple(board["markets"]),
        local_roads=tuple((a, b) for a, b in board["local_roads"]),
        joins=tuple((a, b) for a, b in board["joins"]),
    )


def road_graph(data: Data, boroughs: int) -> list[tuple[str, str]]:
    """The roads of ``boroughs`` boroughs, built from the [board] rules."""
    roads = []
    for i in range(boroughs):
        roads += [(f"b{i}.{a}", f"b{i}.{b}") for a, b in data.local_roads]
        j = (i + 1) % boroughs
        roads += [(f"b{i}.{a}", f"b{j}.{b}") for a, b in data.joins]
    return roads


def _distances(markets: tuple[str, ...], roads: list[tuple[str, str]]
               ) -> dict[str, dict[str, int]]:
    near: dict[str, list[str]] = {m: [] for m in markets}
    for a, b in roads:
        near[a].append(b)
        near[b].append(a)
    out = {}
    for start in markets:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for there in near[here]:
                if there not in dist:
                    dist[there] = dist[here] + 1
                    queue.append(there)
        out[start] = dist
    return out


@cache
def table(players: int) -> Table:
    data = load()
    row = data.raw["player_counts"][str(players)]
    tile = data.raw["notre_dame"]["tiles"][row["tile"]]
    boroughs = row["boroughs"]
    markets = tuple(f"b{i}.{m}" for i in range(boroughs) for m in data.local_markets)
    message_markets = tuple(m for m in markets if not m.endswith(".c"))
    return Table(players, boroughs, tuple(row["seat_boroughs"]), tile["total"], markets,
                 message_markets, _distances(markets, road_graph(data, boroughs)))


def all_markets() -> frozenset[str]:
    """Every market of any table (the codec's widest check)."""
    data = load()
    most = max(int(k) for k in data.raw["player_counts"])
    return frozenset(table(most).markets) | frozenset(
        m for p in data.raw["player_counts"] for m in table(int(p)).markets)
