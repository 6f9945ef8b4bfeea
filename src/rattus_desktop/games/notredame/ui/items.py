"""The passive pieces of the Notre Dame board: they draw themselves and carry a key;
the scene handles the mouse and the game decides."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.shell.kit import theme

Key = tuple[Any, ...]


class KeyedItem(QGraphicsObject):
    """A rectangle with a key (what it is for the table), maybe lit as a legal target."""

    def __init__(
        self,
        key: Key,
        rect: QRectF,
        fill: QColor,
        label: str = "",
        detail: str = "",
        font_px: int = 11,
    ) -> None:
        super().__init__()
        self.key = key
        self.rect = QRectF(rect)
        self.fill = QColor(fill)
        self.label = label
        self.detail = detail
        self.font_px = font_px
        self.lit = False
        self.selected = False
        self.cubes = 0
        self.cube_colour: QColor | None = None
        self.confidant = False
        self.draggable = False
        self.home = QPointF(0, 0)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_lit(self, lit: bool) -> None:
        if lit != self.lit:
            self.lit = lit
            self.update()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(theme.INK, 1.2)
        if self.lit:
            pen = QPen(theme.LEGAL_GLOW, 4)
        if self.selected:
            pen = QPen(theme.GOLD, 4)
        p.setPen(pen)
        p.setBrush(QBrush(self.fill))
        p.drawRoundedRect(self.rect, 6, 6)
        p.setPen(theme.contrast_ink(self.fill))
        p.setFont(self.label_font())
        top = QRectF(self.rect.left() + 2, self.rect.top() + 2, self.rect.width() - 4,
                     self.font_px * 2.6)
        p.drawText(top, Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap, self.label)
        if self.detail:
            p.setFont(theme.pixel_font(max(12, self.font_px - 3)))
            lines = 1 if self.label_lines() == 1 else 2
            body = self.rect.adjusted(6, 6 + lines * self.font_px * 1.25, -5, -4)
            p.drawText(body, Qt.TextFlag.TextWordWrap, self.detail)
        self._paint_markers(p)

    def label_font(self) -> QFont:
        """The label's font: ``font_px``, smaller (not below 11) if a word is too wide."""
        px = self.font_px
        words = self.label.split() or [""]
        while px > 11:
            metrics = QFontMetricsF(theme.pixel_font(px, bold=True))
            if max(metrics.horizontalAdvance(w) for w in words) <= self.rect.width() - 4:
                break
            px -= 1
        return theme.pixel_font(px, bold=True)

    def label_lines(self) -> int:
        metrics = QFontMetricsF(self.label_font())
        used = metrics.boundingRect(QRectF(0, 0, self.rect.width() - 4, 200),
                                    int(Qt.TextFlag.TextWordWrap), self.label)
        return max(1, round(used.height() / metrics.lineSpacing()))

    def _paint_markers(self, p: QPainter) -> None:
        if not self.cubes and not self.confidant:
            return
        colour = self.cube_colour or theme.INK
        size = 9.0
        x0, y0 = self.rect.left() + 5, self.rect.bottom() - 14
        shown = min(self.cubes, 8)
        for i in range(shown):
            p.setPen(QPen(theme.INK, 0.8))
            p.setBrush(colour)
            p.drawRect(QRectF(x0 + (i % 4) * (size + 2), y0 - (i // 4) * (size + 2), size, size))
        if self.cubes > shown:
            p.setPen(theme.INK)
            p.drawText(QPointF(x0 + 4 * (size + 2), y0 + 8), f"+{self.cubes - shown}")
        if self.confidant:
            centre = QPointF(self.rect.right() - 10, self.rect.bottom() - 14)
            path = QPainterPath()
            path.addEllipse(centre + QPointF(0, -6), 4, 4)
            path.addRoundedRect(QRectF(centre.x() - 5, centre.y() - 2, 10, 10), 3, 3)
            p.setBrush(colour.lighter(130))
            p.setPen(QPen(theme.INK, 1.2))
            p.drawPath(path)


class Disc(QGraphicsObject):
    """A round piece: a carriage, the rat marker, a market, a face-down message."""

    def __init__(
        self, key: Key, radius: float, fill: QColor, text: str = "", square: bool = False
    ) -> None:
        super().__init__()
        self.key = key
        self.radius = radius
        self.fill = QColor(fill)
        self.text = text
        self.square = square
        self.lit = False

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        r = self.radius + 4
        return QRectF(-r, -r, 2 * r, 2 * r)

    def set_lit(self, lit: bool) -> None:
        self.lit = lit
        self.update()

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.LEGAL_GLOW, 4) if self.lit else QPen(theme.INK, 1.2))
        p.setBrush(self.fill)
        r = self.radius
        if self.square:
            p.drawRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), 2, 2)
        else:
            p.drawEllipse(QPointF(0, 0), r, r)
        if self.text:
            p.setPen(theme.contrast_ink(self.fill))
            f = QFont(theme.pixel_font(max(12, int(r * 1.3)), bold=True))
            p.setFont(f)
            p.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, self.text)


class Banner(QGraphicsObject):
    """A short line of large text over the board (period scoring, the plague)."""

    def __init__(self, text: str, colour: QColor) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.setZValue(100)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresParentOpacity, False)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-420, -40, 840, 80)

    def paint(
        self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 2))
        p.setBrush(QColor(239, 226, 196, 235))
        p.drawRoundedRect(self.boundingRect(), 14, 14)
        p.setPen(self.colour)
        p.setFont(theme.pixel_font(30, bold=True))
        p.drawText(self.boundingRect(), Qt.AlignmentFlag.AlignCenter, self.text)
