"""The Big Box's joined board: Europe with North Africa below it (5-6 players).

North Africa's outlines come from ``assets/board/africa.svg`` and its anchors from
``africa-layout.toml``, moved down by the layout's ``offset`` so that both maps share
one coordinate space; the sea arrows to Europe are given in that space already.
"""

from __future__ import annotations

import tomllib
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QTransform

from rattus_desktop.games.rattus.rules.data import africa_regions
from rattus_desktop.games.rattus.ui.board_layout import (
    BOARD_H,
    BOARD_W,
    BoardGeometry,
    RegionGeometry,
    SeaArrow,
    board_geometry,
)
from rattus_desktop.games.rattus.ui.svgpath import region_paths
from rattus_desktop.resources import asset

AFRICA_SVG = "board/africa.svg"
AFRICA_H = 560.0
DEFAULT_OFFSET = BOARD_H


def _load_toml() -> dict[str, Any]:
    try:
        with asset("board/africa-layout.toml").open("rb") as fh:
            return tomllib.load(fh)
    except (FileNotFoundError, OSError, tomllib.TOMLDecodeError):
        return {}


def _point(raw: Any, dy: float) -> QPointF | None:
    if isinstance(raw, list) and len(raw) == 2 and all(isinstance(v, int | float)
                                                       for v in raw):
        return QPointF(float(raw[0]), float(raw[1]) + dy)
    return None


def _offset(raw: dict[str, Any]) -> float:
    board = raw.get("board")
    value = board.get("offset") if isinstance(board, dict) else None
    point = _point(value, 0.0)
    return point.y() if point is not None else DEFAULT_OFFSET


def _fallback(index: int, dy: float) -> QPainterPath:
    """A plain band of land when the art is missing (the game stays playable)."""
    path = QPainterPath()
    width = (BOARD_W - 60) / max(1, len(africa_regions()))
    path.addRect(QRectF(30 + index * width, dy + 170, width, AFRICA_H - 200))
    return path


def _region(rid: str, index: int, path: QPainterPath | None, table: Any,
            dy: float) -> RegionGeometry:
    shape = QTransform.fromTranslate(0, dy).map(path) if path is not None else \
        _fallback(index, dy)
    centre = shape.boundingRect().center()
    table = table if isinstance(table, dict) else {}
    tokens = [p for p in (_point(t, dy) for t in table.get("tokens", [])) if p is not None]
    return RegionGeometry(
        shape,
        _point(table.get("label"), dy) or QPointF(centre.x(), centre.y() - 90),
        tokens or [QPointF(centre.x() + dx, centre.y() - 30) for dx in (-64, 0, 64)],
        _point(table.get("pieces"), dy) or QPointF(centre.x(), centre.y() + 50),
        _point(table.get("plague"), dy) or QPointF(centre.x() - 90, centre.y() + 60),
    )


@cache
def africa_geometry() -> tuple[dict[str, RegionGeometry], list[SeaArrow], float]:
    """North Africa's regions and the arrows to Europe, in the joined board's space,
    and the y where the African board starts."""
    raw = _load_toml()
    dy = _offset(raw)
    try:
        paths = region_paths(asset(AFRICA_SVG))
    except (FileNotFoundError, OSError, ValueError, SyntaxError):
        paths = {}
    tables = raw.get("regions", {})
    regions = {rid: _region(rid, i, paths.get(rid), tables.get(rid), dy)
               for i, rid in enumerate(africa_regions())}
    arrows = []
    for name, ends in (raw.get("sea_arrows") or {}).items():
        a, _, b = str(name).partition("-")
        points = [p for p in (_point(e, 0.0) for e in ends)] if isinstance(ends, list) else []
        if len(points) == 2 and points[0] is not None and points[1] is not None:
            arrows.append(SeaArrow(a, b, points[0], points[1]))
    return regions, arrows, dy


def needs_africa(regions: tuple[str, ...]) -> bool:
    return any(r in africa_regions() for r in regions)


@cache
def joined_geometry() -> BoardGeometry:
    """Europe and North Africa as one board."""
    europe = board_geometry()
    africa, arrows, _ = africa_geometry()
    return BoardGeometry({**europe.regions, **africa}, europe.palace,
                         [*europe.sea, *arrows], has_svg=europe.has_svg)


def board_height(regions: tuple[str, ...]) -> float:
    """The height of the board a game with ``regions`` is played on."""
    return africa_geometry()[2] + AFRICA_H if needs_africa(regions) else BOARD_H
