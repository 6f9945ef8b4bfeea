"""Board geometry: region outlines from the SVG, anchor points from the layout TOML.

When the art is missing (or only partly there) the geometry falls back to simple
shapes and to anchor points computed from the outlines, so the game stays playable.
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from rattus_desktop.games.rattus.rules.data import europe_map
from rattus_desktop.games.rattus.ui.svgpath import region_paths
from rattus_desktop.resources import asset

BOARD_W, BOARD_H = 1600.0, 1200.0
# Rough centres, used only when the board SVG is missing.
FALLBACK_CENTRES: dict[str, tuple[float, float]] = {
    "anglia": (320, 370), "scandia": (700, 260), "gallia": (450, 700),
    "hispania": (290, 960), "germania": (720, 570), "italia": (770, 880),
    "hungaria": (960, 730), "polonia": (960, 550), "russia": (1300, 370),
    "tartaria": (1360, 660), "bulgaria": (1110, 920), "turcia": (1400, 1010),
}


@dataclass
class RegionGeometry:
    path: QPainterPath
    label: QPointF
    tokens: list[QPointF]
    pieces: QPointF
    plague: QPointF


@dataclass
class SeaArrow:
    a: str
    b: str
    start: QPointF
    end: QPointF


@dataclass
class BoardGeometry:
    regions: dict[str, RegionGeometry]
    palace: QRectF
    sea: list[SeaArrow] = field(default_factory=list)
    has_svg: bool = False

    def region_at(self, pos: QPointF) -> str | None:
        for rid, geo in self.regions.items():
            if geo.path.contains(pos):
                return rid
        return None


def _pt(raw: Any) -> QPointF | None:
    if isinstance(raw, dict) and "x" in raw and "y" in raw:
        return QPointF(float(raw["x"]), float(raw["y"]))
    if isinstance(raw, list | tuple) and len(raw) >= 2 and all(
            isinstance(v, int | float) for v in raw[:2]):
        return QPointF(float(raw[0]), float(raw[1]))
    return None


def _pts(raw: Any) -> list[QPointF]:
    single = _pt(raw)
    if single is not None:
        return [single]
    if isinstance(raw, list):
        return [p for p in (_pt(v) for v in raw) if p is not None]
    return []


def _rect(raw: Any) -> QRectF | None:
    if isinstance(raw, dict):
        if all(k in raw for k in ("x", "y", "w", "h")):
            return QRectF(raw["x"], raw["y"], raw["w"], raw["h"])
        if all(k in raw for k in ("x", "y", "width", "height")):
            return QRectF(raw["x"], raw["y"], raw["width"], raw["height"])
        return _rect(raw.get("rect"))
    if isinstance(raw, list) and len(raw) == 4:
        return QRectF(*(float(v) for v in raw))
    return None


def _load_toml() -> dict[str, Any]:
    try:
        with asset("board/europe-layout.toml").open("rb") as fh:
            return tomllib.load(fh)
    except (FileNotFoundError, tomllib.TOMLDecodeError):
        return {}


def _load_paths() -> dict[str, QPainterPath]:
    try:
        return region_paths(asset("board/europe.svg"))
    except (FileNotFoundError, OSError, ValueError, SyntaxError):
        return {}


def _fallback_path(rid: str) -> QPainterPath:
    x, y = FALLBACK_CENTRES.get(rid, (800, 600))
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), 120, 100)
    return path


def _region_table(raw: dict[str, Any], rid: str) -> dict[str, Any]:
    for key in ("regions", "region"):
        table = raw.get(key)
        if isinstance(table, dict) and isinstance(table.get(rid), dict):
            return table[rid]
    table = raw.get(rid)
    return table if isinstance(table, dict) else {}


def _pole(path: QPainterPath) -> tuple[QPointF, float]:
    """Roughly the inside point farthest from the outline, and that distance."""
    poly = path.toFillPolygon()
    pts = [(poly[i].x(), poly[i].y())  # type: ignore[index]  # QPolygonF stub lacks __getitem__
           for i in range(0, poly.size(), max(1, poly.size() // 80))]
    box = path.boundingRect()
    best, best_d = box.center(), -1.0
    step = max(box.width(), box.height()) / 18
    y = box.top() + step / 2
    while y < box.bottom():
        x = box.left() + step / 2
        while x < box.right():
            if path.contains(QPointF(x, y)):
                d = min(math.hypot(px - x, py - y) for px, py in pts)
                if d > best_d:
                    best, best_d = QPointF(x, y), d
            x += step
        y += step
    return best, max(best_d, 20.0)


def _auto_region(path: QPainterPath, table: dict[str, Any]) -> RegionGeometry:
    centre, radius = _pole(path)
    s = min(radius, 70.0)
    tokens = _pts(table.get("tokens")) or [
        QPointF(centre.x() + dx * 40, centre.y() - s * 0.45) for dx in (-1, 0, 1)]
    pieces = _pt(table.get("pieces")) or _pts(table.get("pieces"))[:1]
    label = _pt(table.get("label")) or QPointF(centre.x(), centre.y() - s * 0.45 - 52)
    plague = _pt(table.get("plague")) or QPointF(centre.x() + 78, centre.y() + s * 0.25)
    piece_pt = pieces if isinstance(pieces, QPointF) else (
        pieces[0] if pieces else QPointF(centre.x() - 10, centre.y() + s * 0.35))
    return RegionGeometry(path, label, tokens[:3], piece_pt, plague)


def _sea_arrows(raw: dict[str, Any], regions: dict[str, RegionGeometry]) -> list[SeaArrow]:
    """``[sea_arrows] "a-b" = [[x, y], [x, y]]``; a border without an entry gets a
    straight arrow between the two regions' piece areas."""
    out: list[SeaArrow] = []
    entries = raw.get("sea_arrows") or raw.get("sea") or {}
    if isinstance(entries, dict):
        for name, value in entries.items():
            a, _, b = str(name).partition("-")
            points = _pts(value)
            if a in regions and b in regions and len(points) >= 2:
                out.append(SeaArrow(a, b, points[0], points[-1]))
    known = {frozenset((s.a, s.b)) for s in out}
    for a, b, kind in europe_map().borders:
        if kind == "sea" and frozenset((a, b)) not in known and a in regions and b in regions:
            out.append(SeaArrow(a, b, regions[a].pieces, regions[b].pieces))
    return out


@cache
def board_geometry() -> BoardGeometry:
    raw = _load_toml()
    paths = _load_paths()
    regions: dict[str, RegionGeometry] = {}
    for rid in europe_map().regions:
        path = paths.get(rid) or _fallback_path(rid)
        regions[rid] = _auto_region(path, _region_table(raw, rid))
    palace = _rect(raw.get("palace")) or QRectF(60, 1010, 250, 150)
    return BoardGeometry(regions, palace, _sea_arrows(raw, regions), has_svg=bool(paths))
