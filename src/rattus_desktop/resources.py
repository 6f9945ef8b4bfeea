"""Find the application's files whether installed, run from a checkout, or frozen.

One helper for every kind of file: art (``assets/``) and
translations (``translations/``). In a PyInstaller bundle everything lies below
``sys._MEIPASS`` in the same layout as the installed package.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def _roots() -> tuple[Path, ...]:
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "rattus_desktop")
    roots.append(_PACKAGE_DIR)
    # A source checkout: assets/ and translations/ sit at the repository's top level.
    roots.append(_PACKAGE_DIR.parent.parent)
    return tuple(roots)


def find(kind: str, name: str = "") -> Path:
    """Return the path of ``kind/name`` (kind: data, assets or translations).

    Raises FileNotFoundError naming every place that was searched.
    """
    tried = []
    for root in _roots():
        candidate = root / kind / name if name else root / kind
        if candidate.exists():
            return candidate
        tried.append(str(candidate))
    raise FileNotFoundError(f"{kind}/{name} not found; looked in: {', '.join(tried)}")


def asset(name: str) -> Path:
    return find("assets", name)


def translations_dir() -> Path:
    return find("translations")
