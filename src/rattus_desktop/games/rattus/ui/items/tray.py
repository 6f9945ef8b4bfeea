"""Side-table items: the active player's reserve, the rat supply, the revealed pile."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.ui.items.base import (
    DIM,
    NONE,
    PassiveItem,
    centred,
    paint_outline_glow,
)
from rattus_desktop.games.rattus.ui.items.meeple import MEEPLE_H, MEEPLE_W, paint_meeple
from rattus_desktop.games.rattus.ui.items.token import TOKEN_D, paint_back, paint_face
from rattus_desktop.shell.kit import theme

COLS, ROWS = 7, 3


def _panel(p: QPainter, rect: QRectF) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, QColor("#5b3b24"))
    grad.setColorAt(1, QColor("#3e2716"))
    p.setPen(QPen(QColor("#1e130b"), 3))
    p.setBrush(grad)
    p.drawRoundedRect(rect, 14, 14)
    p.setPen(QPen(QColor(212, 169, 74, 120), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 10, 10)


def _title(p: QPainter, rect: QRectF, text: str, px: int = 20) -> None:
    p.setPen(QColor("#f3e3bd"))
    p.setFont(theme.pixel_font(px, bold=True))
    elided = p.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, int(rect.width()))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, elided)


class ReserveTrayItem(PassiveItem):
    """The pieces in reserve of the player whose turn it is (drag one to place)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(("reserve",))
        self.rect = rect
        self.seat: int | None = None
        self.name, self.colour, self.shape_name = "", "#888888", "round"
        self.count = 0
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_player(self, seat: int | None, name: str, colour: str, shape: str,
                   count: int) -> None:
        self.seat, self.name, self.colour, self.shape_name = seat, name, colour, shape
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-14, -14, 14, 14)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        return path

    def slot(self, index: int) -> QPointF:
        """The scene position of the ``index``-th piece in the tray."""
        grid = self.rect.adjusted(14, 50, -14, -10)
        dx, dy = grid.width() / COLS, grid.height() / ROWS
        col, row = index % COLS, index // COLS
        return QPointF(grid.left() + dx * (col + 0.5), grid.top() + dy * (row + 0.5))

    def top_slot(self) -> QPointF:
        return self.slot(max(0, self.count - 1))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _panel(p, self.rect)
        title = QCoreApplication.translate("Board", "Reserve of {name}: {count}").format(
            name=self.name, count=self.count) if self.seat is not None else ""
        _title(p, QRectF(self.rect.left() + 12, self.rect.top() + 10,
                         self.rect.width() - 24, 34), title)
        for i in range(min(self.count, COLS * ROWS)):
            paint_meeple(p, centred(self.slot(i), MEEPLE_W * 1.15, MEEPLE_H * 1.15),
                         self.shape_name, self.colour)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, self.shape(), self.state, 4.0)


class SupplyItem(PassiveItem):
    """The face-down rat supply (new rats are dragged from here when spreading)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(("supply",))
        self.rect = rect
        self.count = 0
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-14, -14, 14, 14)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 14, 14)
        return path

    def top(self) -> QPointF:
        return QPointF(self.rect.center().x(), self.rect.top() + 74 - 4 * min(5, self.count))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _panel(p, self.rect)
        _title(p, QRectF(self.rect.left() + 8, self.rect.top() + 8, self.rect.width() - 16, 28),
               QCoreApplication.translate("Board", "Rat supply"), 18)
        cx = self.rect.center().x()
        for i in range(min(5, self.count)):
            paint_back(p, centred(QPointF(cx, self.rect.top() + 78 - 4 * i), TOKEN_D, TOKEN_D))
        _title(p, QRectF(self.rect.left(), self.rect.bottom() - 38, self.rect.width(), 30),
               str(self.count), 24)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, self.shape(), self.state, 4.0)


class DiscardItem(PassiveItem):
    """The revealed tokens: the newest face on top, and how many there are."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(("revealed",))
        self.rect = rect
        self.faces: list[Face] = []
        self.setZValue(3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_faces(self, faces: list[Face]) -> None:
        self.faces = list(faces)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-4, -4, 4, 4)

    def top(self) -> QPointF:
        return QPointF(self.rect.center().x(), self.rect.top() + 76)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _panel(p, self.rect)
        _title(p, QRectF(self.rect.left() + 8, self.rect.top() + 8, self.rect.width() - 16, 28),
               QCoreApplication.translate("Board", "Revealed"), 18)
        if self.faces:
            paint_face(p, centred(self.top(), TOKEN_D * 1.05, TOKEN_D * 1.05), self.faces[-1])
        _title(p, QRectF(self.rect.left(), self.rect.bottom() - 38, self.rect.width(), 30),
               str(len(self.faces)), 24)
