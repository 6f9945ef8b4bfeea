"""The Cartus cards and pieces, drawn with QPainter (this edition's own art).

Parchment cards with a class band and a simple emblem per class, in the colours and
ink of the Rattus board; the backs show a rat's silhouette.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from rattus_desktop.shell.kit import theme

CLASS_COLOURS: dict[str, str] = {
    "royalty": "#6d3a8c", "church": "#8a8a8a", "bourgeoisie": "#3f7a3a",
    "chivalry": "#a8322b", "peasantry": "#b07a2a", "magic": "#2f5f8f",
}
PILE_COLOURS: dict[str, str] = {
    "joker": "#c9a227", "sword": "#6b6b73", "flute": "#8a5a2b", "pass": "#4a6b7a",
    "gold": "#d4a94a",
}


def class_colour(cls: str | None) -> QColor:
    return QColor(CLASS_COLOURS.get(cls or "", "#777777"))


def _star(c: QPointF, r: float, points: int = 5) -> QPolygonF:
    import math

    poly = QPolygonF()
    for i in range(points * 2):
        rad = r if i % 2 == 0 else r * 0.45
        a = math.pi * i / points - math.pi / 2
        poly.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    return poly


def emblem(p: QPainter, kind: str, c: QPointF, r: float, colour: QColor) -> None:
    """A class's or pile's emblem centred on ``c`` with radius ``r``."""
    p.save()
    p.setPen(QPen(theme.INK, max(1.0, r / 10)))
    p.setBrush(colour)
    x, y = c.x(), c.y()
    path = QPainterPath()
    if kind == "royalty":  # a crown
        path.moveTo(x - r, y + r * 0.6)
        for px, py in ((-r, -r * 0.5), (-r * 0.5, y * 0 + r * 0.05), (0, -r * 0.8),
                       (r * 0.5, r * 0.05), (r, -r * 0.5), (r, r * 0.6)):
            path.lineTo(x + px, y + py)
        path.closeSubpath()
    elif kind == "church":  # a cross
        w = r * 0.32
        path.addRect(QRectF(x - w, y - r, 2 * w, 2 * r))
        path.addRect(QRectF(x - r * 0.7, y - r * 0.45, r * 1.4, 2 * w))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "bourgeoisie":  # a purse
        path.addEllipse(QRectF(x - r * 0.85, y - r * 0.45, r * 1.7, r * 1.4))
        path.addRect(QRectF(x - r * 0.35, y - r * 0.85, r * 0.7, r * 0.45))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "chivalry":  # a shield
        path.moveTo(x - r * 0.8, y - r * 0.8)
        path.lineTo(x + r * 0.8, y - r * 0.8)
        path.quadTo(x + r * 0.8, y + r * 0.4, x, y + r)
        path.quadTo(x - r * 0.8, y + r * 0.4, x - r * 0.8, y - r * 0.8)
    elif kind == "peasantry":  # a sheaf
        for dx in (-0.45, 0.0, 0.45):
            path.addEllipse(QRectF(x + dx * r - r * 0.22, y - r, r * 0.44, r * 1.1))
        path.addRect(QRectF(x - r * 0.12, y, r * 0.24, r))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "magic" or kind == "joker":  # a star
        path.addPolygon(_star(c, r))
        path.closeSubpath()
    elif kind == "sword":
        path.addRect(QRectF(x - r * 0.12, y - r, r * 0.24, r * 1.4))
        path.addRect(QRectF(x - r * 0.55, y + r * 0.35, r * 1.1, r * 0.2))
        path.addRect(QRectF(x - r * 0.1, y + r * 0.55, r * 0.2, r * 0.45))
        path.setFillRule(Qt.FillRule.WindingFill)
    elif kind == "flute":
        path.addRoundedRect(QRectF(x - r, y - r * 0.14, r * 2, r * 0.28), 4, 4)
        for dx in (-0.4, 0.0, 0.4):
            path.addEllipse(QPointF(x + dx * r, y), r * 0.07, r * 0.07)
    elif kind == "pass":  # an hourglass
        path.moveTo(x - r * 0.6, y - r)
        path.lineTo(x + r * 0.6, y - r)
        path.lineTo(x - r * 0.6, y + r)
        path.lineTo(x + r * 0.6, y + r)
        path.closeSubpath()
    elif kind == "gold":
        path.addEllipse(c, r * 0.85, r * 0.85)
    else:
        path.addEllipse(c, r * 0.5, r * 0.5)
    p.drawPath(path)
    p.restore()


def draw_card_face(p: QPainter, rect: QRectF, card: str, label: str) -> None:
    """A hand card: population (class band, emblem, nuns), joker or special."""
    cls = card.partition(":")[0] if ":" in card else None
    colour = class_colour(cls) if cls else QColor(PILE_COLOURS.get(card, "#777"))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(theme.INK, 1.5))
    p.setBrush(theme.PARCHMENT)
    p.drawRoundedRect(rect, 8, 8)
    band = QRectF(rect.left() + 4, rect.top() + 4, rect.width() - 8, rect.height() * 0.2)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    p.drawRoundedRect(band, 5, 5)
    r = rect.width() * 0.26
    emblem(p, cls or card, QPointF(rect.center().x(), rect.top() + rect.height() * 0.5), r,
           colour.lighter(130))
    p.setPen(theme.INK)
    p.setFont(label_font(label, rect.width() - 6, max(12, int(rect.width() * 0.12))))
    p.drawText(QRectF(rect.left() + 3, rect.bottom() - rect.height() * 0.24,
                      rect.width() - 6, rect.height() * 0.22),
               Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, label)
    if cls:
        nuns = int(card.partition(":")[2])
        draw_nuns(p, QPointF(rect.left() + 10, rect.top() + 14), nuns, rect.width() * 0.09)
    p.restore()


def label_font(label: str, width: float, px: int, least: int = 12) -> QFont:
    """The card label's font: ``px`` large, smaller (not below ``least``) to fit, then
    condensed (narrower letters, the same height) if it still does not fit."""
    while px > least:
        font = theme.pixel_font(px, bold=True)
        if QFontMetricsF(font).horizontalAdvance(label) <= width:
            return font
        px -= 1
    font = theme.pixel_font(least, bold=True)
    advance = QFontMetricsF(font).horizontalAdvance(label)
    if advance > width > 0:
        font.setStretch(max(60, int(100 * width / advance)))
    return font


def draw_nuns(p: QPainter, at: QPointF, n: int, r: float) -> None:
    """``n`` small white nun hoods in a row."""
    p.save()
    p.setPen(QPen(theme.INK, 1))
    for i in range(n):
        c = QPointF(at.x() + i * r * 2.2, at.y())
        p.setBrush(QColor("#fbf7ee"))
        p.drawEllipse(c, r, r)
        p.setBrush(theme.INK)
        p.drawEllipse(c, r * 0.45, r * 0.45)
    p.restore()


def draw_card_back(p: QPainter, rect: QRectF) -> None:
    """A face-down population card: dark wood with a rat's silhouette."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(theme.GOLD, 1.5))
    p.setBrush(theme.WOOD_LIGHT)
    p.drawRoundedRect(rect, 8, 8)
    inner = rect.adjusted(6, 6, -6, -6)
    p.setPen(QPen(theme.GOLD.darker(130), 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, 5, 5)
    c = rect.center()
    w = rect.width() * 0.3
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.GOLD.darker(150))
    p.drawEllipse(c, w, w * 0.55)
    p.drawEllipse(QPointF(c.x() + w * 0.95, c.y() - w * 0.1), w * 0.38, w * 0.3)
    tail = QPainterPath(QPointF(c.x() - w, c.y()))
    tail.cubicTo(c.x() - w * 1.6, c.y() + w, c.x() - w * 0.4, c.y() + w * 1.2,
                 c.x() - w * 1.2, c.y() + w * 1.6)
    p.setPen(QPen(theme.GOLD.darker(150), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(tail)
    p.restore()


def draw_disc(p: QPainter, c: QPointF, r: float, colour: QColor, outline: QColor | None = None
              ) -> None:
    """A player's wooden disc (seen from the side, a little depth)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(outline or theme.INK, 1.2))
    p.setBrush(colour.darker(140))
    p.drawEllipse(QRectF(c.x() - r, c.y() - r * 0.45, 2 * r, r * 1.1))
    p.setBrush(colour)
    p.drawEllipse(QRectF(c.x() - r, c.y() - r * 0.65, 2 * r, r * 1.0))
    p.restore()


def draw_rat(p: QPainter, c: QPointF, r: float) -> None:
    """A small rat token."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(theme.INK, 1))
    p.setBrush(QBrush(QColor("#6e6259")))
    p.drawEllipse(c, r, r * 0.6)
    p.drawEllipse(QPointF(c.x() + r * 0.9, c.y() - r * 0.2), r * 0.4, r * 0.32)
    p.restore()
