"""The Chronicle: a game's log for every table. Each line wraps at the list's width in
its own font (``WrappingLog``: never an ellipsis, never a cut sentence), is written
again in the new language on a switch, and, when it carries the position it was
written at (actions applied), can be clicked to show the board as it was then
(``position_clicked``; the table passes it to the host's ``show_history``)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidgetItem, QWidget

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.wrapping_log import WrappingLog

POSITION = Qt.ItemDataRole.UserRole


class Chronicle(WrappingLog):
    position_clicked = Signal(int)

    def __init__(self, font_size: float, strong_size: float,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.font_size, self.strong_size = font_size, strong_size
        self.scale = 1.0
        self._texts: list[Callable[[], str]] = []
        self._strong: list[bool] = []
        self.itemClicked.connect(self._clicked)

    def set_scale(self, scale: float) -> None:
        """Every line ``scale`` times its size (the window grew, as the board did)."""
        if scale == self.scale:
            return
        self.scale = scale
        self.setFont(theme.font(self.font_size * scale))
        for row, strong in enumerate(self._strong):
            if strong:
                self.item(row).setFont(theme.font(self.strong_size * scale, bold=True))
        self.fit_all()

    def add(self, text: str | Callable[[], str], strong: bool = False,
            colour: str | None = None, position: int | None = None) -> None:
        """A line; a callable one is written again after a language switch."""
        fn: Callable[[], str] = text if callable(text) else (lambda: text)
        item = QListWidgetItem(fn())
        if strong:
            item.setFont(theme.font(self.strong_size * self.scale, bold=True))
        if colour:
            item.setForeground(QColor(colour).darker(120))
        if position is not None:
            item.setData(POSITION, position)
            item.setToolTip(self.tr("Click to see the board as it was then."))
        self.addItem(item)
        self.fit(item)
        self._texts.append(fn)
        self._strong.append(strong)
        self.scrollToBottom()

    def lines(self) -> list[str]:
        return [self.item(row).text() for row in range(self.count())]

    def clear(self) -> None:
        super().clear()
        self._texts = []
        self._strong = []

    def retranslate(self) -> None:
        for row, fn in enumerate(self._texts):
            item = self.item(row)
            item.setText(fn())
            if item.data(POSITION) is not None:
                item.setToolTip(self.tr("Click to see the board as it was then."))
        self.fit_all()

    def _clicked(self, item: QListWidgetItem) -> None:
        position = item.data(POSITION)
        if isinstance(position, int):
            self.position_clicked.emit(position)
