"""The File menu's save entries: Open, Save, Save as, Recent games, Watch a replay.

``FileMenu`` fills a QMenu the main window gives it and talks back with signals;
it never starts a game itself. Dialogs are attributes (``ask_open_path``,
``ask_save_path``, ``show_error``) so tests can replace them.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from rattus_desktop.play.session import Session
from rattus_desktop.saves import SaveError, SaveFile, load_save, store, write_save
from rattus_desktop.shell.app.saves_ui.messages import save_error_text


def _filter() -> str:
    return QCoreApplication.translate("Saves", "Rattus saves (*.json);;All files (*)")


def _ask_open(parent: QWidget | None) -> str:
    path, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("Saves", "Open a saved game"),
        str(store.saves_dir()), _filter())
    return path


def _ask_save(parent: QWidget | None) -> str:
    folder = store.saves_dir()
    with contextlib.suppress(OSError):  # a folder we may not create: the dialog still opens
        folder.mkdir(parents=True, exist_ok=True)
    path, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Saves", "Save the game"),
        str(folder / "rattus.json"), _filter())
    if path and not Path(path).suffix:
        path += ".json"
    return path


def _show_error(parent: QWidget | None, text: str) -> None:
    QMessageBox.warning(parent, QCoreApplication.translate("Saves", "Saved games"), text)


class FileMenu(QObject):
    session_opened = Signal(object, str)  # a loaded, checked Session and its path
    replay_requested = Signal(object)  # a SaveFile to show in the replay view
    saved = Signal(str)  # the path just written

    def __init__(self, menu: QMenu, session: Callable[[], Session | None],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.window = parent
        self._session = session
        self.current_path: Path | None = None
        self.ask_open_path: Callable[[QWidget | None], str] = _ask_open
        self.ask_save_path: Callable[[QWidget | None], str] = _ask_save
        self.show_error: Callable[[QWidget | None, str], None] = _show_error
        self._build(menu)

    def _build(self, menu: QMenu) -> None:
        self.open_action = self._action(menu, QKeySequence.StandardKey.Open, self.open_dialog)
        self.recent_menu = menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self.refresh_recent)
        self.save_action = self._action(menu, QKeySequence.StandardKey.Save, self.save)
        self.save_as_action = self._action(menu, QKeySequence.StandardKey.SaveAs, self.save_as)
        self.replay_action = self._action(menu, None, self.replay_dialog)
        self.retranslate()
        self.refresh()

    def retranslate(self) -> None:
        """The entries' texts in the language now installed."""
        self.open_action.setText(QCoreApplication.translate("Saves", "&Open…"))
        self.recent_menu.setTitle(QCoreApplication.translate("Saves", "Recent &games"))
        self.save_action.setText(QCoreApplication.translate("Saves", "&Save"))
        self.save_as_action.setText(QCoreApplication.translate("Saves", "Save &as…"))
        self.replay_action.setText(QCoreApplication.translate("Saves", "Watch a &replay…"))

    def refresh(self) -> None:
        """Enable Save / Save as only while there is a game; call when a game starts."""
        has_game = self._session() is not None
        self.save_action.setEnabled(has_game)
        self.save_as_action.setEnabled(has_game)
        self.refresh_recent()

    def _action(self, menu: QMenu, keys: QKeySequence.StandardKey | None,
                slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        if keys is not None:
            action.setShortcut(QKeySequence(keys))
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def new_game_started(self) -> None:
        """Call when a new game starts: Save then asks for a file name again."""
        self.current_path = None
        self.refresh()

    # -- saving ------------------------------------------------------------------
    def save(self) -> bool:
        if self.current_path is None:
            return self.save_as()
        return self._write(self.current_path)

    def save_as(self) -> bool:
        if self._session() is None:
            return False
        path = self.ask_save_path(self.window)
        return bool(path) and self._write(Path(path))

    def _write(self, path: Path) -> bool:
        session = self._session()
        if session is None:
            return False
        try:
            write_save(session, path)
        except SaveError as exc:
            self.show_error(self.window, save_error_text(exc))
            return False
        self.current_path = path
        store.add_recent(path)
        self.saved.emit(str(path))
        return True

    # -- opening -----------------------------------------------------------------
    def open_dialog(self) -> bool:
        path = self.ask_open_path(self.window)
        return bool(path) and self.open_path(path)

    def open_path(self, path: str | Path) -> bool:
        save = self._load(path)
        if save is None or save.session is None:
            return False
        self.current_path = Path(path)
        store.add_recent(path)
        self.session_opened.emit(save.session, str(path))
        return True

    def replay_dialog(self) -> bool:
        path = self.ask_open_path(self.window)
        save = self._load(path) if path else None
        if save is not None:
            self.replay_requested.emit(save)
        return save is not None

    def _load(self, path: str | Path) -> SaveFile | None:
        try:
            return load_save(path)
        except SaveError as exc:
            self.show_error(self.window, save_error_text(exc))
            return None

    def refresh_recent(self) -> None:
        self.recent_menu.clear()
        games = store.recent_games()
        for path in games:
            action = self.recent_menu.addAction(path.name)
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        self.recent_menu.setEnabled(bool(games))
