"""Shared bits of the passive scene items: a highlight state and how it is drawn."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from rattus_desktop.shell.kit import theme

# Highlight states, set by the scene from what the interaction says.
NONE, SOURCE, SELECTED, TARGET, HOVER, BAD, DIM, MUTED = (
    "", "source", "selected", "target", "hover", "bad", "dim", "muted")


class PassiveItem(QGraphicsObject):
    """A scene item that never handles input itself: it only shows a state.

    ``key`` names the game object it stands for (e.g. ``("region", "gallia")``); the
    interaction code finds items by key, never by asking them about the rules.
    """

    def __init__(self, key: tuple[object, ...], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self._state = NONE
        self._glow = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    @property
    def state(self) -> str:
        return self._state

    def set_state(self, state: str) -> None:
        if state != self._state:
            self._state = state
            self.setOpacity(0.35 if state == DIM else 1.0)
            self.update()

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    # The PySide6 stub types Property as a plain object, not a descriptor: on an
    # instance ``glow`` reads and writes a float.
    glow = cast(float, Property(float, _get_glow, _set_glow))


def state_colour(state: str) -> QColor | None:
    if state == SOURCE:
        return QColor(246, 211, 101, 170)
    if state == SELECTED:
        return QColor(255, 236, 150, 255)
    if state == TARGET:
        return QColor(246, 211, 101, 210)
    if state == HOVER:
        return QColor(255, 248, 200, 255)
    if state == BAD:
        return QColor(theme.ILLEGAL)
    return None


def paint_outline_glow(p: QPainter, path: QPainterPath, state: str, width: float) -> None:
    """A soft glowing outline around ``path`` for a highlight state."""
    colour = state_colour(state)
    if colour is None:
        return
    p.save()
    p.setBrush(Qt.BrushStyle.NoBrush)
    for k, alpha in ((2.6, 0.28), (1.0, 0.9)):
        c = QColor(colour)
        c.setAlphaF(colour.alphaF() * alpha)
        p.setPen(QPen(c, width * k, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
        p.drawPath(path)
    p.restore()


def paint_ring(p: QPainter, rect: QRectF, state: str, width: float) -> None:
    path = QPainterPath()
    path.addEllipse(rect)
    paint_outline_glow(p, path, state, width)


def centred(center: QPointF, w: float, h: float) -> QRectF:
    return QRectF(center.x() - w / 2, center.y() - h / 2, w, h)
