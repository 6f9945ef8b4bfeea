"""Hot-seat privacy: "pass the computer to NAME" before a secret is shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from rattus_desktop.shell.kit.overlay import Overlay


class HandOverScreen(Overlay):
    """Covers the board completely until the named player says they are there."""

    accepted = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=250)
        self.title = self.heading("")
        self.info = self.text("")
        row = QHBoxLayout()
        self.ready = self.button("", "ready", primary=True)
        self.ready.clicked.connect(self._accept)
        row.addStretch(1)
        row.addWidget(self.ready)
        row.addStretch(1)
        self.body.addLayout(row)
        self.card.setFixedWidth(560)
        self._asked: tuple[str, str | Callable[[], str]] | None = None

    def retranslate(self) -> None:
        if self.isVisible() and self._asked is not None:
            self.ask(*self._asked)

    def ask(self, name: str, reason: str | Callable[[], str]) -> None:
        self._asked = (name, reason)
        if callable(reason):
            reason = reason()
        self.title.setText(self.tr("Pass the computer to {name}").format(name=name))
        self.info.setText(reason)
        self.ready.setText(self.tr("I am {name} — show me").format(name=name))
        # the card is as tall as its wrapped text needs (the layout asks only sizeHint)
        self.card.setMinimumHeight(self.body.heightForWidth(self.card.width()))
        self.open()
        self.ready.setFocus()  # Space presses it; Enter too (keyPressEvent)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.isVisible():
            self.ready.click()
            return
        super().keyPressEvent(event)

    def _accept(self) -> None:
        self.close_overlay()
        self.accepted.emit()
