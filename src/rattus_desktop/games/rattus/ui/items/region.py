"""The board picture, the regions (glow when they are legal targets) and sea arrows."""

from __future__ import annotations

import math

import shiboken6
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.board_image import BoardImage
from rattus_desktop.games.rattus.ui.board_layout import BOARD_H, BOARD_W, BoardGeometry
from rattus_desktop.games.rattus.ui.items.base import (
    BAD,
    HOVER,
    MUTED,
    SELECTED,
    TARGET,
    PassiveItem,
    paint_outline_glow,
)
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.shell.kit import art, theme


class BoardItem(QGraphicsItem):
    """The map itself (assets/board/europe.svg), drawn from an image that a worker
    thread renders at the size it is shown at (see ``board_image``).

    Sea arrows drawn in the SVG (``id="sea-<a>-<b>"``) and regions not in play
    (``region-<id>``, ``wash-<id>``) fade out.
    """

    def __init__(self, geometry: BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.faded: frozenset[str] = frozenset()
        self.images = BoardImage()
        self.images.ready.connect(self._image_ready)
        self._pixmap: QPixmap | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def svg_has(self, element: str) -> bool:
        text = art.svg_text("board/europe.svg")
        return text is not None and f'id="{element}"' in text

    def set_faded(self, elements: set[str]) -> None:
        self.faded = frozenset(elements)
        self.update()

    def _image_ready(self) -> None:
        if not shiboken6.isValid(self):  # the table was replaced while the picture rendered
            return
        image = self.images.image
        self._pixmap = QPixmap.fromImage(image) if image is not None else None
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, BOARD_W, BOARD_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.images.available:
            self._paint_fallback(p)
            return
        self.images.want(round(art.device_scale(p) * BOARD_W), self.faded)
        if self._pixmap is None:
            p.fillRect(self.boundingRect(), QColor("#a9b9b0"))
            return
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(self.boundingRect(), self._pixmap,
                     QRectF(0, 0, self._pixmap.width(), self._pixmap.height()))

    def _paint_fallback(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        sea = QLinearGradient(0, 0, 0, BOARD_H)
        sea.setColorAt(0, QColor("#9fb3ad"))
        sea.setColorAt(1, QColor("#7f9792"))
        p.fillRect(self.boundingRect(), sea)
        p.setPen(QPen(theme.INK, 3))
        for i, geo in enumerate(self.geometry.regions.values()):
            p.setBrush(QColor.fromHsl((i * 37) % 360, 70, 190))
            p.drawPath(geo.path)


LABEL_PX = 22


class RegionItem(PassiveItem):
    """One region: its name, a grey veil when not in play, a glow when it is a target."""

    def __init__(self, rid: str, path: QPainterPath, label: QPointF) -> None:
        super().__init__(("region", rid))
        self.rid = rid
        self.path = path
        self.outline = _flat(path)  # cheaper to stroke than the art's many curves
        self.label_pos = label
        self.in_play = True
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_in_play(self, in_play: bool) -> None:
        self.in_play = in_play
        self.update()

    def shape(self) -> QPainterPath:
        return self.path

    def label_rect(self) -> QRectF:
        fm = QFontMetricsF(theme.pixel_font(LABEL_PX, bold=True))
        w = max(90.0, fm.horizontalAdvance(region_name(self.rid)) + 26)
        return QRectF(self.label_pos.x() - w / 2, self.label_pos.y() - 17, w, 34)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.path.boundingRect().united(self.label_rect()).adjusted(-24, -24, 24, 24)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.in_play:
            self._paint_out_of_play(p)
        elif self.state == MUTED:
            p.fillPath(self.path, QColor(40, 28, 16, 70))
        elif self.state in (TARGET, HOVER, SELECTED, BAD):
            fill = {TARGET: QColor(255, 230, 140, 70), HOVER: QColor(255, 244, 190, 150),
                    SELECTED: QColor(255, 240, 170, 90), BAD: QColor(190, 40, 30, 90)}
            p.fillPath(self.path, fill[self.state])
            paint_outline_glow(p, self.outline, self.state, 6.0)
        self._paint_label(p)

    def _paint_out_of_play(self, p: QPainter) -> None:
        p.fillPath(self.path, QColor(70, 62, 52, 110))
        brush = QBrush(QColor(30, 24, 18, 60), Qt.BrushStyle.BDiagPattern)
        brush.setTransform(brush.transform().scale(6, 6))
        p.fillPath(self.path, brush)

    def _paint_label(self, p: QPainter) -> None:
        rect = self.label_rect()
        ribbon = QPainterPath()
        ribbon.addRoundedRect(rect, 8, 8)
        alpha = 235 if self.in_play else 120
        p.setPen(QPen(QColor(90, 62, 36, alpha), 2))
        p.setBrush(QColor(244, 233, 206, alpha))
        p.drawPath(ribbon)
        p.setFont(theme.pixel_font(LABEL_PX, bold=True))
        p.setPen(QColor(42, 27, 16) if self.in_play else QColor(60, 52, 44, 170))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, region_name(self.rid))


class SeaArrowItem(QGraphicsItem):
    """A sea border: a dashed curved double-headed arrow between two coasts."""

    def __init__(self, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.start, self.end = start, end
        self.active = True
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        line = QLineF(start, end)
        normal = line.normalVector().unitVector()
        bend = min(60.0, line.length() * 0.22)
        mid = line.pointAt(0.5)
        self.ctrl = QPointF(mid.x() + (normal.dx()) * bend, mid.y() + (normal.dy()) * bend)

    def set_active(self, active: bool) -> None:
        self.active = active
        self.update()

    def _curve(self) -> QPainterPath:
        path = QPainterPath(self.start)
        path.quadTo(self.ctrl, self.end)
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self._curve().boundingRect().adjusted(-30, -30, 30, 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#2c4a5a") if self.active else QColor(60, 60, 60, 90)
        p.setPen(QPen(QColor(255, 255, 255, 110 if self.active else 40), 9,
                      Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(self._curve())
        p.setPen(QPen(colour, 4.5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(self._curve())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(_head(self.end, self.ctrl))
        p.drawPolygon(_head(self.start, self.ctrl))


def _flat(path: QPainterPath, step: int = 3) -> QPainterPath:
    """``path`` as a polygon keeping every ``step``-th point of its flattened outline."""
    out = QPainterPath()
    for poly in path.toSubpathPolygons():
        points = [poly[i] for i in range(0, poly.size(), step)]  # type: ignore[index]  # stub
        if len(points) >= 3:
            out.addPolygon(QPolygonF(points))
            out.closeSubpath()
    return out


def _head(tip: QPointF, towards: QPointF) -> QPolygonF:
    ang = math.atan2(tip.y() - towards.y(), tip.x() - towards.x())
    size = 20.0
    left = QPointF(tip.x() - size * math.cos(ang - 0.45), tip.y() - size * math.sin(ang - 0.45))
    right = QPointF(tip.x() - size * math.cos(ang + 0.45), tip.y() - size * math.sin(ang + 0.45))
    return QPolygonF([tip, left, right])
