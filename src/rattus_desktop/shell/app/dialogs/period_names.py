"""Computer seats' names: a small cast of period names in both languages
(``period_names.toml``), so that a computer opponent is not "Player 3"."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

DATA_FILE = Path(__file__).with_name("period_names.toml")


@cache
def cast() -> tuple[dict[str, str], ...]:
    """Every name of the cast, each as ``{language: name}`` (ValueError if malformed)."""
    raw = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))
    names = raw.get("name")
    if not isinstance(names, list) or not names:
        raise ValueError(f"{DATA_FILE.name}: no [[name]] entries")
    for entry in names:
        if not isinstance(entry, dict) or not all(
                isinstance(entry.get(k), str) and entry[k] for k in ("en", "zh_TW")):
            raise ValueError(f"{DATA_FILE.name}: every name needs en and zh_TW: {entry!r}")
    return tuple(names)


def computer_name(seat: int, lang: str) -> str:
    """The cast's name for ``seat`` in ``lang`` (English for a language it lacks)."""
    entry = cast()[seat % len(cast())]
    return entry.get(lang) or entry["en"]


def is_cast_name(text: str) -> bool:
    """Whether ``text`` is one of the cast's names in any language."""
    return any(text in entry.values() for entry in cast())
