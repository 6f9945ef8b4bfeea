"""The keyboard side of the one gesture model, for every table: a source key picked up
(Tab), a target key lit (the arrow keys step to the nearest legal target in that
direction *on the board*, by position), Enter resolves to (source key, target key), Esc
puts it back. The game supplies only the targets of a source and where a key lies;
nothing here knows a rule."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QPointF, Qt

K = TypeVar("K")

# an arrow key → its direction on screen (y grows downwards)
ARROWS: dict[int, tuple[float, float]] = {
    Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
    Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0),
}
CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
ACROSS_WEIGHT = 2.0  # a step sideways counts twice a step in the arrow's direction


def nearest_in_direction(origin: QPointF, places: Mapping[K, QPointF],
                         direction: tuple[float, float]) -> K | None:
    """The place nearest ``origin`` that lies in ``direction`` (within 90° of it),
    sideways distance weighing more; None when nothing lies that way."""
    dx, dy = direction
    best: K | None = None
    best_score = math.inf
    for key, pos in places.items():
        vx, vy = pos.x() - origin.x(), pos.y() - origin.y()
        along = vx * dx + vy * dy
        if along <= 1e-6:
            continue
        score = along + ACROSS_WEIGHT * abs(vx * dy - vy * dx)
        if score < best_score:
            best, best_score = key, score
    return best


def nearest(origin: QPointF, places: Mapping[K, QPointF]) -> K | None:
    """The place nearest ``origin`` in any direction."""
    return min(places, key=lambda k: _distance(origin, places[k]), default=None)


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


class KeyGesture(Generic[K]):
    """Pick a source, step to a target by direction, resolve to (source, target).

    ``targets_of(source)`` lists where a source may go (the game's legal places; with
    no source, what may be chosen by itself, as a lit card to click);
    ``position_of(key)`` says where a key lies on the board (None: not drawn).
    """

    def __init__(self, targets_of: Callable[[K | None], Sequence[K]],
                 position_of: Callable[[K], QPointF | None]) -> None:
        self.targets_of = targets_of
        self.position_of = position_of
        self.source: K | None = None
        self.target: K | None = None

    def pick(self, source: K | None) -> None:
        self.source, self.target = source, None

    def targets(self) -> list[K]:
        return list(self.targets_of(self.source))

    def step(self, direction: tuple[float, float]) -> K | None:
        """Light the nearest target that way from the lit one (from the source when none
        is lit; then the nearest of all if nothing lies that way). Returns the lit one."""
        places = self._places()
        if not places:
            return self.target
        here = self.position_of(self.target) if self.target is not None else None
        if here is not None:
            found = nearest_in_direction(here, places, direction)
            self.target = found if found is not None else self.target
            return self.target
        origin = self.position_of(self.source) if self.source is not None else None
        origin = origin if origin is not None else _centre(list(places.values()))
        self.target = nearest_in_direction(origin, places, direction) or \
            nearest(origin, places)
        return self.target

    def resolve(self) -> tuple[K, K] | None:
        """(source, target) when both are chosen and the target is still legal."""
        if self.source is None or self.target is None or self.target not in self.targets():
            return None
        return self.source, self.target

    def cancel(self) -> None:
        self.source = self.target = None

    def _places(self) -> dict[K, QPointF]:
        out: dict[K, QPointF] = {}
        for key in self.targets():
            pos = self.position_of(key)
            if pos is not None:
                out[key] = pos
        return out


def _centre(points: list[QPointF]) -> QPointF:
    return QPointF(sum(p.x() for p in points) / len(points),
                   sum(p.y() for p in points) / len(points))
