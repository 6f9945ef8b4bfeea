"""The board view: fit-to-window zoom, sharp rendering, mouse input to the Interaction."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QShowEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from rattus_desktop.games.rattus.ui.board_scene import ARRANGEMENTS, BoardScene
from rattus_desktop.games.rattus.ui.interaction import Interaction
from rattus_desktop.games.rattus.ui.keyboard import KeyboardPlay
from rattus_desktop.shell.kit.focus_ring import paint_focus_ring
from rattus_desktop.shell.kit.zoom_view import ZOOM_STEPS, ZoomingView


class BoardView(ZoomingView):
    """Shows the whole scene scaled to the window; zoomed in (View → Zoom, Ctrl+wheel),
    it scrolls."""

    shown = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.interaction: Interaction | None = None
        self.keyboard: KeyboardPlay | None = None
        self.choice_key: Callable[[int], bool] | None = None  # 1-9: the n-th prompt button
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlags(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 320)

    def fit(self) -> None:
        self._arrange()
        rect: QRectF = self.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        factor = ZOOM_STEPS[self.zoom_index]
        if factor != 1.0:
            self.scale(factor, factor)
        text_scale = getattr(self.scene(), "set_text_scale", None)
        if text_scale is not None:
            text_scale(self.transform().m11())
        self.scroll_for_zoom()

    def _arrange(self) -> None:
        """The side parts beside the board or below it, whichever shows it larger."""
        scene = self.scene()
        arrange = getattr(scene, "arrange", None)
        if arrange is None or self.viewport().width() < 2:
            return
        w, h = self.viewport().width(), self.viewport().height()

        def scale(rect: QRectF) -> float:
            return min(w / rect.width(), h / rect.height())

        rects = getattr(scene, "arrangement_rect", ARRANGEMENTS.__getitem__)
        tall = scale(rects("tall")) > scale(rects("wide")) * 1.05
        arrange("tall" if tall else "wide")

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)  # fits
        self.shown.emit()

    # -- input goes to the interaction, never to the items ---------------------------
    def _positions(self, event: QMouseEvent) -> tuple[QPointF, QPointF]:
        view_pos = event.position()
        return self.mapToScene(view_pos.toPoint()), view_pos

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.interaction is None:
            return
        self._keyboard_used(False)
        if event.button() == Qt.MouseButton.RightButton:
            self.interaction.cancel()
        elif event.button() == Qt.MouseButton.LeftButton:
            self.interaction.press(*self._positions(event))
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.interaction is not None:
            self.interaction.move(*self._positions(event))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        if self.interaction is not None and event.button() == Qt.MouseButton.LeftButton:
            self.interaction.release(*self._positions(event))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if self.interaction is not None:
            if event.key() == Qt.Key.Key_Escape:
                self.interaction.cancel()
                self._keyboard_used(False)
                return
            if self.keyboard is not None and self.keyboard.key(event.key()):
                self.viewport().update()
                return
            if Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9 and self.choice_key is not None \
                    and self.choice_key(event.key() - Qt.Key.Key_1):
                return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 - Qt API
        """Tab and Shift+Tab pick up the next or previous thing that can move."""
        if self.keyboard is not None and self.keyboard.cycle_source(1 if next else -1):
            self.viewport().update()
            return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt API
        super().focusOutEvent(event)
        self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        """A visible focus: a gold frame round the board while it has the keyboard, and
        the wide focus ring round what the keys have lit."""
        super().drawForeground(painter, rect)
        painter.save()
        painter.resetTransform()
        if self.hasFocus():
            painter.setPen(QPen(QColor("#d4a94a"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)  # the items may leave a brush set
            painter.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
        ring = self.focus_ring_rect()
        if ring is not None:
            paint_focus_ring(painter, ring)
        painter.restore()

    def focus_ring_rect(self) -> QRectF | None:
        """Where the keyboard's focus ring goes (viewport pixels), None when the keyboard
        has lit nothing."""
        key = self.keyboard.ring_key() if self.keyboard is not None else None
        scene = self.scene()
        item = scene.item_for(key) if key is not None and isinstance(scene, BoardScene) \
            else None
        if item is None or not item.isVisible():
            return None
        return QRectF(self.mapFromScene(item.sceneBoundingRect()).boundingRect())

    def _keyboard_used(self, used: bool) -> None:
        if self.keyboard is not None and self.keyboard.used != used:
            self.keyboard.used = used
            self.viewport().update()

    def scene_to_viewport(self, pos: QPointF) -> QPointF:
        return QPointF(self.mapFromScene(pos))
