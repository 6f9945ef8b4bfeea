"""Autosave after every action, and the offer to resume an unfinished game at start."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from rattus_desktop.play.session import Session
from rattus_desktop.saves import SaveError, SaveFile, store, unfinished
from rattus_desktop.shell.app.saves_ui.messages import save_error_text
from rattus_desktop.shell.kit.typography import join_list

NOTICE = "autosave"  # the status area's notice key of a failing autosave


class AutosaveHook(QObject):
    """Reports how the unfinished-games slot writes go (``saves.unfinished.Tracker``,
    the one autosave). A failure is reported once per streak through ``failed`` (the
    game goes on and the previous slot file stays), and through ``notice`` on every
    write: the text to show until resolved ("" once writing works again)."""

    failed = Signal(str)
    notice = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._failing = False

    def report(self, error: SaveError | None) -> None:
        """After each slot write: ``error`` is why it failed, None when it worked."""
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


def migrate_autosave(parent: QWidget | None = None, path: Path | None = None,
                     folder: Path | None = None,
                     warn: Callable[[QWidget | None, str], None] = _warn) -> Path | None:
    """At start: an unfinished game in the old single autosave file moves into its own
    unfinished-games slot (listed, resumable; the file is not written any more). Returns
    the slot, or None. A damaged autosave is reported and kept aside, as ``offer_resume``."""
    def never(_parent: QWidget | None, _text: str) -> bool:
        return False

    source = path or store.autosave_path()
    try:
        save = store.resumable_autosave(source)
    except SaveError:
        offer_resume(parent, source, ask=never, warn=warn)  # reports and sets it aside
        return None
    if save is None:
        return None
    return unfinished.adopt_file(source, folder)
