"""The statistics in the main window: every finished game recorded, the hint counter,
and Game → Statistics….

Recording follows the autosave: a window with persistent settings records (tests, demos
and ``--autoplay`` do not, unless ``enabled`` is set). A game is recorded once however
often its results are shown (the record's key is its whole log).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from rattus_desktop.stats import StatsError, StatsStore, record_of, session_key
from rattus_desktop.stats.opening import Notice

if TYPE_CHECKING:
    from rattus_desktop.shell.app.stats_window import StatsWindow
    from rattus_desktop.shell.app.window import MainWindow

NOTICE_KEY = "stats"


class StatsWiring(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self.enabled = window.settings.persistent
        self.dialog: StatsWindow | None = None
        window.game_finished.connect(self._game_finished)

    def _open(self) -> StatsStore:
        store = StatsStore.open()
        if store.notice is not None:
            self._tell_notice(store.notice)
        return store

    def _game_finished(self, _summary: dict[str, Any]) -> None:
        if self.enabled:
            self.record_current()

    def record_current(self) -> bool:
        """Record the finished game of the window's session; whether it was added."""
        session = self.w.controller.session
        if session is None or not session.game.is_over:
            return False
        events = [e for step in session.steps for e in step.events]
        record = record_of(session.game, [(s.kind, s.name) for s in session.seats], events)
        try:
            with self._open() as store:
                added = store.record(record)
        except StatsError as exc:
            self.w.status.set_notice(NOTICE_KEY, self.tr(
                "This game could not be added to the statistics: {reason}").format(
                    reason=exc.message))
            return False
        if added and self.dialog is not None and self.dialog.isVisible():
            self.dialog.refresh()  # an open window shows the new game at once
        return added

    def record_hint_use(self, seat: int) -> None:
        """The hint was used by ``seat`` in the game being played (the hint feature
        calls this); the count joins the game's record when it ends."""
        session = self.w.controller.session
        if not self.enabled or session is None:
            return
        try:
            with self._open() as store:
                store.record_hint_use(session_key(session.config, session.seed), seat)
        except StatsError as exc:
            self.w.status.set_notice(NOTICE_KEY, self.tr(
                "A hint use could not be counted: {reason}").format(reason=exc.message))

    def _tell_notice(self, notice: Notice) -> None:
        if notice.code == "newer":
            text = self.tr("The statistics file was written by a newer version; it was "
                           "kept as {name} and a new one was started.")
        else:
            text = self.tr("The statistics file could not be read; it was kept as {name} "
                           "and a new one was started.")
        self.w.status.set_notice(NOTICE_KEY, text.format(name=notice.moved_to.name))

    def show_window(self) -> StatsWindow | None:
        """Game → Statistics…: the window for the game being played (or the last one)."""
        from rattus_desktop.shell.app.stats_window import StatsWindow

        try:
            store = self._open()
        except StatsError as exc:
            QMessageBox.warning(self.w, self.tr("Statistics"), self.tr(
                "The statistics cannot be opened: {reason}").format(reason=exc.message))
            return None
        if self.dialog is not None:
            self.dialog.close()
        session = self.w.controller.session
        game = session.config.game if session is not None else self.w.table_game
        ruleset = session.config.ruleset if session is not None else None
        self.dialog = StatsWindow(store, self.w, game, ruleset)
        self.dialog.show()
        return self.dialog
