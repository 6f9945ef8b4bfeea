"""The game's history inside the main window: a click on a Chronicle line shows the
board as it was then (the replay view, laid over the table; Esc or Close returns)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QWidget

from rattus_desktop.play.session import Session
from rattus_desktop.saves import SaveFile
from rattus_desktop.shell.kit.overlay import Overlay


class HistoryScreen(Overlay):
    """The replay of the game being played, at a chosen position."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=200)
        self.title = self.heading("", 16)
        self.view: QWidget | None = None
        row = QHBoxLayout()
        self.back = self.button("", "close", primary=True)
        self.back.clicked.connect(self.close_overlay)
        row.addStretch(1)
        row.addWidget(self.back)
        self.body.addLayout(row)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("The game so far: click a line or use ← →"))
        self.back.setText(self.tr("Back to the game"))

    def show_at(self, session: Session, position: int) -> None:
        from rattus_desktop.shell.app.saves_ui.replay_view import ReplayView

        if self.view is not None:
            self.body.removeWidget(self.view)
            self.view.deleteLater()
        view = ReplayView(SaveFile.from_session(session))
        view.setObjectName("historyView")
        self.body.insertWidget(1, view, 1)
        self.view = view
        self._fit_card()
        self.open()
        view.seek(position)
        view.setFocus()

    @property
    def position(self) -> int:
        return int(getattr(self.view, "position", 0))

    def _fit_card(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.card.setFixedSize(int(parent.width() * 0.96), int(parent.height() * 0.94))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._fit_card()
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.close_overlay()
            return
        super().keyPressEvent(event)
