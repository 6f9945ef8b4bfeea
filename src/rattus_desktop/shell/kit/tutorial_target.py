"""Where the tutorial coach's arrow points on a table: a table's ``tutorial_target``
gives a scene rectangle as the window sees it."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import QGraphicsView, QWidget


def united(rects: list[QRectF]) -> QRectF | None:
    """The smallest rectangle around ``rects`` (None for none)."""
    if not rects:
        return None
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def scene_target(view: QGraphicsView, rect: QRectF | None) -> QRect | None:
    """A scene rectangle as the window sees it (what the coach's arrow points at)."""
    if rect is None or not view.isVisible():
        return None
    shown = view.mapFromScene(rect).boundingRect()
    viewport = view.viewport()
    return QRect(viewport.mapTo(view.window(), shown.topLeft()), shown.size())


def widget_target(widget: QWidget | None) -> QRect | None:
    """A visible widget's rectangle as its window sees it (None when hidden)."""
    if widget is None or not widget.isVisible():
        return None
    return QRect(widget.mapTo(widget.window(), widget.rect().topLeft()), widget.size())
