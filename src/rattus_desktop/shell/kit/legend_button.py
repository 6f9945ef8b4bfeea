"""A small "Legend" button in a corner of a table's board view (the game names the
corner its board leaves empty): one click opens the game's rules window at its legend
(what every icon means)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractScrollArea, QToolButton


class LegendButton(QToolButton):
    """Kept in the corner of ``view``'s viewport whenever the view changes size."""

    MARGIN = 6

    def __init__(self, view: QAbstractScrollArea, open_legend: Callable[[], None],
                 corner: str = "top_right") -> None:
        super().__init__(view.viewport())
        self.corner = corner  # "top_left", "top_right", "bottom_left" or "bottom_right"
        self.setObjectName("legendButton")
        self.clicked.connect(lambda _checked=False: open_legend())
        self.retranslate()
        view.viewport().installEventFilter(self)
        self._place()

    def retranslate(self) -> None:
        self.setText(self.tr("Legend"))
        self.setToolTip(self.tr("What the icons mean, and every card (the rules window)"))
        self.adjustSize()
        self._place()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            right = self.corner.endswith("right")
            bottom = self.corner.startswith("bottom")
            x = parent.width() - self.width() - self.MARGIN if right else self.MARGIN
            y = parent.height() - self.height() - self.MARGIN if bottom else self.MARGIN
            self.move(x, y)
            self.raise_()
