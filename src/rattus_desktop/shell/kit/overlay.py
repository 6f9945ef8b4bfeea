"""Screens laid over the whole window (hand-over, Witch, results): not modal dialogs.

They never block the event loop, so the game, the animations and the tests keep
running; the window disables board input while one is open.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from rattus_desktop.shell.kit import theme


class Overlay(QWidget):
    """A dimmed cover over its parent with a parchment card in the middle."""

    closed = Signal()

    def __init__(self, parent: QWidget, dim: int = 170) -> None:
        super().__init__(parent)
        self._dim = dim
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.card = QFrame(self)
        self.card.setObjectName("overlayCard")
        self.body = QVBoxLayout(self.card)
        self.body.setContentsMargins(36, 28, 36, 28)
        self.body.setSpacing(14)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            parent = self.parentWidget()
            assert parent is not None  # built with a parent widget, never reparented
            self.setGeometry(parent.rect())
        return False

    def open(self) -> None:
        parent = self.parentWidget()
        assert parent is not None  # built with a parent widget, never reparented
        self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus()

    def close_overlay(self) -> None:
        self.hide()
        self.closed.emit()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(14, 9, 6, self._dim))
        p.end()

    # -- helpers for the content ---------------------------------------------------
    def heading(self, text: str, size: float = 22) -> QLabel:
        label = QLabel(text)
        label.setFont(theme.font(size, bold=True))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.body.addWidget(label)
        return label

    def text(self, text: str, size: float = 12) -> QLabel:
        label = QLabel(text)
        label.setFont(theme.font(size))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.body.addWidget(label)
        return label

    def button(self, text: str, name: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("primary" if primary else name)
        button.setProperty("choice", name)
        button.setFont(theme.font(12, bold=True))
        button.setMinimumHeight(40)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        return button
