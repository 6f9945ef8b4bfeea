"""The press → drag → release part of the one gesture model, for a scene that owns its
input: a press on an item becomes a drag once the pointer has gone ``DRAG_START``
scene pixels (Manhattan), else its release is a click. The scene keeps what the item
does; this keeps only the state, so every table tells a click from a drag alike."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF

DRAG_START = 6.0

T = TypeVar("T")


@dataclass
class Press(Generic[T]):
    item: T
    start: QPointF
    dragging: bool = False


class PressDrag(Generic[T]):
    """One press at a time: ``press``, ``offset`` on each move, ``release``."""

    def __init__(self, threshold: float = DRAG_START) -> None:
        self.threshold = threshold
        self.current: Press[T] | None = None

    def press(self, item: T, pos: QPointF) -> None:
        self.current = Press(item, QPointF(pos))

    @property
    def dragging(self) -> bool:
        return self.current is not None and self.current.dragging

    def offset(self, pos: QPointF) -> tuple[QPointF, bool] | None:
        """The pointer's offset from the press and whether the drag starts with this
        move; None while it is still a click (or nothing is pressed)."""
        press = self.current
        if press is None:
            return None
        delta = pos - press.start
        if not press.dragging and abs(delta.x()) + abs(delta.y()) < self.threshold:
            return None
        started = not press.dragging
        press.dragging = True
        return delta, started

    def release(self) -> Press[T] | None:
        """The press that ends now (its ``dragging`` says click or drop)."""
        press, self.current = self.current, None
        return press
