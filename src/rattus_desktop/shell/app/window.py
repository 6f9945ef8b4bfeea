"""The main window: the game's table, the status line, menus and the shared screens.

Game-neutral: the table comes from the game's UI (``shell.kit.game_ui``), found through
the registry by the game being played."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.play.session import Seat, Session
from rattus_desktop.shell.app.dialogs.confirm import ConfirmScreen
from rattus_desktop.shell.app.dialogs.new_game import GAME_SWITCH, NewGameDialog
from rattus_desktop.shell.app.dialogs.results import ResultsScreen
from rattus_desktop.shell.app.history import HistoryScreen
from rattus_desktop.shell.app.tutorial_guide import TutorialGuide
from rattus_desktop.shell.app.unfinished_ui import SlotKeeper, UnfinishedScreen
from rattus_desktop.shell.kit import art, theme
from rattus_desktop.shell.kit.controller import GameController
from rattus_desktop.shell.kit.features import (
    ExplainsResults,
    FollowsSettings,
    HasTutorial,
    HidesSidePanels,
    MarksHints,
    ScoresInParts,
    Zooms,
)
from rattus_desktop.shell.kit.game_ui import GameUI, Table
from rattus_desktop.shell.kit.handover import HandOverScreen
from rattus_desktop.shell.kit.hint import HintRunner, hint_details, hint_text
from rattus_desktop.shell.kit.hint_search import Hint
from rattus_desktop.shell.kit.settings import Settings
from rattus_desktop.shell.kit.status import StatusBar

if TYPE_CHECKING:
    from rattus_desktop.shell.app.saves_wiring import SavesWiring

class MainWindow(QMainWindow):
    first_shown = Signal()
    game_finished = Signal(dict)  # the final summary, once the results are shown
    saves: SavesWiring  # set by MainMenus while the menus are built

    def __init__(self, settings: Settings, game_id: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.setWindowTitle(self.tr("Rattus"))
        icon = art.art_file("icons/app.svg")
        if icon is not None:
            self.setWindowIcon(QIcon(str(art.asset(icon))))
        self.controller = GameController(self)
        self.status = StatusBar()
        self._choice_keys()
        self._shown_once = False
        self._build_layout()
        self._build_overlays()
        self.table_game = ""
        # the right table is in place before any table hears of a game (a slot connected
        # while a signal is being emitted would not hear that emission)
        self.controller.game_starting.connect(self._game_started)
        self.table: Table = self._make_table(game_id or registry.installed()[0])
        self._build_menus()
        self._close_confirmed = False
        self.slots: SlotKeeper | None = SlotKeeper() if settings.persistent else None
        hook = getattr(self.saves, "autosave", None)
        if self.slots is not None and hook is not None:
            self.slots.tracker.on_write = hook.report  # the slots are the one autosave
        self.controller.game_started.connect(self._keep_in_slot)
        self.controller.game_started.connect(self._show_step_by_step)
        self.hints = HintRunner(self)
        self.hints.ready.connect(self._hint_ready)
        self.hints.failed.connect(lambda message: self.status.set_hint(
            self.tr("No hint this time ({m}).").format(m=message)))
        self.controller.state_changed.connect(self.hints.cancel)
        self.show_welcome()
        self._initial_size()

    def show_welcome(self) -> None:
        """The status line before any game (written again after a language switch)."""
        self.status.set_status(self.tr("Welcome to Rattus"),
                               self.tr("Start a game with Game → New game… (Ctrl+N)."))

    def use_fixed_start_size(self, width: int, height: int) -> None:
        """``--window-size``: exactly this size, whatever the screen."""
        self.setWindowState(Qt.WindowState.WindowNoState)
        self.resize(width, height)

    def _initial_size(self) -> None:
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is None or QGuiApplication.platformName() == "offscreen":
            self.resize(1560, 960)
            return
        if screen.width() < 1280 or screen.height() < 780:
            self.resize(1280, 780)
            self.setWindowState(Qt.WindowState.WindowMaximized)
            return
        self.resize(min(1600, int(screen.width() * 0.96)), min(1000, int(screen.height() * 0.94)))

    # -- layout -----------------------------------------------------------------------
    def _build_layout(self) -> None:
        central = QWidget()
        central.setObjectName("central")
        self.box = QVBoxLayout(central)
        self.box.setContentsMargins(10, 8, 10, 10)
        self.box.setSpacing(8)
        self.box.addWidget(self.status)
        self.setCentralWidget(central)
        self.setStyleSheet(theme.STYLE)

    def _build_overlays(self) -> None:
        host = self.centralWidget()
        assert host is not None  # set by _build_layout
        self.confirm = ConfirmScreen(host)
        self.history = HistoryScreen(host)
        self.unfinished = UnfinishedScreen(host)
        self.unfinished.resume.connect(self.resume_unfinished)
        self.unfinished.new_game.connect(lambda: self._new_game_dialog())
        self.unfinished.confirm_delete = self._confirm_delete
        self.handover = HandOverScreen(host)
        self.results = ResultsScreen(host)
        self.results.play_again.connect(self.play_again)
        self.results.new_game.connect(self.ask_new_game)
        for overlay in (self.handover, self.results, self.confirm, self.unfinished,
                        self.history):
            overlay.closed.connect(self._overlay_closed)

    def _build_menus(self) -> None:
        from rattus_desktop.shell.app.menus import MainMenus

        self.guide = TutorialGuide(self)
        self.menus = MainMenus(self)

    # -- the game's table -------------------------------------------------------------
    @property
    def ui(self) -> GameUI:
        ui: GameUI = registry.get(self.table_game).load_ui()
        return ui

    def _make_table(self, game_id: str) -> Table:
        ui: GameUI = registry.get(game_id).load_ui()
        table = ui.make_table(self)
        for overlay in table.overlays():
            overlay.closed.connect(self._overlay_closed)
        self.box.insertWidget(0, table.widget(), 1)
        self.table_game = game_id
        return table

    def _game_started(self) -> None:
        """Before the table hears of a new game: the right game's table is in place."""
        session = self.controller.session
        if session is None or session.config.game == self.table_game:
            return
        self.table.stop()
        self.hints.wait()
        old = self.table.widget()
        for part in (old, *old.findChildren(QObject)):  # the old table hears no more
            self.controller.disconnect(part)
        self.box.removeWidget(old)
        old.deleteLater()
        self.table = self._make_table(session.config.game)
        self.menus.show_game_actions(session.config.game)

    def _show_step_by_step(self) -> None:
        """View → Step by step shows what "automatic" means for this game: on when
        people play the computer."""
        if self.settings.step_by_step is None:
            humans = self.controller.human_count()
            self.menus.step_by_step.setChecked(0 < humans < len(self.controller.seats))

    def _keep_in_slot(self) -> None:
        if self.slots is not None:
            self.slots.game_started(self.controller.session)

    def overlay_parent(self) -> QWidget:
        host = self.centralWidget()
        assert host is not None  # set by _build_layout
        return host

    def all_overlays(self) -> list[QWidget]:
        return [self.handover, self.results, self.confirm, self.unfinished, self.history,
                *self.table.overlays()]

    # -- a game ---------------------------------------------------------------------------
    def start_game(self, config: GameConfig, seats: list[Seat], start_player: int | None = None,
                   seed: int | None = None) -> None:
        """A new game of ``config`` with ``seats``."""
        for overlay in self.all_overlays():
            overlay.hide()
        self.settings.set_last_players(seats)
        self.controller.new_game(config, seats, seed, start_player)

    def play_again(self) -> None:
        session = self.controller.session
        if session is not None:
            self.leave_game_then(lambda: self.start_game(session.config, list(session.seats)))

    def start_up(self) -> None:
        """The first thing after the window shows: the unfinished games if there are any
        (an older single autosave's game moved among them first), else a new game."""
        self.saves.migrate_autosave()
        if not self.unfinished.show_list():
            self.ask_new_game()

    def show_unfinished(self) -> None:
        """Game → Unfinished games."""
        if not self.unfinished.show_list():
            self.status.set_hint(self.tr("There is no unfinished game."))

    def resume_unfinished(self, session: Session, path: Path) -> None:
        def resume() -> None:
            if self.slots is not None:
                self.slots.resumed_from = path
            self.controller.adopt(session)

        self.leave_game_then(resume)

    def show_history(self, position: int) -> None:
        """The board as it was after ``position`` actions (a Chronicle line clicked)."""
        session = self.controller.session
        if session is not None:
            self.history.show_at(session, position)

    # -- never losing a game -------------------------------------------------------------
    def game_in_progress(self) -> bool:
        """A game with moves made and not over: leaving it needs the player's word."""
        session = self.controller.session
        return session is not None and bool(session.log) and not session.game.is_over

    def leave_game_then(self, proceed: Callable[[], None], quitting: bool = False,
                        declined: Callable[[], None] | None = None) -> None:
        """Run ``proceed`` at once, or after the player agrees to leave the game
        (``declined`` if they keep playing)."""
        if not self.game_in_progress():
            proceed()
            return
        kept = self.slots is not None

        def text() -> str:
            if kept:
                return self.tr("It stays in Game → Unfinished games: you can continue it "
                               "whenever you like.")
            return self.tr("This game is not saved anywhere: leaving it loses it.")

        def title() -> str:
            return self.tr("Quit while a game is in progress?") if quitting else \
                self.tr("Leave the game in progress?")

        def yes() -> str:
            return self.tr("Quit") if quitting else self.tr("Leave it")

        self.confirm.ask(title, text, yes, lambda: self.tr("Keep playing"), proceed, declined)

    def _confirm_delete(self, delete: Callable[[], None]) -> None:
        self.confirm.ask(lambda: self.tr("Delete this unfinished game?"),
                         lambda: self.tr("It cannot be brought back."),
                         lambda: self.tr("Delete"), lambda: self.tr("Keep it"), delete)

    def ask_new_game(self) -> None:
        self.leave_game_then(lambda: self._new_game_dialog())

    def _new_game_dialog(self, game_id: str | None = None) -> None:
        game_id = game_id or self.table_game
        previous = list(self.controller.seats) or self.settings.last_players
        dialog = NewGameDialog(self, previous or None, game_id, self.settings)
        self.new_game_dialog = dialog
        dialog.accepted.connect(lambda: self.start_game(dialog.choice().config,
                                                        dialog.choice().seats,
                                                        dialog.choice().start_player))
        dialog.finished.connect(lambda result: self._new_game_switched(dialog, result))
        dialog.open()

    def _new_game_switched(self, dialog: NewGameDialog, result: int) -> None:
        """The player picked another game in the dialog: the dialog for that game."""
        if result == GAME_SWITCH and dialog.switch_to:
            self._new_game_dialog(dialog.switch_to)

    def seat_colour(self, seat: int) -> str | None:
        seats = self.controller.seats
        return seats[seat].colour if 0 <= seat < len(seats) else None

    def _choice_keys(self) -> None:
        """1-9 press the n-th prompt button in every game (the button's tooltip says so),
        whichever widget has the focus (a focused list would eat them for its search),
        never while an overlay stands in front of the table."""
        for n in range(1, 10):
            shortcut = QShortcut(QKeySequence(str(n)), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda n=n: self._press_choice(n - 1))

    def _press_choice(self, index: int) -> None:
        if not self.overlay_open():
            self.status.press_choice(index)

    # -- overlays ------------------------------------------------------------------------
    def overlay_open(self) -> bool:
        return any(o.isVisible() for o in self.all_overlays())

    def _overlay_closed(self) -> None:
        self.table.overlay_closed()

    def show_results(self, summary: dict[str, Any], tied: list[int],
                     outcome: Outcome | None = None) -> None:
        """The results screen for the finished game (``outcome``: the controller's)."""
        self.results.seat_icon = self.ui.seat_icon
        ui = self.ui
        words = ui if isinstance(ui, ExplainsResults) else None
        self.results.game_note = (lambda: words.results_note(summary)) if words else (lambda: "")
        self.results.game_tie = words.tie_text if words else (lambda names, name: "")
        self.results.parts = ui if isinstance(ui, ScoresInParts) else None
        shown = outcome if outcome is not None else self.controller.outcome()
        self.results.show_results(summary, list(self.controller.seats), shown)
        self.game_finished.emit(summary)

    # -- language ----------------------------------------------------------------------------
    def set_language(self, setting: str) -> None:
        """View → Language: switch now (no restart) and remember the choice."""
        from rattus_desktop.shell.kit.i18n import apply_language

        self.settings.set_lang(setting)
        apply_language(setting)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed."""
        self.setWindowTitle(self.tr("Rattus"))
        if hasattr(self, "menus"):
            self.menus.retranslate()
            for part in (self.handover, self.results, self.unfinished, self.history,
                         self.confirm):
                part.retranslate()
            self.table.retranslate()
            self.guide.retranslate()
        if self.controller.session is None:
            self.show_welcome()

    # -- layout: full screen, zoom, side panels ------------------------------------------
    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)
        self.menus.fullscreen.setChecked(self.isFullScreen())

    def toggle_step_by_step(self) -> None:
        self.settings.set_step_by_step(self.menus.step_by_step.isChecked())

    def show_hint(self) -> None:
        """Ctrl+H: what the hard computer would do now, for the human seat to move."""
        problem = self.hints.request(self.controller)
        self.status.set_hint(problem or self.tr("Looking for a good move…"))

    def _hint_ready(self, hint: Hint) -> None:
        """Optional ``Table.show_hint(hint) -> str``: marks it on the board, gives the
        game's reason in words."""
        self.menus.stats.record_hint_use(hint.seat)  # counted in the game's statistics
        marks = self.table if isinstance(self.table, MarksHints) else None
        reason = marks.show_hint(hint) if marks is not None else ""
        describe = marks.move_text if marks is not None else self.controller.ui.action_text
        self.status.set_hint(hint_text(hint, describe, reason or ""), hint_details(hint, describe))

    def set_game_setting(self, name: str, on: bool) -> None:
        """One of the game's own View entries: saved under the game, and passed to a
        table that ``FollowsSettings``."""
        value = "on" if on else "off"
        self.settings.set_game_setting(self.table_game, name, value)
        if isinstance(self.table, FollowsSettings):
            self.table.apply_setting(name, value)

    def zoom_table(self, step: int) -> None:
        """Optional ``Table.zoom(step)``: +1 closer, -1 back, 0 the whole board."""
        if isinstance(self.table, Zooms):
            self.table.zoom(step)

    def toggle_side_panels(self) -> None:
        """Optional ``Table.set_side_panels_visible``: more room for the board."""
        if isinstance(self.table, HidesSidePanels):
            self.table.set_side_panels_visible(self.menus.side_panels.isChecked())

    def show_rules(self) -> None:
        self.ui.show_rules(self)

    def start_tutorial(self, game_id: str) -> None:
        """Help → Tutorial → a game: its guided first game."""
        ui = registry.get(game_id).load_ui()
        if not isinstance(ui, HasTutorial):
            self.status.set_hint(self.tr("This game has no tutorial yet."))
            return
        self.guide.start(ui.tutorial())

    def show_keys(self) -> None:
        """Help → Keys: the keys of keyboard play."""
        from rattus_desktop.shell.app.dialogs.keys import show_keys

        self._keys_box = show_keys(self)

    def show_about(self) -> None:
        from rattus_desktop.shell.app.dialogs.about import show_about

        show_about(self)

    # -- window events ----------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.first_shown.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if not self._close_confirmed and self.game_in_progress():
            event.ignore()
            self.leave_game_then(self.close_without_asking, quitting=True)
            return
        self.table.stop()
        self.hints.wait()
        if self.slots is not None:
            self.slots.tracker.stop()
        super().closeEvent(event)

    def close_without_asking(self) -> None:
        """Close now (the player agreed, or the game is kept elsewhere)."""
        self._close_confirmed = True
        self.close()

    def screenshot(self, path: str) -> bool:
        """Save the window as PNG (after the board picture has been rendered)."""
        self.table.screenshot_ready()
        QApplication.processEvents()
        return self.grab().save(path, "PNG")
