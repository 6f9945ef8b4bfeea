"""The plague piece and the palace."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.fallback_art import draw_plague
from rattus_desktop.games.rattus.ui.items.base import (
    DIM,
    NONE,
    PassiveItem,
    centred,
    paint_outline_glow,
)
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.shell.kit import art, theme

PLAGUE_W, PLAGUE_H = 52.0, 68.0


class PlagueItem(PassiveItem):
    """The black plague piece (dragged to move the plague)."""

    def __init__(self) -> None:
        super().__init__(("plague",))
        self.setZValue(8)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return centred(QPointF(0, 0), PLAGUE_W + 30, PLAGUE_H + 30)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(centred(QPointF(0, 0), 60, 60))
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = centred(QPointF(0, 0), PLAGUE_W, PLAGUE_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawEllipse(QRectF(rect.left() + 4, rect.bottom() - 10, rect.width() - 8, 16))
        glow = QColor(theme.DEEP_RED)
        glow.setAlpha(70)
        p.setBrush(glow)
        p.drawEllipse(rect.adjusted(-10, 8, 10, 14))

        def draw(q: QPainter, r: QRectF) -> None:
            name = art.art_file("pieces/plague.svg")
            if name is None or not art.draw_svg(q, r, name):
                draw_plague(q, r)

        art.cached_paint(p, rect, ("plague",), draw)
        if self.state not in (NONE, DIM):
            outline = QPainterPath()
            outline.addRoundedRect(rect.adjusted(-4, -4, 4, 4), 20, 20)
            paint_outline_glow(p, outline, self.state, 3.0)


class PalaceItem(PassiveItem):
    """The palace: a safe area, a drop target for the King."""

    def __init__(self, rect: QRectF, framed: bool = True) -> None:
        super().__init__(("palace",))
        self.rect = rect
        self.framed = framed
        self.setZValue(2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-16, -16, 16, 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        return path

    def slot(self, index: int, count: int) -> QPointF:
        """Where the ``index``-th player's stack stands inside the palace."""
        r = self.rect
        inner = r.adjusted(14, 0, -14, 0)
        step = inner.width() / max(1, count)
        return QPointF(inner.left() + step * (index + 0.5), r.bottom() - 52)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.framed:
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            grad.setColorAt(0, QColor(246, 236, 210, 235))
            grad.setColorAt(1, QColor(222, 203, 160, 235))
            p.setPen(QPen(QColor("#6b4a2b"), 3))
            p.setBrush(grad)
            p.drawRoundedRect(r, 14, 14)
        self._paint_towers(p, QRectF(r.left() + 22, r.top() + 16, 46, 38))
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(24, bold=True))
        p.drawText(QRectF(r.left() + 74, r.top() + 14, r.width() - 84, 42),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   region_name("palace"))
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, self.shape(), self.state, 5.0)

    def _paint_towers(self, p: QPainter, r: QRectF) -> None:
        name = art.art_file("board/palace.svg")
        if name is not None and art.draw_svg(p, r, name):
            return
        p.setPen(QPen(QColor("#4a2f1a"), 2))
        p.setBrush(QColor("#c9a14a"))
        w, h = r.width(), r.height()
        pts = [(0, 1), (0, .3), (.12, .3), (.12, .45), (.3, .45), (.3, .1), (.42, .1),
               (.5, 0), (.58, .1), (.7, .1), (.7, .45), (.88, .45), (.88, .3), (1, .3), (1, 1)]
        p.drawPolygon(QPolygonF([QPointF(r.left() + x * w, r.top() + y * h) for x, y in pts]))
        p.setBrush(QColor("#4a2f1a"))
        p.drawRect(QRectF(r.left() + .43 * w, r.top() + .65 * h, .14 * w, .35 * h))
