"""Load the rules data (maps, tokens, class cards) shipped as package data (TOML)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rattus_desktop.games.rattus.rules.tokens import Face

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
BANDS_BY_PLAYERS = {2: ("light",), 3: ("light", "middle"), 4: ("light", "middle", "dark")}


@dataclass(frozen=True)
class MapData:
    """A board: regions in board order, their bands, borders and display names."""

    regions: tuple[str, ...]
    bands: dict[str, str]
    borders: tuple[tuple[str, str, str], ...]
    names: dict[str, dict[str, str]]

    def in_play(self, players: int) -> tuple[str, ...]:
        bands = BANDS_BY_PLAYERS[players]
        return tuple(r for r in self.regions if self.bands[r] in bands)

    def neighbours(self, regions: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
        """Neighbours among ``regions`` only (regions not in play do not exist)."""
        present = set(regions)
        near: dict[str, set[str]] = {r: set() for r in regions}
        for a, b, _kind in self.borders:
            if a in present and b in present:
                near[a].add(b)
                near[b].add(a)
        order = {r: i for i, r in enumerate(regions)}
        return {r: tuple(sorted(near[r], key=order.__getitem__)) for r in regions}


@dataclass(frozen=True)
class TokenData:
    id: str
    start: bool
    face: Face


@dataclass(frozen=True)
class CardData:
    id: str
    cls: str
    set: str
    names: dict[str, str]
    needs: str | None = None


def _load(name: str) -> dict[str, Any]:
    with (DATA_DIR / name).open("rb") as fh:
        return tomllib.load(fh)


@cache
def europe_map() -> MapData:
    raw = _load("rattus-europe-map.toml")
    regions = tuple(raw["regions"])
    return MapData(
        regions=regions,
        bands={r: v["band"] for r, v in raw["regions"].items()},
        borders=tuple((a, b, k) for a, b, k in raw["borders"]),
        names={r: {"en": v["en"], "zh_TW": v["zh_TW"]} for r, v in raw["regions"].items()},
    )


@cache
def africa_regions() -> tuple[str, ...]:
    return tuple(_load("rattus-africa-map.toml").get("regions", {}))


@cache
def bigbox_map() -> MapData:
    """Europe with North Africa joined below it (17 regions, board order)."""
    europe, raw = europe_map(), _load("rattus-africa-map.toml")
    africa = raw["regions"]
    return MapData(
        regions=europe.regions + tuple(africa),
        bands={**europe.bands, **{r: v["band"] for r, v in africa.items()}},
        borders=europe.borders + tuple((a, b, k) for a, b, k in raw["borders"]),
        names={**europe.names,
               **{r: {"en": v["en"], "zh_TW": v["zh_TW"]} for r, v in africa.items()}},
    )


@dataclass(frozen=True)
class Bands:
    """The Big Box regions per player count and the tokens removed after the deal."""

    regions: dict[int, tuple[str, ...]]
    removed: dict[int, int]


@cache
def bigbox_bands() -> Bands:
    raw = _load("rattus-bigbox-bands.toml")
    return Bands({int(k): tuple(v) for k, v in raw.items() if k.isdigit()},
                 {int(k): int(v) for k, v in raw["removed"].items()})


@cache
def bigbox_tokens() -> tuple[TokenData, ...]:
    return tuple(
        TokenData(t["id"], bool(t["start"]), face_from_data(t))
        for t in _load("rattus-bigbox-tokens.toml")["tokens"]
    )


@cache
def known_modules() -> tuple[str, ...]:
    """The Big Box modules a data file knows (region cards, universities, ...)."""
    return ("region_cards", "universities", "upgrades", "guild", "tavern")


@cache
def classic_tokens() -> tuple[TokenData, ...]:
    return tuple(
        TokenData(t["id"], bool(t["start"]), face_from_data(t))
        for t in _load("rattus-classic-tokens.toml")["tokens"]
    )


def face_from_data(raw: dict[str, Any]) -> Face:
    return Face.from_json(raw)


@cache
def all_cards() -> dict[str, CardData]:
    raw = _load("rattus-bigbox-cards.toml")
    return {
        cid: CardData(cid, v["class"], v["set"], {"en": v["en"], "zh_TW": v["zh_TW"]},
                      v.get("needs"))
        for cid, v in raw["cards"].items()
    }


@cache
def classic_cards() -> tuple[str, ...]:
    """The six base class cards, in card-number order."""
    return tuple(c for c, d in all_cards().items() if d.set == "base")


@cache
def known_regions() -> frozenset[str]:
    """Every region id any data file knows (a region outside this set is malformed)."""
    return frozenset(europe_map().regions) | frozenset(africa_regions())
