"""The frame a table is built in: the host's parts, a side column (log or panels) on
the left and the board's view on the right, the column's width following the window,
zoom and the side column's visibility."""

from __future__ import annotations

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.text_scale import text_scale
from rattus_desktop.shell.kit.zoom_view import ZoomingView

# the side column's share of a narrow window
SIDE_SHARE = 0.19


class TableFrame(QWidget):
    """A game's table subclasses it and calls ``frame(side, view)`` once built."""

    def __init__(self, host: TableHost, side_width: int, side_min_width: int) -> None:
        super().__init__()
        self.host = host
        self.controller = host.controller
        self.settings = host.settings
        self.status = host.status
        self.handover = host.handover
        self._side_widths = (side_min_width, side_width)
        self._side: QWidget | None = None
        self._view: ZoomingView | None = None

    def frame(self, side: QWidget, view: ZoomingView) -> None:
        """Lay out ``side`` (its width fixed) beside ``view`` (it takes the rest)."""
        self._side = side
        self._view = view
        side.setFixedWidth(self._side_widths[1])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(side)
        layout.addWidget(view, 1)

    def widget(self) -> QWidget:
        return self

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """The side column takes a fifth of a narrow window, never more than its width
        (which grows with the text in a tall window)."""
        low, high = self._side_widths
        scale = text_scale(event.size().height())
        width = max(low, min(int(high * scale), int(event.size().width() * SIDE_SHARE)))
        if self._side is not None and width != self._side.width():
            self._side.setFixedWidth(width)
        self.text_scaled(scale)
        super().resizeEvent(event)

    def text_scaled(self, scale: float) -> None:
        """The side column's text ``scale`` times its size (``text_scale``)."""

    def zoom(self, step: int) -> None:
        if self._view is not None:
            self._view.zoom(step)

    def set_side_panels_visible(self, visible: bool) -> None:
        if self._side is not None:
            self._side.setVisible(visible)

    def overlay_open(self) -> bool:
        return self.host.overlay_open()
