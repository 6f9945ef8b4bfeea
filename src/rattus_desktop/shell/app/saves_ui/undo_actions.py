"""Undo (Ctrl+Z) and redo (Ctrl+Shift+Z / Ctrl+Y) as QActions over the current Session.

Undo stays enabled while a game is running: when the policy refuses, the player
gets the reason (``refused`` signal, and the status bar if one was given)
instead of a silent dead key.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal, SignalInstance
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStatusBar

from rattus_desktop.play.session import Session, UndoRefused
from rattus_desktop.shell.app.saves_ui.messages import undo_refusal_text

MESSAGE_MS = 6000


class UndoActions(QObject):
    undone = Signal(list)  # the actions taken back
    redone = Signal(list)  # the actions applied again
    refused = Signal(str, str)  # refusal code, translated text

    def __init__(self, session: Callable[[], Session | None], parent: QObject | None = None,
                 status_bar: QStatusBar | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.status_bar = status_bar
        self.undo_action = QAction(self)
        self.undo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        self.redo_action = QAction(self)
        redo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
        if QKeySequence("Ctrl+Y") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Y"))
        self.redo_action.setShortcuts(redo_keys)
        self.undo_action.triggered.connect(self.undo)
        self.redo_action.triggered.connect(self.redo)
        self.retranslate()

    def retranslate(self) -> None:
        """Texts and tips in the language now installed."""
        self.undo_action.setText(QCoreApplication.translate("Undo", "&Undo"))
        self.redo_action.setText(QCoreApplication.translate("Undo", "&Redo"))
        self.refresh()

    def actions(self) -> list[QAction]:
        return [self.undo_action, self.redo_action]

    def refresh(self) -> None:
        """Update enabled states and tips; call it whenever the game changed."""
        session = self._session()
        running = session is not None and not session.game.is_over
        self.undo_action.setEnabled(running)
        self.redo_action.setEnabled(running and session is not None and session.can_redo())
        code = session.undo_refusal() if running and session is not None else None
        tip = undo_refusal_text(code) if code else ""
        self.undo_action.setStatusTip(tip)
        self.undo_action.setToolTip(tip or self.undo_action.text().replace("&", ""))

    def undo(self) -> bool:
        return self._run(lambda s: s.undo(), self.undone)

    def redo(self) -> bool:
        return self._run(lambda s: s.redo(), self.redone)

    def _run(self, step: Callable[[Session], list], done: SignalInstance) -> bool:
        session = self._session()
        if session is None:
            return False
        try:
            actions = step(session)
        except UndoRefused as exc:
            text = undo_refusal_text(exc.code)
            if self.status_bar is not None:
                self.status_bar.showMessage(text, MESSAGE_MS)
            self.refused.emit(exc.code, text)
            self.refresh()
            return False
        done.emit(actions)
        self.refresh()
        return True
