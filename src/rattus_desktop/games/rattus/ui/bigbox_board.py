"""The Big Box on the board scene: North Africa joined below Europe (5-6 players),
the class cards in play (6 or 8, any of the 33) and the drawn Big Box items.

``BoardScene.setup_game`` calls ``prepare`` for every new game; a classic game after
a Big Box one gets the European board and the six base cards back.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.ui.board_layout import BOARD_W, board_geometry
from rattus_desktop.games.rattus.ui.items.card import CARD_W, CardItem
from rattus_desktop.games.rattus.ui.items.region import RegionItem
from rattus_desktop.games.rattus.ui.map_layout import (
    AFRICA_H,
    AFRICA_SVG,
    africa_geometry,
    board_height,
    joined_geometry,
    needs_africa,
)
from rattus_desktop.shell.kit import art

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene



class AfricaBoardItem(QGraphicsItem):
    """The North Africa picture (``assets/board/africa.svg``)."""

    def __init__(self, top: float) -> None:
        super().__init__()
        self.setPos(0, top)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, BOARD_W, AFRICA_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not art.draw_svg(p, self.boundingRect(), AFRICA_SVG):
            p.fillRect(self.boundingRect(), Qt.GlobalColor.darkYellow)


INK = QColor("#3b2a1e")
DASH = QColor("#f4e8c8")
HEAD = QColor("#8e2a1c")


class SeamArrowItem(QGraphicsItem):
    """A sea border between North Africa and Europe, drawn over the seam in the style
    of the boards' own arrows (ink shaft, light dashes, red heads)."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.start, self.end = start, end
        self.active = True
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        line = QLineF(start, end)
        normal = line.normalVector().unitVector()
        bend = line.length() * 0.12
        mid = line.pointAt(0.5)
        self.ctrl = QPointF(mid.x() + normal.dx() * bend, mid.y() + normal.dy() * bend)

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def _point(self, t: float) -> QPointF:
        u = 1 - t
        a, c, b = self.start, self.ctrl, self.end
        return QPointF(u * u * a.x() + 2 * u * t * c.x() + t * t * b.x(),
                       u * u * a.y() + 2 * u * t * c.y() + t * t * b.y())

    def _shaft(self) -> QPainterPath:
        path = QPainterPath(self._point(0.08))
        for i in range(1, 25):
            path.lineTo(self._point(0.08 + 0.84 * i / 24))
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QPolygonF([self.start, self.ctrl, self.end]).boundingRect().adjusted(
            -30, -30, 30, 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setOpacity(1.0 if self.active else 0.15)
        p.setBrush(Qt.BrushStyle.NoBrush)
        shaft = self._shaft()
        p.setPen(QPen(INK, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(shaft)
        pen = QPen(DASH, 4.2, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.RoundCap)
        pen.setDashPattern([9 / 4.2, 5 / 4.2])
        p.setPen(pen)
        p.drawPath(shaft)
        p.setPen(QPen(INK, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.setBrush(HEAD)
        p.drawPolygon(_head(self.start, self._point(0.12)))
        p.drawPolygon(_head(self.end, self._point(0.88)))


def _head(tip: QPointF, towards: QPointF) -> QPolygonF:
    """An arrow head at ``tip`` pointing away from ``towards`` (the boards' shape)."""
    dx, dy = tip.x() - towards.x(), tip.y() - towards.y()
    ln = math.hypot(dx, dy) or 1.0
    ux, uy, size = dx / ln, dy / ln, 24.0
    nx, ny, w = -uy, ux, size * 0.62
    bx, by = tip.x() - ux * size, tip.y() - uy * size
    notch = QPointF(tip.x() - ux * size * 0.72, tip.y() - uy * size * 0.72)
    return QPolygonF([tip, QPointF(bx + nx * w, by + ny * w), notch,
                      QPointF(bx - nx * w, by - ny * w)])


class AfricaLayer:
    """North Africa's items on a scene: the picture, the regions, the arrows to Europe."""

    def __init__(self, scene: BoardScene) -> None:
        regions, arrows, top = africa_geometry()
        self.board = AfricaBoardItem(top)
        self.regions = {rid: RegionItem(rid, geo.path, geo.label) for rid, geo in regions.items()}
        self.arrows = [(s.a, s.b, SeamArrowItem(s.start, s.end)) for s in arrows]
        for item in (self.board, *self.regions.values(), *(a for _, _, a in self.arrows)):
            scene.addItem(item)

    def remove(self, scene: BoardScene) -> None:
        for item in (self.board, *self.regions.values(), *(a for _, _, a in self.arrows)):
            scene.removeItem(item)


def _set_map(scene: BoardScene, regions: tuple[str, ...]) -> None:
    layer: AfricaLayer | None = getattr(scene, "africa", None)
    if needs_africa(regions) and layer is None:
        layer = AfricaLayer(scene)
        scene.africa = layer  # type: ignore[attr-defined]
        scene.regions.update(layer.regions)
        scene.arrows.extend(layer.arrows)  # type: ignore[arg-type]  # same set_active
        scene.geometry = joined_geometry()
    elif not needs_africa(regions) and layer is not None:
        layer.remove(scene)
        scene.africa = None  # type: ignore[attr-defined]
        for rid in layer.regions:
            scene.regions.pop(rid, None)
        scene.arrows = [a for a in scene.arrows if all(a[2] is not x for _, _, x in layer.arrows)]
        scene.geometry = board_geometry()
    scene.board_h = board_height(regions)
    scene.setSceneRect(scene.arrangement_rect(scene.arrangement))


def row_step(cards: int, width: float, gap: float) -> float:
    """How far apart ``cards`` stand in one row ``width`` wide (overlapping, fanned,
    when they do not fit side by side)."""
    if cards <= 1 or cards * (CARD_W + gap) - gap <= width:
        return CARD_W + gap
    return (width - CARD_W) / (cards - 1)


def _set_cards(scene: BoardScene, cards: tuple[str, ...]) -> None:
    if tuple(scene.cards) == cards:
        return
    for item in scene.cards.values():
        scene.removeItem(item)
    scene.cards = {}
    for card in cards:
        item = CardItem(card, all_cards()[card].cls)
        scene.cards[card] = item
        scene.addItem(item)


def prepare(scene: BoardScene, regions: tuple[str, ...], cards: tuple[str, ...]) -> None:
    """Lay the scene out for a game on ``regions`` with ``cards`` (in card order)."""
    _set_map(scene, regions)
    order = list(all_cards())
    _set_cards(scene, tuple(sorted(cards, key=order.index)))
    scene._place_side(scene.arrangement)  # the cards, reserve and piles for this board
