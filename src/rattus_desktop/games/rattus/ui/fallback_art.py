"""Simple vector drawings used when an art file is missing (QPainter only)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF

from rattus_desktop.shell.kit import theme

CLASS_COLOURS: dict[str, str] = {
    "peasantry": "#6b8e23", "bourgeoisie": "#b8860b", "church": "#6a4c93",
    "chivalry": "#4a6fa5", "magic": "#2f6f62", "royalty": "#a0302a",
}


def meeple_path(shape: str, r: QRectF) -> QPainterPath:
    """A piece outline in ``r``: a meeple whose head tells the shape apart."""
    path = QPainterPath()
    w, h = r.width(), r.height()
    x0, y0 = r.left(), r.top()
    body = QPainterPath()
    body.moveTo(x0 + 0.50 * w, y0 + 0.30 * h)
    body.cubicTo(x0 + 0.78 * w, y0 + 0.30 * h, x0 + 0.98 * w, y0 + 0.45 * h,
                 x0 + 0.98 * w, y0 + 0.55 * h)
    body.lineTo(x0 + 0.72 * w, y0 + 0.60 * h)
    body.lineTo(x0 + 0.90 * w, y0 + 1.00 * h)
    body.lineTo(x0 + 0.10 * w, y0 + 1.00 * h)
    body.lineTo(x0 + 0.28 * w, y0 + 0.60 * h)
    body.lineTo(x0 + 0.02 * w, y0 + 0.55 * h)
    body.cubicTo(x0 + 0.02 * w, y0 + 0.45 * h, x0 + 0.22 * w, y0 + 0.30 * h,
                 x0 + 0.50 * w, y0 + 0.30 * h)
    path.addPath(body)
    head = QRectF(x0 + 0.30 * w, y0, 0.40 * w, 0.36 * h)
    path.addPath(_head(shape, head))
    return path.simplified()


def _head(shape: str, r: QRectF) -> QPainterPath:
    p = QPainterPath()
    c = r.center()
    if shape == "square":
        p.addRect(r.adjusted(r.width() * 0.05, r.height() * 0.05, -r.width() * 0.05, 0))
    elif shape == "triangle":
        p.addPolygon(QPolygonF([QPointF(c.x(), r.top() - r.height() * 0.1),
                                QPointF(r.right() + r.width() * 0.1, r.bottom()),
                                QPointF(r.left() - r.width() * 0.1, r.bottom())]))
    elif shape == "diamond":
        p.addPolygon(QPolygonF([QPointF(c.x(), r.top() - r.height() * 0.08),
                                QPointF(r.right() + r.width() * 0.12, c.y()),
                                QPointF(c.x(), r.bottom() + r.height() * 0.1),
                                QPointF(r.left() - r.width() * 0.12, c.y())]))
    else:
        p.addEllipse(r)
    p.closeSubpath()
    return p


def draw_meeple(p: QPainter, r: QRectF, shape: str, colour: QColor) -> None:
    path = meeple_path(shape, r)
    p.setPen(QPen(colour.darker(260), max(1.0, r.width() * 0.06)))
    p.setBrush(QBrush(colour))
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 60))
    p.drawEllipse(QRectF(r.left() + r.width() * 0.36, r.top() + r.height() * 0.05,
                         r.width() * 0.14, r.height() * 0.1))


def rat_path(r: QRectF) -> tuple[QPainterPath, QPainterPath]:
    w, h = r.width(), r.height()
    x, y = r.left(), r.top()
    p = QPainterPath()
    p.addEllipse(QRectF(x + 0.22 * w, y + 0.38 * h, 0.52 * w, 0.34 * h))
    p.addEllipse(QRectF(x + 0.62 * w, y + 0.40 * h, 0.24 * w, 0.20 * h))
    p.addEllipse(QRectF(x + 0.66 * w, y + 0.32 * h, 0.10 * w, 0.12 * h))
    snout = QPolygonF([QPointF(x + 0.84 * w, y + 0.44 * h), QPointF(x + 0.96 * w, y + 0.52 * h),
                       QPointF(x + 0.82 * w, y + 0.56 * h)])
    p.addPolygon(snout)
    p = p.simplified()
    tail = QPainterPath(QPointF(x + 0.25 * w, y + 0.60 * h))
    tail.cubicTo(QPointF(x + 0.05 * w, y + 0.70 * h), QPointF(x + 0.10 * w, y + 0.30 * h),
                 QPointF(x + 0.02 * w, y + 0.32 * h))
    return p, tail


def draw_token_back(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(QColor("#1a120c"), r.width() * 0.04))
    p.setBrush(QColor("#3b2a1e"))
    p.drawEllipse(r)
    p.setPen(QPen(theme.GOLD.darker(130), r.width() * 0.03))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(r.width() * 0.08, r.height() * 0.08,
                             -r.width() * 0.08, -r.height() * 0.08))
    body, tail = rat_path(r.adjusted(r.width() * 0.16, r.height() * 0.1,
                                     -r.width() * 0.16, -r.height() * 0.1))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#c9b48a"))
    p.drawPath(body)
    p.setPen(QPen(QColor("#c9b48a"), r.width() * 0.035, Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(tail)


def draw_class_icon(p: QPainter, r: QRectF, cls: str) -> None:
    colour = QColor(CLASS_COLOURS.get(cls, "#555555"))
    p.setPen(QPen(colour.darker(160), r.width() * 0.06))
    p.setBrush(colour)
    p.drawEllipse(r)
    p.setPen(QPen(QColor("#fbf6ea"), r.width() * 0.09, Qt.PenStyle.SolidLine,
                  Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(Qt.BrushStyle.NoBrush)
    c, s = r.center(), r.width() * 0.26
    if cls == "church":
        p.drawLine(QPointF(c.x(), c.y() - s), QPointF(c.x(), c.y() + s))
        p.drawLine(QPointF(c.x() - s * 0.65, c.y() - s * 0.3), QPointF(c.x() + s * 0.65,
                                                                       c.y() - s * 0.3))
    elif cls == "royalty":
        p.drawPolyline(QPolygonF([QPointF(c.x() - s, c.y() + s * 0.6),
                                  QPointF(c.x() - s, c.y() - s * 0.6),
                                  QPointF(c.x() - s * 0.5, c.y()), QPointF(c.x(), c.y() - s * 0.8),
                                  QPointF(c.x() + s * 0.5, c.y()),
                                  QPointF(c.x() + s, c.y() - s * 0.6),
                                  QPointF(c.x() + s, c.y() + s * 0.6),
                                  QPointF(c.x() - s, c.y() + s * 0.6)]))
    elif cls == "chivalry":
        p.drawLine(QPointF(c.x() - s, c.y() + s), QPointF(c.x() + s, c.y() - s))
        p.drawLine(QPointF(c.x() - s * 0.9, c.y() + s * 0.1), QPointF(c.x() - s * 0.1,
                                                                      c.y() + s * 0.9))
    elif cls == "magic":
        p.drawPolyline(_star(c, s * 1.1))
    elif cls == "bourgeoisie":
        p.drawEllipse(QRectF(c.x() - s * 0.8, c.y() - s * 0.8, s * 1.6, s * 1.6))
        p.drawLine(QPointF(c.x(), c.y() - s * 0.4), QPointF(c.x(), c.y() + s * 0.4))
    else:
        p.drawLine(QPointF(c.x(), c.y() + s), QPointF(c.x(), c.y() - s))
        for k in (-0.5, 0.0, 0.5):
            p.drawLine(QPointF(c.x(), c.y() + k * s), QPointF(c.x() - s * 0.5,
                                                              c.y() + (k - 0.4) * s))
            p.drawLine(QPointF(c.x(), c.y() + k * s), QPointF(c.x() + s * 0.5,
                                                              c.y() + (k - 0.4) * s))


def _star(c: QPointF, s: float) -> QPolygonF:
    pts = []
    for k in range(6):
        a = -math.pi / 2 + k * 4 * math.pi / 5
        pts.append(QPointF(c.x() + s * math.cos(a), c.y() + s * math.sin(a)))
    return QPolygonF(pts)


def draw_letter_icon(p: QPainter, r: QRectF, letter: str, colour: QColor) -> None:
    p.setPen(QPen(colour.darker(170), r.width() * 0.07))
    p.setBrush(colour)
    p.drawRoundedRect(r, r.width() * 0.2, r.height() * 0.2)
    p.setPen(QColor("#fbf6ea"))
    p.setFont(theme.pixel_font(max(1, int(r.height() * 0.72)), bold=True, serif=False))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, letter)


def draw_plague(p: QPainter, r: QRectF) -> None:
    w, h = r.width(), r.height()
    path = QPainterPath()
    path.moveTo(r.left() + 0.5 * w, r.top())
    path.cubicTo(r.left() + 0.9 * w, r.top(), r.left() + 0.85 * w, r.top() + 0.45 * h,
                 r.left() + 0.72 * w, r.top() + 0.6 * h)
    path.lineTo(r.left() + 0.95 * w, r.bottom())
    path.lineTo(r.left() + 0.05 * w, r.bottom())
    path.lineTo(r.left() + 0.28 * w, r.top() + 0.6 * h)
    path.cubicTo(r.left() + 0.15 * w, r.top() + 0.45 * h, r.left() + 0.1 * w, r.top(),
                 r.left() + 0.5 * w, r.top())
    p.setPen(QPen(QColor("#12090a"), w * 0.05))
    p.setBrush(QColor("#2b0f12"))
    p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(theme.DEEP_RED)
    p.drawEllipse(QRectF(r.left() + 0.36 * w, r.top() + 0.16 * h, 0.28 * w, 0.22 * h))
