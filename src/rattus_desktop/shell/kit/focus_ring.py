"""The keyboard focus ring every table draws round what the keys have lit: wide, a dark
band inside a bright one, so it shows on every colour of board and card."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

RING_PX = 4.0  # the bright band, in screen pixels
MARGIN_PX = 6.0  # space between the item and the ring
DARK = QColor(20, 16, 10, 230)
BRIGHT = QColor(255, 214, 64)


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
    painter.setPen(QPen(DARK, RING_PX + 4, Qt.PenStyle.SolidLine))
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(BRIGHT, RING_PX, Qt.PenStyle.SolidLine))
    painter.drawRoundedRect(rect, radius, radius)
    painter.restore()
