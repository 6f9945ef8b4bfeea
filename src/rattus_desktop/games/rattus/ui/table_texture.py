"""The table the board lies on: a dark walnut texture drawn to every edge of the view,
so a window of another shape than the board shows a table, not brown bands."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen, QPixmap

TILE = 256  # scene units; the grain repeats seamlessly along both axes
BASE = QColor("#3b2616")


@cache
def table_brush() -> QBrush:
    """A tiled wood grain (a fixed seed: the same table every time)."""
    pix = QPixmap(TILE, TILE)
    pix.fill(BASE)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rng = random.Random(1347)
    shade = QLinearGradient(QPointF(0, 0), QPointF(0, TILE))
    for stop, alpha in ((0.0, 0), (0.5, 26), (1.0, 0)):
        shade.setColorAt(stop, QColor(120, 80, 45, alpha))
    p.fillRect(0, 0, TILE, TILE, shade)
    for _ in range(70):  # grain: long, faint, slightly wavy lines that wrap around
        y = rng.uniform(0, TILE)
        light = rng.random() < 0.45
        colour = QColor(150, 105, 62, rng.randint(14, 34)) if light \
            else QColor(16, 9, 4, rng.randint(22, 48))
        p.setPen(QPen(colour, rng.uniform(0.6, 2.4)))
        wave, phase = rng.uniform(0.5, 2.5), rng.uniform(0, TILE)
        for dy in (-TILE, 0, TILE):
            points = [QPointF(x, y + dy + wave * _tri((x + phase) / TILE))
                      for x in range(0, TILE + 1, 16)]
            p.drawPolyline(points)
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(9):  # a few darker knots of the grain
        p.setBrush(QColor(20, 11, 5, rng.randint(18, 36)))
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        w, h = rng.uniform(10, 34), rng.uniform(2, 5)
        for dx in (-TILE, 0, TILE):
            p.drawEllipse(QPointF(x + dx, y), w, h)
    p.end()
    return QBrush(pix)


def _tri(t: float) -> float:
    """A periodic wave in [-1, 1] with period 1 (so the grain wraps seamlessly)."""
    t -= int(t)
    return 4 * t - 1 if t < 0.5 else 3 - 4 * t
