"""Sequenced animations: a queue of steps, each an optional animation plus a finish.

Durations come from the settings (normal 250 ms, fast 100 ms, instant 0). With
instant animations no QAbstractAnimation is created at all: every step's finish
runs at once, so tests and demos stay synchronous and fast. While the queue runs,
``busy`` is true and the board ignores input.
"""

from __future__ import annotations

import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from rattus_desktop.shell.kit.settings import Settings


@dataclass
class Step:
    """``start`` may build and return an animation (None: nothing to wait for)."""

    start: Callable[[], QAbstractAnimation | None]
    finish: Callable[[], None] | None = None


class Animator(QObject):
    """Runs steps one after another; emits ``idle`` when the queue is empty."""

    idle = Signal()

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._queue: deque[Step] = deque()
        self._current: tuple[QAbstractAnimation, Step] | None = None
        self._running = False
        self._background: list[QAbstractAnimation] = []
        self._graveyard: list[QAbstractAnimation] = []
        self._paused = False

    @property
    def busy(self) -> bool:
        return self._running

    # -- the player's pace: pause/resume (Space) and steps that wait for them ----------
    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def waiting(self) -> bool:
        """The current step waits for the player (``wait_for_player``)."""
        return self._current is not None and self._current[0].property("waits") is True

    def toggle_pause(self) -> bool:
        """Space: stop the current animation where it is, or go on; returns ``paused``."""
        if self._paused:
            self._paused = False
            if self._current is not None:
                self._current[0].resume()
            return False
        if self._current is None:
            return False
        self._paused = True
        self._current[0].pause()
        return True

    def advance(self) -> bool:
        """The player asks to go on: end a waiting step (or a pause). True if it did."""
        if self._paused:
            self.toggle_pause()
            return True
        if self._current is not None and self.waiting:
            anim = self._current[0]
            anim.setCurrentTime(anim.totalDuration())
            return True
        return False

    def run(self, steps: list[Step]) -> None:
        self._queue.extend(steps)
        if not self._running:
            self._running = True
            self._next()

    def play_background(self, anim: QAbstractAnimation | None) -> None:
        """An animation nobody waits for (banners): kept alive until it ends."""
        if anim is None:
            return
        self._background.append(anim)
        anim.finished.connect(lambda: self._drop_background(anim))
        anim.start()

    def _drop_background(self, anim: QAbstractAnimation) -> None:
        if anim in self._background:
            self._background.remove(anim)
            self._bury(anim)

    def _bury(self, anim: QAbstractAnimation) -> None:
        """Keep a finished animation alive until its own signal has returned."""
        self._graveyard.append(anim)
        QTimer.singleShot(0, self._graveyard.clear)

    def _next(self) -> None:
        while self._queue:
            step = self._queue.popleft()
            anim = _guarded(step.start)
            if anim is None or anim.totalDuration() <= 0:
                if step.finish is not None:
                    _guarded(step.finish)
                continue
            self._current = (anim, step)
            anim.finished.connect(self._on_finished)
            anim.start()
            return
        self._running = False
        self.idle.emit()

    def _on_finished(self) -> None:
        if self._current is None:
            return
        anim, step = self._current
        self._current = None
        self._bury(anim)
        if step.finish is not None:
            _guarded(step.finish)
        self._next()

    def finish_all(self) -> None:
        """Jump to the end of everything queued (e.g. when a new game starts)."""
        self._paused = False
        if self._current is not None:
            anim, step = self._current
            self._current = None
            anim.finished.disconnect(self._on_finished)
            anim.stop()
            self._bury(anim)
            if step.finish is not None:
                step.finish()
        while self._queue:
            step = self._queue.popleft()
            if step.finish is not None:
                step.finish()
        for anim in list(self._background):
            anim.stop()
        self._graveyard.extend(self._background)
        self._background.clear()
        if self._running:
            self._running = False
            self.idle.emit()


def _guarded(fn: Callable[[], Any]) -> Any:
    """Run one step's code; a bug in one animation must not freeze the board."""
    try:
        return fn()
    except Exception:  # noqa: BLE001 - reported, then the queue goes on
        traceback.print_exc()
        return None


# -- small builders ------------------------------------------------------------------
def tween(target: QObject, prop: bytes, end: object, ms: int, start: object = None,
          curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    anim = QPropertyAnimation(target, prop)
    if start is not None:
        anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(max(1, ms))
    anim.setEasingCurve(curve)
    return anim


def move(target: QObject, to: QPointF, ms: int, delay: int = 0) -> QAbstractAnimation:
    anim = tween(target, b"pos", to, ms, curve=QEasingCurve.Type.InOutCubic)
    return sequence(pause(delay), anim) if delay > 0 else anim


def wait_for_player(hours: int = 12) -> QPauseAnimation:
    """A step that lasts until ``Animator.advance`` (a click or a key)."""
    anim = QPauseAnimation(hours * 3_600_000)
    anim.setProperty("waits", True)
    return anim


def pause(ms: int) -> QPauseAnimation:
    return QPauseAnimation(max(1, ms))


def parallel(*anims: QAbstractAnimation | None) -> QParallelAnimationGroup:
    group = QParallelAnimationGroup()
    for anim in anims:
        if anim is not None:
            group.addAnimation(anim)
    return group


def sequence(*anims: QAbstractAnimation | None) -> QSequentialAnimationGroup:
    group = QSequentialAnimationGroup()
    for anim in anims:
        if anim is not None:
            group.addAnimation(anim)
    return group
