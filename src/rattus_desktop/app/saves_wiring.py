"""Wires the saves GUI (``app/saves_ui``: File menu, undo/redo, autosave, replay) into
the main window. Everything here is optional: without ``saves_ui`` the game still runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMenu, QWidget

from ..core import Game
from ..session import Seat
from .board_scene import BoardScene
from .board_view import BoardView
from .controller import public_view
from .display_state import DisplayState

if TYPE_CHECKING:
    from .window import MainWindow


class ReplayBoardView(BoardView):
    """The real board for the replay view (public information only, no input)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = BoardScene()
        super().__init__(scene, parent)
        scene.setParent(self)
        self.board_scene = scene
        self._seats: list[Seat] | None = None

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        scene = self.board_scene
        if self._seats != seats:
            self._seats = list(seats)
            scene.setup_game(list(seats), game.rules.regions)
        scene.show_state(DisplayState.from_view(public_view(game)))


class SavesWiring(QObject):
    """File menu entries, Edit → Undo/Redo, autosave and the resume offer."""

    def __init__(self, window: MainWindow, game_menu: QMenu, edit_menu: QMenu) -> None:
        super().__init__(window)
        self.w = window
        self.enabled = False
        self._replays: list[QWidget] = []
        try:
            from .saves_ui.autosave_ui import AutosaveHook
            from .saves_ui.file_menu import FileMenu
            from .saves_ui.undo_actions import UndoActions
        except ImportError:
            return
        c = window.controller
        self.file_menu = FileMenu(game_menu, lambda: c.session, window)
        self.file_menu.session_opened.connect(lambda session, _path: c.adopt(session))
        self.file_menu.replay_requested.connect(self.show_replay)
        self.file_menu.saved.connect(lambda path: window.status.set_hint(
            self.tr("Saved: {path}").format(path=path)))
        self.undo = UndoActions(lambda: c.session, window)
        edit_menu.addActions(self.undo.actions())
        self.undo.undone.connect(lambda _a: window.flow.resync())
        self.undo.redone.connect(lambda _a: window.flow.resync())
        self.undo.refused.connect(lambda _code, text: window.status.set_hint(text))
        c.state_changed.connect(self.undo.refresh)
        self.autosave = AutosaveHook(parent=self) if window.settings.persistent else None
        if self.autosave is not None:
            self.autosave.failed.connect(window.status.set_hint)
        c.game_started.connect(self._game_started)
        self.enabled = True

    def retranslate(self) -> None:
        """Menu texts again after a language switch."""
        self.file_menu.retranslate()
        self.undo.retranslate()

    def _game_started(self) -> None:
        self.file_menu.new_game_started()
        session = self.w.controller.session
        if self.autosave is not None and session is not None:
            self.autosave.attach(session)
        self.undo.refresh()

    def offer_resume(self) -> bool:
        """At start: continue the autosaved game if there is one and the player wants."""
        if not self.enabled or self.autosave is None:
            return False
        from .saves_ui.autosave_ui import offer_resume

        session = offer_resume(self.w)
        if session is None:
            return False
        self.w.controller.adopt(session)
        return True

    def show_replay(self, save: Any) -> None:
        from .saves_ui.replay_view import ReplayView

        view = ReplayView(save, ReplayBoardView())
        view.setWindowTitle(self.tr("Replay"))
        view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        view.resize(1300, 820)
        view.destroyed.connect(lambda: self._replays.remove(view) if view in self._replays
                               else None)
        self._replays.append(view)
        view.show()
