"""The game log: a list whose lines wrap, each as tall as its own font needs.

A plain ``QListWidget`` sizes a wrapped line with the list's font, so a bold or larger
line (a round, the end) came out one line short and was cut off with "…"; here every
item gets its height from its own font and the current width, again on every resize.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget

PAD = 8


class WrappingLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a scroll bar that comes and goes would change the width the lines wrap in
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)

    def fit(self, item: QListWidgetItem) -> None:
        """The item's height for its text in its font at the list's width."""
        # the item is drawn across the whole viewport (the list stretches it)
        width = max(40, self.viewport().width())
        own = item.data(Qt.ItemDataRole.FontRole) is not None
        metrics = QFontMetrics(item.font() if own else self.font())
        # the width the item view really wraps in: the viewport less its style's text
        # margin on each side (a narrower guess wrapped a line that fits, leaving a gap)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                          self) + 1
        used = metrics.boundingRect(QRect(0, 0, width - 2 * margin, 100000),
                                    int(Qt.TextFlag.TextWordWrap), item.text())
        item.setSizeHint(QSize(width, used.height() + PAD))

    def fit_all(self) -> None:
        for row in range(self.count()):
            item = self.item(row)
            if item is not None:
                self.fit(item)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self.fit_all()
