"""The keyboard focus ring every table draws round what the keys have lit: wide, a blue
band on a white one, a colour no table uses for its legal-move glow (gold), so it shows
on every colour of board and card and never reads as "legal"."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

RING_PX = 4.0  # the bright band, in screen pixels
MARGIN_PX = 6.0  # space between the item and the ring
OUTER = QColor(255, 255, 255, 235)
INNER = QColor(21, 101, 192)


def ring_rect(item_rect: QRectF) -> QRectF:
    """The ring's rectangle (viewport pixels) round an item's rectangle."""
    m = MARGIN_PX + RING_PX
    return item_rect.adjusted(-m, -m, m, m)


def paint_focus_ring(painter: QPainter, item_rect: QRectF) -> None:
    """Paint the ring round ``item_rect`` (viewport pixels; the painter untransformed)."""
    rect = ring_rect(item_rect)
    radius = min(14.0, rect.height() / 4)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(OUTER, RING_PX + 4, Qt.PenStyle.SolidLine))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(INNER, RING_PX, Qt.PenStyle.SolidLine))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()
