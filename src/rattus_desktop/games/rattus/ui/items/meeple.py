"""Players' pieces: one meeple (flying or dragged), and a stack of one player's pieces."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.fallback_art import draw_meeple, meeple_path
from rattus_desktop.games.rattus.ui.items.base import (
    DIM,
    NONE,
    PassiveItem,
    centred,
    paint_outline_glow,
)
from rattus_desktop.shell import art, theme

MEEPLE_W, MEEPLE_H = 34.0, 40.0


def paint_meeple(p: QPainter, rect: QRectF, shape: str, colour: str) -> None:
    """One meeple in ``rect``: the art's piece in the player's colour, or a drawn one."""
    def draw(q: QPainter, r: QRectF) -> None:
        shadow = QRectF(r.left() + r.width() * 0.12, r.bottom() - r.height() * 0.1,
                        r.width() * 0.8, r.height() * 0.1)
        q.setPen(Qt.PenStyle.NoPen)
        q.setBrush(QColor(0, 0, 0, 70))
        q.drawEllipse(shadow)
        body = r.adjusted(r.width() * 0.04, 0, -r.width() * 0.04, -r.height() * 0.05)
        if not art.draw_svg(q, body, f"pieces/meeple-{shape}.svg", colour):
            draw_meeple(q, body, shape, art.colour_of(colour))

    art.cached_paint(p, rect, ("meeple", shape, colour), draw)


class MeepleItem(PassiveItem):
    """A single piece, used for pieces in flight and for the one being dragged."""

    def __init__(self, seat: int, shape: str, colour: str, scale: float = 1.0) -> None:
        super().__init__(("meeple", seat))
        self.seat, self.shape_name, self.colour = seat, shape, colour
        self.size = scale
        self.setZValue(20)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return centred(QPointF(0, 0), MEEPLE_W * self.size + 12, MEEPLE_H * self.size + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = centred(QPointF(0, 0), MEEPLE_W * self.size, MEEPLE_H * self.size)
        paint_meeple(p, rect, self.shape_name, self.colour)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, meeple_path(self.shape_name, rect), self.state, 2.5)


STACK_W, STACK_H = 34.0, 40.0
STACK_MAX, STACK_STEP = 6, 7.0  # figures drawn per stack, and the rise of each


class PieceStackItem(PassiveItem):
    """One player's pieces in a region or the palace, in a 44 px cell: up to two
    meeples and a count badge."""

    def __init__(self, place: str, seat: int, shape: str, colour: str) -> None:
        super().__init__(("stack", place, seat))
        self.place, self.seat, self.shape_name, self.colour = place, seat, shape, colour
        self.count = 0
        self.setZValue(5)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
        self.setVisible(count > 0)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        rise = (STACK_MAX - 1) * STACK_STEP
        return QRectF(-30, -30 - rise, 60, 60 + rise)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rise = (min(max(self.count, 1), STACK_MAX) - 1) * STACK_STEP
        path.addRect(QRectF(-22, -22 - rise, 44, 44 + rise))
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.count <= 0:
            return
        front = centred(QPointF(3, 1), STACK_W, STACK_H)
        # A real stack: one figure per piece up to STACK_MAX, each a step higher, so the
        # tallest stack in a region (the majority) is seen at a glance; the badge counts.
        for level in reversed(range(min(self.count, STACK_MAX))):
            paint_meeple(p, front.translated(0, -level * STACK_STEP), self.shape_name,
                         self.colour)
        if self.state not in (NONE, DIM):
            outline = QPainterPath()
            outline.addRoundedRect(centred(QPointF(0, 0), 46, 46), 10, 10)
            paint_outline_glow(p, outline, self.state, 2.5)
        if self.count > 1:
            self._badge(p, QPointF(15, 15))

    def _badge(self, p: QPainter, centre: QPointF) -> None:
        rect = centred(centre, 22, 20)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#1b120b"), 1.5))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(rect, 9, 9)
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(15, bold=True, serif=False))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class FloatTextItem(QGraphicsObject):
    """A short text that rises and fades over the board (losses, outbreak numbers)."""

    def __init__(self, text: str, colour: QColor, px: int = 28) -> None:
        super().__init__()
        self.text, self.colour, self.px = text, colour, px
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        w = max(60.0, self.px * 0.62 * len(self.text) + 24)
        return QRectF(-w / 2, -self.px * 0.8, w, self.px * 1.6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.boundingRect()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(30, 18, 10, 200), 1.5))
        p.setBrush(QColor(250, 242, 222, 235))
        p.drawRoundedRect(rect, 10, 10)
        p.setPen(self.colour)
        p.setFont(theme.pixel_font(self.px, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
