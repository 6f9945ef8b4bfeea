"""A building's actions as icon rows (cards to take, cards to draw, rats lost, nuns
looked at, points), and its illustration from ``assets/cards/cartus-<id>.svg``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from rattus_desktop.games.cartus.ui import art
from rattus_desktop.shell.kit import art as kit_art
from rattus_desktop.shell.kit import theme


def illustration(p: QPainter, rect: QRectF, building: str, faded: bool) -> None:
    """The building's picture, kept in its aspect; faint under entrants' cards."""
    name = kit_art.art_file(f"cards/cartus-{building}.svg")
    if name is None or rect.height() < 12:
        return
    p.save()
    p.setOpacity(0.28 if faded else 1.0)
    kit_art.cached_paint(p, rect, ("cartus-building", building),
                         kit_art.svg_painter(name))
    p.restore()


def icon_row(p: QPainter, box: QRectF, spec: Mapping[str, Any]) -> None:
    """``spec``'s icons, left to right in ``box`` (its height is the icon size)."""
    kind = str(spec.get("id"))
    n = int(spec.get("n", 0))
    s = box.height()
    x = box.left()
    if kind == "take":
        x = _cards(p, x, box, n, str(spec.get("pile")))
    elif kind == "draw":
        x = _backs(p, x, box, n)
    elif kind == "discard_rats":
        x = _rats(p, x, box, n)
    elif kind == "hospital":
        x = _rats(p, x, box, int(spec.get("rats", 0)))
        x = _word(p, x, box, "+")
        x = _backs(p, x, box, int(spec.get("max", 0)), crossed=True)
    elif kind == "brew":
        x = _backs(p, x, box, 1)
        x = _word(p, x, box, "× ▲" if int(spec.get("per", 1)) == 1 else "× ▲/2")
    elif kind == "look":
        for _ in range(n):
            _eye(p, QPointF(x + s * 0.55, box.center().y()), s * 0.5)
            x += s * 1.15
    elif kind == "vp":
        for _ in range(n):
            _laurel(p, QPointF(x + s * 0.5, box.center().y()), s * 0.46)
            x += s * 1.05
    elif kind == "levy":
        x = _backs(p, x, box, n)
        x = _word(p, x, box, "←")
    else:
        _word(p, x, box, "—")


def _cards(p: QPainter, x: float, box: QRectF, n: int, pile: str) -> float:
    w = box.height() * 0.72
    for _ in range(n):
        art.draw_card_face(p, QRectF(x, box.top(), w, box.height()), pile, "")
        x += w + 4
    return x + 4


def _backs(p: QPainter, x: float, box: QRectF, n: int, crossed: bool = False) -> float:
    w = box.height() * 0.68
    step = min(w * 0.6, 14.0)
    for i in range(n):
        rect = QRectF(x + i * step, box.top(), w, box.height())
        art.draw_card_back(p, rect)
        if crossed:
            p.save()
            p.setPen(QPen(theme.DEEP_RED, 2))
            p.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
            p.restore()
    return x + (w + step * (n - 1) if n else 0) + 6


def _rats(p: QPainter, x: float, box: QRectF, n: int) -> float:
    r = box.height() * 0.34
    for _ in range(n):
        art.draw_rat(p, QPointF(x + r * 1.2, box.center().y() + 2), r)
        p.save()
        p.setPen(theme.DEEP_RED)
        p.setFont(theme.pixel_font(max(10, int(box.height() * 0.6)), bold=True))
        p.drawText(QRectF(x - 4, box.top() - 4, r * 1.4, r * 1.6),
                   Qt.AlignmentFlag.AlignCenter, "−")
        p.restore()
        x += r * 2.8
    return x + 2


def _word(p: QPainter, x: float, box: QRectF, text: str) -> float:
    p.save()
    p.setPen(theme.INK)
    font = theme.pixel_font(max(10, int(box.height() * 0.5)), bold=True)
    p.setFont(font)
    width = p.fontMetrics().horizontalAdvance(text) + 6
    p.drawText(QRectF(x, box.top(), width, box.height()), Qt.AlignmentFlag.AlignCenter, text)
    p.restore()
    return x + width + 2


def _eye(p: QPainter, c: QPointF, r: float) -> None:
    p.save()
    p.setPen(QPen(theme.INK, 1.5))
    p.setBrush(QColor("#fbf7ee"))
    p.drawEllipse(c, r, r * 0.62)
    p.setBrush(theme.INK)
    p.drawEllipse(c, r * 0.3, r * 0.3)
    p.restore()


def _laurel(p: QPainter, c: QPointF, r: float) -> None:
    """A victory point: a gold medal with a laurel star."""
    p.save()
    p.setPen(QPen(theme.INK, 1.3))
    p.setBrush(theme.GOLD)
    p.drawEllipse(c, r, r)
    art.emblem(p, "magic", c, r * 0.62, theme.GOLD.darker(140))
    p.restore()
