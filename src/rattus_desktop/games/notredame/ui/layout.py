"""Where things are on the Notre Dame board (scene coordinates, no Qt items)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

SCENE = QRectF(0, 0, 1600, 1000)
CENTRE = QPointF(800, 470)
BOX_W, BOX_H = 300, 220
CELL_W, CELL_H = 50, 56
SECTORS = ("residence", "park", "hospital", "cloister_school", "bank", "carriage_house", "hotel")
MARKET_OFFSETS = {
    "c": QPointF(40, 40),
    "1": QPointF(6, 6),
    "2": QPointF(74, 6),
    "3": QPointF(74, 74),
    "4": QPointF(6, 74),
}


@dataclass(frozen=True)
class BoroughGeometry:
    index: int
    rect: QRectF

    def sector_rect(self, sector: str) -> QRectF:
        i = SECTORS.index(sector)
        x = self.rect.left() + 6 + (i % 4) * (CELL_W + 2)
        y = self.rect.top() + 28 + (i // 4) * (CELL_H + 4)
        return QRectF(x, y, CELL_W, CELL_H)

    def reserve_rect(self) -> QRectF:
        x = self.rect.left() + 6 + 3 * (CELL_W + 2)
        return QRectF(x, self.rect.top() + 28 + CELL_H + 4, CELL_W, CELL_H)

    def market_pos(self, local: str) -> QPointF:
        return QPointF(self.rect.left() + 214, self.rect.top() + 30) + MARKET_OFFSETS[local]

    def rats_pos(self, value: int) -> QPointF:
        return QPointF(self.rect.left() + 20 + value * 29, self.rect.top() + 162)

    def footer(self) -> QPointF:
        return QPointF(self.rect.left() + 8, self.rect.top() + 184)


def borough_rects(boroughs: int) -> list[BoroughGeometry]:
    radius = 330.0
    out = []
    for i in range(boroughs):
        angle = -math.pi / 2 + 2 * math.pi * i / boroughs
        cx = CENTRE.x() + radius * math.cos(angle) * 1.05
        cy = CENTRE.y() + radius * math.sin(angle)
        out.append(BoroughGeometry(i, QRectF(cx - BOX_W / 2, cy - BOX_H / 2, BOX_W, BOX_H)))
    return out


def notre_dame_polygon(boroughs: int, radius: float = 120.0) -> list[QPointF]:
    return [
        QPointF(
            CENTRE.x() + radius * math.cos(-math.pi / 2 + 2 * math.pi * i / boroughs),
            CENTRE.y() + radius * math.sin(-math.pi / 2 + 2 * math.pi * i / boroughs),
        )
        for i in range(boroughs)
    ]


def person_rect(i: int) -> QRectF:
    return QRectF(20, 60 + i * 150, 250, 135)


def hand_rect(i: int) -> QRectF:
    return QRectF(1340, 60 + i * 150, 240, 135)
