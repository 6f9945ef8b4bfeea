"""Wires the saves GUI (``shell/saves_ui``: File menu, undo/redo, autosave, replay) into
the main window. Everything here is optional: without ``saves_ui`` the game still runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMenu, QWidget

from rattus_desktop.engine import registry
from rattus_desktop.shell.kit import theme

if TYPE_CHECKING:
    from rattus_desktop.shell.app.window import MainWindow


class SavesWiring(QObject):
    """File menu entries, Edit → Undo/Redo, the autosave's notices and its migration."""

    def __init__(self, window: MainWindow, game_menu: QMenu, edit_menu: QMenu) -> None:
        super().__init__(window)
        self.w = window
        self.enabled = False
        self._replays: list[QWidget] = []
        try:
            from rattus_desktop.shell.app.saves_ui.autosave_ui import AutosaveHook
            from rattus_desktop.shell.app.saves_ui.file_menu import FileMenu
            from rattus_desktop.shell.app.saves_ui.undo_actions import UndoActions
        except ImportError:
            return
        c = window.controller
        self.file_menu = FileMenu(game_menu, lambda: c.session, window)
        self.file_menu.session_opened.connect(
            lambda session, _path: window.leave_game_then(lambda: c.adopt(session),
                                                          declined=self._open_declined))
        self.file_menu.replay_requested.connect(self.show_replay)
        self.file_menu.saved.connect(lambda path: window.status.set_good_news(
            self.tr("Saved: {path}").format(path=path)))
        self.undo = UndoActions(lambda: c.session, window)
        edit_menu.addActions(self.undo.actions())
        self.undo.undone.connect(lambda _a: window.table.resync())
        self.undo.redone.connect(lambda _a: window.table.resync())
        self.undo.refused.connect(lambda _code, text: window.status.set_hint(text))
        c.state_changed.connect(self.undo.refresh)
        self.autosave = AutosaveHook(parent=self) if window.settings.persistent else None
        if self.autosave is not None:
            self.autosave.failed.connect(window.status.set_hint)
        c.game_started.connect(self._game_started)
        self.enabled = True

    def _open_declined(self) -> None:
        """The opened file is not the game on the table: Save must ask for a name."""
        self.file_menu.current_path = None

    def retranslate(self) -> None:
        """Menu texts again after a language switch."""
        self.file_menu.retranslate()
        self.undo.retranslate()

    def _game_started(self) -> None:
        self.file_menu.new_game_started()
        self.undo.refresh()

    def migrate_autosave(self) -> None:
        """At start: the old single autosave's unfinished game moves into its own slot
        (then the Unfinished games list offers it; nothing writes that file any more)."""
        if not self.enabled or self.autosave is None:
            return
        from rattus_desktop.shell.app.saves_ui.autosave_ui import migrate_autosave

        migrate_autosave(self.w)

    def show_replay(self, save: Any) -> None:
        from rattus_desktop.shell.app.saves_ui.replay_view import ReplayView

        ui = registry.get(save.config.game).load_ui()
        view = ReplayView(save, ui.replay_board())
        view.setWindowTitle(self.tr("Replay"))
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view.setStyleSheet(theme.STYLE)  # the table's parchment, not stock Qt
        screen = self.w.screen().availableGeometry() if self.w.screen() else None
        if screen is not None:
            view.resize(min(1300, int(screen.width() * 0.9)),
                        min(820, int(screen.height() * 0.9)))
        else:
            view.resize(1100, 700)
        view.destroyed.connect(lambda: self._replays.remove(view) if view in self._replays
                               else None)
        self._replays.append(view)
        view.show()
