"""Rat tokens: face down (the back), or face up with number, class symbols, M and A."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.ui.fallback_art import (
    draw_class_icon,
    draw_letter_icon,
    draw_token_back,
)
from rattus_desktop.games.rattus.ui.items.base import NONE, PassiveItem, centred, paint_ring
from rattus_desktop.shell.kit import art, theme

TOKEN_D = 58.0


def back_art() -> str | None:
    return art.art_file("pieces/token-back.svg")


def face_art() -> str | None:
    return art.art_file("pieces/token-face.svg")


def icon_art(name: str) -> str | None:
    return art.art_file(f"icons/{name}.svg")


def paint_back(p: QPainter, rect: QRectF) -> None:
    def draw(q: QPainter, r: QRectF) -> None:
        name = back_art()
        if name is None or not art.draw_svg(q, r, name):
            draw_token_back(q, r)

    art.cached_paint(p, rect, ("token-back",), draw)


def paint_face(p: QPainter, rect: QRectF, face: Face) -> None:
    key = ("token-face", face.n, face.classes, face.majority, face.all)
    art.cached_paint(p, rect, key, lambda q, r: _draw_face(q, r, face))


def _draw_face(p: QPainter, r: QRectF, face: Face) -> None:
    name = face_art()
    if name is None or not art.draw_svg(p, r, name):
        p.setPen(QPen(QColor("#5a3a1e"), r.width() * 0.05))
        p.setBrush(QColor("#f1e3c0"))
        p.drawEllipse(r.adjusted(1, 1, -1, -1))
    d = r.width()
    p.setPen(QColor("#7d1d18"))
    p.setFont(theme.pixel_font(int(d * 0.42), bold=True))
    p.drawText(QRectF(r.left(), r.top() + d * 0.08, d, d * 0.44), Qt.AlignmentFlag.AlignCenter,
               str(face.n))
    icons = [("class", c) for c in face.classes]
    icons += [("m", "")] * face.majority + [("a", "")] * face.all
    if not icons:
        return
    size = d * (0.24 if len(icons) <= 3 else 0.19)
    total = size * len(icons) + size * 0.1 * (len(icons) - 1)
    x = r.center().x() - total / 2
    y = r.top() + d * 0.56
    for kind, cls in icons:
        _draw_icon(p, QRectF(x, y, size, size), kind, cls)
        x += size * 1.1


def _draw_icon(p: QPainter, rect: QRectF, kind: str, cls: str) -> None:
    if kind == "class":
        name = icon_art(f"class-{cls}")
        if name is None or not art.draw_svg(p, rect, name):
            draw_class_icon(p, rect, cls)
        return
    name = icon_art("icon-majority" if kind == "m" else "icon-all")
    if name is None or not art.draw_svg(p, rect, name):
        colour = QColor("#7d1d18") if kind == "m" else QColor("#3b2a1e")
        draw_letter_icon(p, rect, "M" if kind == "m" else "A", colour)


class TokenItem(PassiveItem):
    """A rat token. ``flip`` runs 0 (back) to 1 (face) for the reveal animation."""

    def __init__(self, uid: int, diameter: float = TOKEN_D) -> None:
        super().__init__(("token", uid))
        self.uid = uid
        self.d = diameter
        self.face: Face | None = None
        self.show_face = False
        self._flip = 0.0
        self.outbreak: bool | None = None
        self.setZValue(6)

    def set_face(self, face: Face | None, shown: bool) -> None:
        self.face = face
        self.show_face = shown and face is not None
        self._flip = 1.0 if self.show_face else 0.0
        self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return centred(QPointF(0, 0), self.d + 28, self.d + 28)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(centred(QPointF(0, 0), self.d, self.d))
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = centred(QPointF(0, 0), self.d, self.d)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 80))
        p.drawEllipse(rect.translated(2, 4))
        squash = abs(math.cos(self._flip * math.pi))
        p.save()
        p.scale(max(0.02, squash), 1.0)
        if self._flip >= 0.5 and self.face is not None:
            paint_face(p, rect, self.face)
        else:
            paint_back(p, rect)
        p.restore()
        if self.outbreak is not None and self._flip >= 1.0:
            colour = theme.ILLEGAL if self.outbreak else QColor("#3d7a3d")
            p.setPen(QPen(colour, 5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.adjusted(-4, -4, 4, 4))
        if self.state != NONE:
            paint_ring(p, rect.adjusted(-3, -3, 3, 3), self.state, 4.0)
        if self.glow > 0:
            p.setPen(QPen(QColor(255, 240, 170, int(220 * self.glow)), 7))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(rect.adjusted(-6, -6, 6, 6))
