"""A board view that zooms: View → Zoom and Ctrl+wheel step through ``ZOOM_STEPS``;
every resize, show and zoom lays the board out again through the subclass's ``fit``.
Zoomed in, the view scrolls."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsView

ZOOM_STEPS = (1.0, 1.25, 1.5, 2.0, 2.5)


class ZoomingView(QGraphicsView):
    zoom_index = 0

    def fit(self) -> None:
        """The whole scene in the viewport at ``ZOOM_STEPS[zoom_index]`` (the board
        views lay their boards out first)."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        factor = ZOOM_STEPS[self.zoom_index]
        self.scale(factor, factor)
        self.scroll_for_zoom()

    def zoom(self, step: int) -> None:
        """+1 closer, -1 back, 0 the whole board."""
        index = 0 if step == 0 else self.zoom_index + step
        self.zoom_index = max(0, min(len(ZOOM_STEPS) - 1, index))
        self.fit()

    def scroll_for_zoom(self) -> None:
        """Scroll bars only while zoomed in."""
        policy = (Qt.ScrollBarPolicy.ScrollBarAsNeeded if ZOOM_STEPS[self.zoom_index] > 1.0
                  else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt API
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(1 if event.angleDelta().y() > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        self.fit()
