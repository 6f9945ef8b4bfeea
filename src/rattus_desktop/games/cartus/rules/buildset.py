"""The new-game option ``building_set``: which 30 building cards are in play."""

from __future__ import annotations

import random
from typing import Any

from rattus_desktop.engine.errors import ConfigError

from .data import Catalogue

MODES = ("beginner", "random_type", "random_mix")


def check_set(cat: Catalogue, value: Any) -> Any:
    """``value`` in its frozen option form (ConfigError when it names no valid set)."""
    if isinstance(value, str):
        if value not in MODES:
            raise ConfigError("bad_building_set", f"unknown building_set {value!r}",
                              value=value)
        return value
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise ConfigError("bad_building_set", "building_set must be a mode or a list of ids")
    if len(value) == 6:
        return _check_types(cat, tuple(value))
    if len(value) == 30:
        return _check_cards(cat, tuple(value))
    raise ConfigError("bad_building_set", "building_set lists 6 buildings or 30 cards")


def _check_types(cat: Catalogue, ids: tuple[str, ...]) -> tuple[str, ...]:
    unknown = [b for b in ids if b not in cat.buildings]
    if unknown:
        raise ConfigError("bad_building_set", f"unknown building {unknown[0]!r}")
    if sorted(cat.buildings[b].cls for b in ids) != sorted(cat.classes):
        raise ConfigError("bad_building_set", "building_set needs one building per class")
    return ids


def _check_cards(cat: Catalogue, ids: tuple[str, ...]) -> tuple[str, ...]:
    unknown = [c for c in ids if c not in cat.cards]
    if unknown:
        raise ConfigError("bad_building_set", f"unknown building card {unknown[0]!r}")
    if len(set(ids)) != len(ids):
        raise ConfigError("bad_building_set", "a building card is listed twice")
    for cls in cat.classes:
        if sum(1 for c in ids if cat.building_of(c).cls == cls) != 5:
            raise ConfigError("bad_building_set", f"building_set needs 5 {cls} cards")
    return ids


def _copies(cat: Catalogue, building: str) -> list[str]:
    return [c for c, b in cat.cards.items() if b == building]


def choose(cat: Catalogue, value: Any, rng: random.Random) -> tuple[list[str], bool]:
    """The 30 cards in play, and whether they are public (not ``random_mix``)."""
    if value == "beginner":
        value = cat.beginner
    if value == "random_type":
        value = tuple(rng.choice([b for b in sorted(cat.buildings)
                                  if cat.buildings[b].cls == cls]) for cls in cat.classes)
    if value == "random_mix":
        cards: list[str] = []
        for cls in cat.classes:
            pool = sorted(c for c in cat.cards if cat.building_of(c).cls == cls)
            rng.shuffle(pool)
            cards += pool[:5]
        return cards, False
    if len(value) == 6:
        return [c for b in value for c in _copies(cat, b)], True
    return list(value), True
