"""The board view that reflows the scene to the window instead of shrinking it.

The scene is laid out in a logical rectangle at least ``BASE`` large, with the
viewport's proportions; the view shows it at ``scale`` = viewport / logical size
(never below 1 while the window gives the table at least ``BASE`` pixels), so a 12-unit
font is at least 12 pixels on screen. Zoom (View → Zoom, Ctrl+wheel) magnifies that
layout further and scrolls.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QSizeF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from rattus_desktop.shell.kit.zoom_view import ZOOM_STEPS, ZoomingView

Relayout = Callable[[float, float], None]


def logical_size(width: float, height: float, base: QSizeF) -> tuple[float, float, float]:
    """The logical (scene) size for a viewport and the scale that shows it."""
    scale = min(width / base.width(), height / base.height())
    scale = max(scale, 0.05)
    return width / scale, height / scale, scale


class ReflowView(ZoomingView):
    """Shows the whole scene, laid out anew for the viewport's size."""

    def __init__(self, scene: QGraphicsScene, base: QSizeF, relayout: Relayout,
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.base = base
        self.relayout = relayout
        self.fit_scale = 1.0
        self.zoom_index = 0
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setMinimumSize(480, 320)

    def fit(self) -> None:
        size = self.maximumViewportSize()
        width, height, scale = logical_size(max(1, size.width()), max(1, size.height()),
                                            self.base)
        self.fit_scale = scale
        self.relayout(width, height)
        self.setSceneRect(0, 0, width, height)
        factor = ZOOM_STEPS[self.zoom_index]
        self.resetTransform()
        self.scale(scale * factor, scale * factor)
        self.scroll_for_zoom()

    @property
    def shown_scale(self) -> float:
        """Screen pixels per scene unit."""
        return self.fit_scale * ZOOM_STEPS[self.zoom_index]

    def scene_to_viewport(self, pos: QPointF) -> QPointF:
        return QPointF(self.mapFromScene(pos))
