"""Keyboard play for a table whose legal choices are lit items (Cartus, Notre Dame):
Tab / Shift+Tab mark the next / previous lit item in reading order, the arrow keys step
to the nearest lit item in that direction (the kit's ``KeyGesture``), Enter chooses the
marked one as a click would, Esc puts back. Each mark is told on the status line and a
wide focus ring circles it. The game supplies only its lit keys, where a key lies, its
name, and what a click and Esc do."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from rattus_desktop.shell.kit.focus_ring import paint_focus_ring
from rattus_desktop.shell.kit.gesture import ARROWS, CONFIRM, KeyGesture

K = TypeVar("K")
ROW_PX = 40.0  # items whose centres lie this close in height read as one row
RING_Z = 1000.0


@dataclass
class LitTable(Generic[K]):
    """What a game supplies: its lit keys, where a key lies and its item's rectangle,
    its name, whether the board takes input now, a click and Esc."""

    lit: Callable[[], Sequence[K]]
    rect: Callable[[K], QRectF | None]  # scene rectangle of the key's item
    name: Callable[[K], str]
    enabled: Callable[[], bool]
    click: Callable[[K], object]
    cancel: Callable[[], object]


class RingItem(QGraphicsObject):
    """The focus ring in the scene, drawn in screen pixels whatever the zoom."""

    def __init__(self) -> None:
        super().__init__()
        self.target = QRectF()
        self.setZValue(RING_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.target.adjusted(-60, -60, 60, 60)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        device = painter.transform().mapRect(self.target)
        painter.save()
        painter.resetTransform()
        paint_focus_ring(painter, device)
        painter.restore()

    def circle(self, rect: QRectF | None) -> None:
        self.prepareGeometryChange()
        self.target = QRectF(rect) if rect is not None else QRectF()
        self.setVisible(rect is not None)


class LitKeys(QObject, Generic[K]):
    """The keys of a lit-item table, installed on its view (an event filter)."""

    def __init__(self, view: QGraphicsView, table: LitTable[K],
                 tell: Callable[[str], None]) -> None:
        super().__init__(view)
        self.view, self.table, self.tell = view, table, tell
        self.marked: K | None = None
        self.ring = RingItem()
        self.gesture: KeyGesture[K] = KeyGesture(lambda _source: self.lit(), self.position)
        view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)
        view.viewport().installEventFilter(self)

    def position(self, key: K) -> QPointF | None:
        rect = self.table.rect(key)
        return rect.center() if rect is not None else None

    def lit(self) -> list[K]:
        """The lit keys in reading order (row by row, left to right)."""
        placed = [(k, p) for k in self.table.lit() if (p := self.position(k)) is not None]
        placed.sort(key=lambda kp: (round(kp[1].y() / ROW_PX), kp[1].x()))
        return [k for k, _ in placed]

    @property
    def used(self) -> bool:
        return self.marked is not None

    def _live_ring(self) -> RingItem:
        """The ring item (a new one when the scene was cleared and deleted it)."""
        if not isValid(self.ring):
            self.ring = RingItem()
        return self.ring

    # -- the keys ----------------------------------------------------------------------
    def cycle(self, step: int) -> bool:
        """Tab / Shift+Tab: mark the next / previous lit item."""
        lit = self.lit() if self.table.enabled() else []
        if not lit:
            return False
        index = lit.index(self.marked) + step if self.marked in lit else (0 if step > 0 else -1)
        self._mark(lit[index % len(lit)])
        return True

    def key(self, key: int) -> bool:
        """Handle ``key`` (a ``Qt.Key``); True if it meant something here."""
        if not self.table.enabled():
            return False
        if key in ARROWS:
            self.gesture.target = self.marked if self.marked in self.lit() else None
            found = self.gesture.step(ARROWS[key])
            if found is not None:
                self._mark(found)
            return found is not None
        if key in CONFIRM and self.marked is not None and self.marked in self.lit():
            marked = self.marked
            self.click(marked)
            return True
        if key == Qt.Key.Key_Escape:
            self.put_down()
            self.table.cancel()
            return True
        return False

    def click(self, key: K) -> None:
        """Enter: the marked item chosen as a click would; the mark stays if still lit."""
        self.table.click(key)
        if self.marked not in self.lit():
            self.put_down()
        else:
            self._show_ring()

    def put_down(self) -> None:
        self.marked = None
        self._live_ring().circle(None)

    def _mark(self, key: K) -> None:
        self.marked = key
        self._show_ring()
        self.tell(QCoreApplication.translate(
            "LitKeys", "Marked: %1. Enter chooses it; the arrow keys or Tab mark another; "
                       "Esc puts it back.").replace("%1", self.table.name(key)))

    def _show_ring(self) -> None:
        scene, ring = self.view.scene(), self._live_ring()
        if ring.scene() is not scene and scene is not None:
            scene.addItem(ring)
        ring.circle(self.table.rect(self.marked) if self.marked is not None else None)

    # -- the view's events --------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        kind = event.type()
        if kind == QEvent.Type.MouseButtonPress and watched is self.view.viewport():
            self.put_down()  # the mouse takes over: the ring goes
        elif kind == QEvent.Type.KeyPress and watched is self.view and \
                isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                forward = event.key() == Qt.Key.Key_Tab and not (
                    event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                return self.cycle(1 if forward else -1)
            return self.key(event.key())
        return False


def scene_rect(item: QGraphicsItem | None) -> QRectF | None:
    """A visible item's scene rectangle (None: no item, or hidden)."""
    return item.sceneBoundingRect() if item is not None and item.isVisible() else None
