"""The statistics in the main window: every finished game recorded, the hint counter,
and Game → Statistics….

Recording follows the autosave: a window with persistent settings records (tests, demos
and ``--autoplay`` do not, unless ``enabled`` is set). A game is recorded once however
often its results are shown (the record's key is its whole log).

The window's thread never waits long for the file: when another program holds it
locked, the work goes to a worker thread that waits (``stats.jobs``); if the file is
still busy the player is told so, the file is left as it is, and a game that could not
be added is kept and added with the next one.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox

from rattus_desktop.stats import StatsError, StatsStore, record_of, session_key
from rattus_desktop.stats.jobs import GUI_WAIT, Job, Outcome, attempt, run_in_worker
from rattus_desktop.stats.opening import Notice, busy_error, is_busy
from rattus_desktop.stats.record import GameRecord

if TYPE_CHECKING:
    from rattus_desktop.shell.app.stats_window import StatsWindow
    from rattus_desktop.shell.app.window import MainWindow

NOTICE_KEY = "stats"
Done = Callable[[Outcome], Any]


class StatsWiring(QObject):
    _waited = Signal(object, object)  # a worker's (done, outcome), to the GUI thread

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self.enabled = window.settings.persistent
        self.dialog: StatsWindow | None = None
        self.waiting = 0  # jobs a worker is waiting on (the file is locked)
        self.unrecorded: list[GameRecord] = []  # games a busy file could not take yet
        self._waited.connect(self._deliver)
        window.game_finished.connect(self._game_finished)

    # -- running a job without blocking the window ---------------------------------
    def _run(self, job: Job, done: Done) -> Any:
        """``done(outcome)`` of ``job`` run now; when the file is locked, the job goes
        to a worker and ``done`` is called later on this thread (None returned)."""
        outcome = attempt(job, GUI_WAIT)
        if outcome.busy:
            self._later(job, done)
            return None
        return done(outcome)

    def _later(self, job: Job, done: Done) -> None:
        self.waiting += 1
        run_in_worker(job, lambda outcome: self._hand_back(done, outcome))

    def _hand_back(self, done: Done, outcome: Outcome) -> None:
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self._waited.emit(done, outcome)

    def _deliver(self, done: Done, outcome: Outcome) -> None:
        self.waiting -= 1
        done(outcome)

    # -- recording -----------------------------------------------------------------
    def _game_finished(self, _summary: dict[str, Any]) -> None:
        if self.enabled:
            self.record_current()

    def record_current(self) -> bool:
        """Record the finished game of the window's session; whether it was added now."""
        session = self.w.controller.session
        if session is None or not session.game.is_over:
            return False
        events = [e for step in session.steps for e in step.events]
        return self.record(record_of(session.game,
                                     [(s.kind, s.name) for s in session.seats], events))

    def record(self, record: GameRecord) -> bool:
        """Add ``record`` (after any game a busy file could not take); whether it was
        added now (False also when the file is locked and a worker waits for it)."""
        games, self.unrecorded = [*self.unrecorded, record], []

        def job(store: StatsStore) -> list[bool]:
            return [store.record(game) for game in games]

        return bool(self._run(job, lambda outcome: self._recorded(outcome, games)))

    def _recorded(self, outcome: Outcome, games: list[GameRecord]) -> bool:
        self.w.status.set_notice(NOTICE_KEY, "")
        self._tell_notice(outcome.notice)
        if outcome.error is not None:
            if outcome.busy:
                self.unrecorded = games + self.unrecorded
                text = self.tr("The statistics file is in use by another program; this "
                               "game will be added to the statistics with the next one.")
            else:
                text = self.tr("This game could not be added to the statistics: "
                               "{reason}").format(reason=outcome.error.message)
            self.w.status.set_notice(NOTICE_KEY, text)
            return False
        added = bool(outcome.value[-1])
        if any(outcome.value) and self.dialog is not None and self.dialog.isVisible():
            with contextlib.suppress(sqlite3.Error):  # locked meanwhile: shown next time
                self.dialog.refresh()  # an open window shows the new game at once
        return added

    def record_hint_use(self, seat: int) -> None:
        """The hint was used by ``seat`` in the game being played (the hint feature
        calls this); the count joins the game's record when it ends."""
        session = self.w.controller.session
        if not self.enabled or session is None:
            return
        key = session_key(session.config, session.seed)
        self._run(lambda store: store.record_hint_use(key, seat), self._hint_counted)

    def _hint_counted(self, outcome: Outcome) -> None:
        self._tell_notice(outcome.notice)
        if outcome.busy:
            self.w.status.set_notice(NOTICE_KEY, self.tr(
                "The statistics file is in use by another program; a hint use could not "
                "be counted."))
        elif outcome.error is not None:
            self.w.status.set_notice(NOTICE_KEY, self.tr(
                "A hint use could not be counted: {reason}").format(
                    reason=outcome.error.message))

    def _tell_notice(self, notice: Notice | None) -> None:
        if notice is None:
            return
        if notice.code == "newer":
            text = self.tr("The statistics file was written by a newer version; it was "
                           "kept as {name} and a new one was started.")
        else:
            text = self.tr("The statistics file could not be read; it was kept as {name} "
                           "and a new one was started.")
        self.w.status.set_notice(NOTICE_KEY, text.format(name=notice.moved_to.name))

    # -- the window ----------------------------------------------------------------
    def show_window(self) -> StatsWindow | None:
        """Game → Statistics…: the window for the game being played (or the last one);
        None when the file cannot be opened now (a locked file is waited for by a
        worker, and the window opens, or the player is told, when the wait ends)."""
        return self._show(wait=True)

    def _show(self, wait: bool) -> StatsWindow | None:
        from rattus_desktop.shell.app.stats_window import StatsWindow

        try:
            store = StatsStore.open(timeout=GUI_WAIT)
        except StatsError as exc:
            if exc.code == "busy" and wait:
                self._later(lambda _store: None, self._window_waited)
            else:
                self._refuse_window(exc)
            return None
        self._tell_notice(store.notice)
        if self.dialog is not None:
            self.dialog.close()
        session = self.w.controller.session
        game = session.config.game if session is not None else self.w.table_game
        ruleset = session.config.ruleset if session is not None else None
        try:
            self.dialog = StatsWindow(store, self.w, game, ruleset)
        except sqlite3.Error as exc:  # locked between opening and reading
            store.close()
            self.dialog = None
            self._refuse_window(busy_error(store.path) if is_busy(exc) else
                                StatsError("unreadable", f"{store.path}: {exc}"))
            return None
        self.dialog.show()
        return self.dialog

    def _window_waited(self, outcome: Outcome) -> None:
        if outcome.error is not None:
            self._refuse_window(outcome.error)
        else:
            self._show(wait=False)

    def _refuse_window(self, exc: StatsError) -> None:
        if exc.code == "busy":
            text = self.tr("The statistics file is in use by another program; try again "
                           "in a moment.")
        else:
            text = self.tr("The statistics cannot be opened: {reason}").format(
                reason=exc.message)
        QMessageBox.warning(self.w, self.tr("Statistics"), text)
