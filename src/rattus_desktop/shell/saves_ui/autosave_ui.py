"""Autosave after every action, and the offer to resume an unfinished game at start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from rattus_desktop.play.session import Session
from rattus_desktop.saves import SaveError, SaveFile, store
from rattus_desktop.shell.saves_ui.messages import save_error_text
from rattus_desktop.shell.typography import join_list

NOTICE = "autosave"  # the status area's notice key of a failing autosave


class AutosaveHook(QObject):
    """Keeps the autosave file in step with a session. A failure is reported once per
    streak through ``failed`` (the game goes on and the previous autosave stays), and
    through ``notice`` on every write: the text to show until resolved ("" once the
    autosave works again). An unreadable file found before the first write is moved
    aside: ``moved`` says where."""

    failed = Signal(str)
    notice = Signal(str)
    moved = Signal(str)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._saver = store.Autosaver(path)
        self._session: Session | None = None
        self._failing = False

    @property
    def path(self) -> Path:
        return self._saver.path

    @property
    def last_error(self) -> SaveError | None:
        return self._saver.last_error

    def attach(self, session: Session) -> None:
        """Autosave ``session`` from now on (instead of the previous one), and save it now."""
        self.detach()
        self._session = session
        session.listeners.append(self._save)
        self._save(session)

    def detach(self) -> None:
        if self._session is not None and self._save in self._session.listeners:
            self._session.listeners.remove(self._save)
        self._session = None

    def _save(self, session: Session) -> None:
        aside = self._saver.set_aside
        self._saver(session)
        if aside is None and self._saver.set_aside is not None:
            self.moved.emit(set_aside_text(self._saver.set_aside))
        error = self._saver.last_error
        if error is not None:
            text = autosave_failed_text(error)
            if not self._failing:
                self.failed.emit(text)
            self.notice.emit(text)
        elif self._failing:
            self.notice.emit("")
        self._failing = error is not None


def autosave_failed_text(error: SaveError) -> str:
    return QCoreApplication.translate(
        "Saves", "The game is not being autosaved: {reason}").format(
        reason=error.message)


def set_aside_text(error: store.SetAside) -> str:
    """Where an unreadable autosave was put (or that it was left untouched)."""
    if error.moved_to is None:
        return QCoreApplication.translate(
            "Saves", "The autosave file could not be read and could not be moved aside; "
                     "it is left as it is and will not be overwritten.")
    return QCoreApplication.translate(
        "Saves", "The autosave file could not be read; it was kept as {path}.").format(
        path=str(error.moved_to))


def resume_text(save: SaveFile) -> str:
    names = join_list(s.name for s in save.seats)
    moves = len(save.actions)
    return QCoreApplication.translate(
        "Saves", "An unfinished game was found ({names}; {moves} moves played).\n"
                 "Do you want to continue it?").format(names=names, moves=moves)


Ask = Callable[[QWidget | None, str], bool]


def _ask(parent: QWidget | None, text: str) -> bool:
    answer = QMessageBox.question(
        parent, QCoreApplication.translate("Saves", "Resume game"), text,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes


def _warn(parent: QWidget | None, text: str) -> None:
    QMessageBox.warning(parent, QCoreApplication.translate("Saves", "Autosave"), text)


def offer_resume(parent: QWidget | None = None, path: Path | None = None, ask: Ask = _ask,
                 warn: Callable[[QWidget | None, str], None] = _warn) -> Session | None:
    """At start: the autosaved session if there is an unfinished one and the player wants
    it, else None. A damaged (or a newer version's) autosave is reported and moved aside
    with a timestamp, never overwritten; the message says where it is."""
    try:
        save = store.resumable_autosave(path)
    except SaveError as exc:
        where = "\n\n" + set_aside_text(exc) if isinstance(exc, store.SetAside) else ""
        warn(parent, QCoreApplication.translate(
            "Saves", "The autosaved game could not be restored.") + where + "\n\n" +
            save_error_text(exc))
        return None
    if save is None or not ask(parent, resume_text(save)):
        return None
    return save.session
