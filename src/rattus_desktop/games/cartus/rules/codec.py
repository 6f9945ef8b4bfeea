"""The JSON and text forms of Cartus actions (``engine.actions.FieldCodec``)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import FieldCodec, FieldTable

from .data import catalogue

FIELDS: FieldTable = {
    "supply": (("building", "int"),),
    "look": (("position", "int"),),
    "enter": (("building", "int"), ("cards", "cards")),
    "pass": (),
    "sword": (("target", "int"),),
    "give": (("cards", "cards"),),
    "flute": (("target", "int"),),
    "hospital": (("cards", "cards"),),
}


def parse_cards(value: Any) -> tuple[str, ...]:
    """A JSON list of card names as a sorted tuple (ValueError naming what is expected)."""
    if not isinstance(value, list | tuple) or not all(isinstance(c, str) for c in value):
        raise ValueError("a list of card names")
    cat = catalogue()
    for card in value:
        if not cat.is_card(card):
            raise ValueError(f"a list of card names ({card!r} is no card)")
    return tuple(sorted(value))


def _cards_text(value: tuple[str, ...]) -> str:
    return ",".join(value) if value else "-"


def _read_cards(words: list[str]) -> tuple[Any, list[str]]:
    if not words:
        return [], words
    word, rest = words[0], words[1:]
    return ([] if word == "-" else word.split(",")), rest


CODEC = FieldCodec(
    FIELDS, {"cards": parse_cards},
    to_json_kinds={"cards": list},
    to_text_kinds={"cards": _cards_text},
    text_kinds={"cards": _read_cards},
)
