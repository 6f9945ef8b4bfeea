"""Players' pieces: one meeple (flying or dragged), and a stack of one player's pieces."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.fallback_art import draw_meeple, meeple_path
from rattus_desktop.games.rattus.ui.items.base import (
    DIM,
    NONE,
    PassiveItem,
    centred,
    paint_outline_glow,
)
from rattus_desktop.shell.kit import art, theme

MEEPLE_W, MEEPLE_H = 34.0, 40.0  # a reserve meeple (the tray scales it)


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
    """A single piece, used for pieces in flight and for the one being dragged (as
    large as a figure of a stack on the board)."""

    def __init__(self, seat: int, shape: str, colour: str, scale: float = 1.0) -> None:
        super().__init__(("meeple", seat))
        self.seat, self.shape_name, self.colour = seat, shape, colour
        self.size = scale
        self.setZValue(20)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return centred(QPointF(0, 0), STACK_W * self.size + 12, STACK_H * self.size + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = centred(QPointF(0, 0), STACK_W * self.size, STACK_H * self.size)
        paint_meeple(p, rect, self.shape_name, self.colour)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, meeple_path(self.shape_name, rect), self.state, 2.5)


# A figure on the board: 58 scene px, 27 px tall in a 1280x720 window (scale ~0.46).
STACK_W, STACK_H = 49.0, 58.0
STACK_MAX, STACK_STEP = 5, 17.0  # figures drawn per stack, and the rise of each
CELL_W = 52.0  # the width of one player's stack in a region's row of stacks
PALACE_SCALE = 0.78  # the palace's cartouche is narrower and lower than a region
PALACE_MAX = 3  # figures drawn in the palace (the badge counts the rest)


class PieceStackItem(PassiveItem):
    """One player's pieces in a region or the palace: one figure per piece, each a step
    higher (up to ``STACK_MAX``), and a count badge."""

    def __init__(self, place: str, seat: int, shape: str, colour: str) -> None:
        super().__init__(("stack", place, seat))
        self.place, self.seat, self.shape_name, self.colour = place, seat, shape, colour
        self.count = 0
        self.most = STACK_MAX
        self.setZValue(5)
        if place == "palace":
            self.setScale(PALACE_SCALE)
            self.most = PALACE_MAX

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
        self.setVisible(count > 0)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        rise = (STACK_MAX - 1) * STACK_STEP
        half_w, half_h = STACK_W / 2 + 14, STACK_H / 2 + 14
        return QRectF(-half_w, -half_h - rise, 2 * half_w, 2 * half_h + rise)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        rise = (min(max(self.count, 1), self.most) - 1) * STACK_STEP
        path.addRect(QRectF(-CELL_W / 2, -STACK_H / 2 - rise, CELL_W, STACK_H + rise))
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.count <= 0:
            return
        front = centred(QPointF(0, 0), STACK_W, STACK_H)
        # A real stack: one figure per piece up to STACK_MAX, each a step higher, so the
        # tallest stack in a region (the majority) is seen at a glance; the badge counts.
        for level in reversed(range(min(self.count, self.most))):
            paint_meeple(p, front.translated(0, -level * STACK_STEP), self.shape_name,
                         self.colour)
        if self.state not in (NONE, DIM):
            outline = QPainterPath()
            rise = (min(self.count, self.most) - 1) * STACK_STEP
            outline.addRoundedRect(QRectF(-CELL_W / 2, -STACK_H / 2 - rise - 3, CELL_W,
                                          STACK_H + rise + 6), 10, 10)
            paint_outline_glow(p, outline, self.state, 2.5)
        if self.count > 1:
            self._badge(p, QPointF(STACK_W / 2 - 6, STACK_H / 2 - 8))

    def _badge(self, p: QPainter, centre: QPointF) -> None:
        """The count, readable at 1280x720 (26 scene px: about 12 px there)."""
        rect = centred(centre, 32 if self.count > 9 else 27, 27)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#1b120b"), 2))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(rect, 11, 11)
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(22, bold=True, serif=False))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class FloatTextItem(QGraphicsObject):
    """A short text that rises and fades over the board (losses, outbreak numbers)."""

    def __init__(self, text: str, colour: QColor, px: int = 28) -> None:
        super().__init__()
        self.text, self.colour, self.px = text, colour, px
        # measured, not guessed: a Chinese character is about twice as wide as a Latin one
        metrics = QFontMetricsF(theme.pixel_font(px, bold=True))
        self._width = max(60.0, metrics.horizontalAdvance(text) + 28)
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        w = self._width
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
