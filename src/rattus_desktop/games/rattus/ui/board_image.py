"""The board picture rendered off the GUI thread.

Rendering the whole board SVG takes 100–300 ms, far too long for one frame. A
worker thread renders it into a QImage at the size it is shown at; the board item
draws the last finished image (scaled while a sharper one is on its way).
"""

from __future__ import annotations

import threading

from PySide6.QtCore import QByteArray, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from rattus_desktop.shell.kit import art

DEBOUNCE_MS = 120


def svg_variant(faded: frozenset[str]) -> str | None:
    """The board SVG text with the ``faded`` elements drawn almost transparent."""
    text = art.svg_text("board/europe.svg")
    if text is None:
        return None
    for element in sorted(faded):
        text = text.replace(f'id="{element}"', f'id="{element}" opacity="0.12"')
    return text


def render_board(text: str, size: QSize) -> QImage:
    """Render on any thread: a fresh renderer, painting into an image."""
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(text.encode("utf-8")))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return image


class BoardImage(QObject):
    """Keeps the newest rendered board image; asks for a new one when needed."""

    ready = Signal()
    _done = Signal(object, object)  # key, QImage (from the worker thread)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.image: QImage | None = None
        self.key: tuple[int, frozenset[str]] | None = None
        self._wanted: tuple[int, frozenset[str]] | None = None
        self._busy = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start)
        self._done.connect(self._finished)

    @property
    def available(self) -> bool:
        return art.svg_text("board/europe.svg") is not None

    def want(self, width: int, faded: frozenset[str], now: bool = False) -> None:
        """Ask for an image ``width`` device pixels wide (rounded to 64 px steps)."""
        width = max(256, min(6400, (width + 63) // 64 * 64))
        key = (width, faded)
        if key in (self.key, self._wanted):
            return
        self._wanted = key
        self._timer.start(0 if now or self.image is None else DEBOUNCE_MS)

    def _start(self) -> None:
        if self._busy or self._wanted is None:
            return
        key = self._wanted
        text = svg_variant(key[1])
        if text is None:
            return
        self._busy = True
        size = QSize(key[0], round(key[0] * 0.75))
        threading.Thread(target=self._work, args=(key, text, size), daemon=True,
                         name="rattus-board").start()

    def _work(self, key: tuple[int, frozenset[str]], text: str, size: QSize) -> None:
        self._done.emit(key, render_board(text, size))

    def _finished(self, key: tuple[int, frozenset[str]], image: QImage) -> None:
        self._busy = False
        self.image, self.key = image, key
        if self._wanted == key:
            self._wanted = None
        else:
            self._start()
        self.ready.emit()

    def wait_ready(self, timeout_ms: int = 5000) -> bool:
        """Block until the wanted image exists (only for screenshots at the very end)."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop

        deadline = QDeadlineTimer(timeout_ms)
        loop = QEventLoop()
        while (self._wanted is not None or self._busy) and not deadline.hasExpired():
            loop.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        return self.image is not None
