"""The Cartus catalogue, read once from ``data/rattus-cartus-cards.toml``."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "rattus-cartus-cards.toml"


@dataclass(frozen=True, slots=True)
class BuildingDef:
    id: str
    cls: str
    premium: dict[str, Any]
    standard: dict[str, Any]


@dataclass(frozen=True, slots=True)
class CountRules:
    rounds: int
    reveal: int
    replacement: int
    track_points: tuple[int, ...]
    gold_points: tuple[int, ...]
    single_premium: bool


@dataclass(frozen=True)
class Catalogue:
    classes: tuple[str, ...]
    population: dict[str, int]  # "class:nuns" -> copies
    piles: dict[str, int]  # joker and specials -> copies
    committable: frozenset[str]  # pile kinds that may be laid
    buildings: dict[str, BuildingDef]
    cards: dict[str, str]  # building card id -> building id
    supply_of: dict[str, str]  # building card id -> supply group id
    groups: dict[str, tuple[tuple[str, int], ...]]  # group -> ((icon, n), ...)
    beginner: tuple[str, ...]
    counts: dict[int, CountRules]
    hand_points: tuple[int, int]
    special_points: tuple[int, int]
    special_kinds: tuple[str, ...]
    gold_tie_pool: int
    gold_second_pool: int
    gold_tie_pool_2p: int
    start_rats: int

    def is_card(self, name: str) -> bool:
        return name in self.population or name in self.piles

    def building_of(self, card: str) -> BuildingDef:
        return self.buildings[self.cards[card]]

    def class_of(self, card: str) -> str | None:
        """The class of a population card (None for a joker or special)."""
        return card.partition(":")[0] if ":" in card else None


def _population(raw: dict[str, list[int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for cls, nuns in raw.items():
        for n in nuns:
            key = f"{cls}:{n}"
            out[key] = out.get(key, 0) + 1
    return out


def _counts(raw: dict[str, Any]) -> dict[int, CountRules]:
    return {int(k): CountRules(v["rounds"], v["reveal"], v["replacement"],
                               tuple(v["track_points"]), tuple(v["gold_points"]),
                               bool(v["single_premium"])) for k, v in raw.items()}


@cache
def catalogue() -> Catalogue:
    raw = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))
    buildings = {bid: BuildingDef(bid, b["class"], dict(b["premium"]), dict(b["standard"]))
                 for bid, b in raw["buildings"].items()}
    groups = {g: tuple((i["icon"], int(i.get("n", 1))) for i in icons)
              for g, icons in raw["supply_groups"].items()}
    maj = raw["majorities"]
    return Catalogue(
        classes=tuple(raw["classes"]),
        population=_population(raw["population"]),
        piles={k: int(v["count"]) for k, v in raw["piles"].items()},
        committable=frozenset(k for k, v in raw["piles"].items() if v["commit"]),
        buildings=buildings,
        cards={c["id"]: c["building"] for c in raw["building_cards"]},
        supply_of={c["id"]: c["supply"] for c in raw["building_cards"]},
        groups=groups,
        beginner=tuple(raw["beginner_set"]),
        counts=_counts(raw["players"]),
        hand_points=(maj["hand"][0], maj["hand"][1]),
        special_points=(maj["specials"][0], maj["specials"][1]),
        special_kinds=tuple(maj["specials_kinds"]),
        gold_tie_pool=int(maj["gold_tie_pool"]),
        gold_second_pool=int(maj["gold_second_pool"]),
        gold_tie_pool_2p=int(maj["gold_tie_pool_2p"]),
        start_rats=int(raw["rats"]["start"]),
    )
