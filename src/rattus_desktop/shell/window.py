"""The main window: the game's table, the status line, menus and the shared screens.

Game-neutral: the table comes from the game's UI (``shell.game_ui``), found through
the registry by the game being played."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.play.session import Seat
from rattus_desktop.shell import art, theme
from rattus_desktop.shell.controller import GameController
from rattus_desktop.shell.dialogs.handover import HandOverScreen
from rattus_desktop.shell.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.dialogs.results import ResultsScreen
from rattus_desktop.shell.game_ui import GameUI, Table
from rattus_desktop.shell.settings import Settings
from rattus_desktop.shell.status import StatusBar

if TYPE_CHECKING:
    from rattus_desktop.shell.saves_wiring import SavesWiring

class MainWindow(QMainWindow):
    first_shown = Signal()
    game_finished = Signal(dict)  # the final summary, once the results are shown
    saves: SavesWiring  # set by MainMenus while the menus are built

    def __init__(self, settings: Settings, game_id: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.setWindowTitle(self.tr("Rattus"))
        icon = art.first_art("icons/app.svg")
        if icon is not None:
            self.setWindowIcon(QIcon(str(art.asset(icon))))
        self.controller = GameController(self)
        self.status = StatusBar()
        self._shown_once = False
        self._build_layout()
        self._build_overlays()
        self.table_game = ""
        # connected before any table: the right table is in place before a table hears of a game
        self.controller.game_started.connect(self._game_started, Qt.ConnectionType.DirectConnection)
        self.table: Table = self._make_table(game_id or registry.installed()[0])
        self._build_menus()
        self.status.set_status(self.tr("Welcome to Rattus"),
                               self.tr("Start a game with Game → New game… (Ctrl+N)."))
        self._initial_size()

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
        self.handover = HandOverScreen(host)
        self.results = ResultsScreen(host)
        self.results.play_again.connect(self.play_again)
        self.results.new_game.connect(self.ask_new_game)
        for overlay in (self.handover, self.results):
            overlay.closed.connect(self._overlay_closed)

    def _build_menus(self) -> None:
        from rattus_desktop.shell.menus import MainMenus

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
        old = self.table.widget()
        for part in (old, *old.findChildren(QObject)):  # the old table hears no more
            self.controller.disconnect(part)
        self.box.removeWidget(old)
        old.deleteLater()
        self.table = self._make_table(session.config.game)

    def overlay_parent(self) -> QWidget:
        host = self.centralWidget()
        assert host is not None  # set by _build_layout
        return host

    def all_overlays(self) -> list[QWidget]:
        return [self.handover, self.results, *self.table.overlays()]

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
            self.start_game(session.config, list(session.seats))

    def start_up(self) -> None:
        """The first thing after the window shows: resume the autosave, or a new game."""
        if not self.saves.offer_resume():
            self.ask_new_game()

    def ask_new_game(self) -> None:
        previous = list(self.controller.seats) or self.settings.last_players
        dialog = NewGameDialog(self, previous or None)
        dialog.accepted.connect(lambda: self.start_game(dialog.choice().config,
                                                        dialog.choice().seats,
                                                        dialog.choice().start_player))
        dialog.open()

    def seat_colour(self, seat: int) -> str | None:
        seats = self.controller.seats
        return seats[seat].colour if 0 <= seat < len(seats) else None

    # -- overlays ------------------------------------------------------------------------
    def overlay_open(self) -> bool:
        return any(o.isVisible() for o in self.all_overlays())

    def _overlay_closed(self) -> None:
        self.table.overlay_closed()

    def show_results(self, summary: dict[str, Any], tied: list[int]) -> None:
        palace = list(summary.get("palace", []))
        self.results.seat_icon = self.ui.seat_icon
        self.results.show_results(summary, list(self.controller.seats), tied, palace)
        self.game_finished.emit(summary)

    # -- language ----------------------------------------------------------------------------
    def set_language(self, setting: str) -> None:
        """View → Language: switch now (no restart) and remember the choice."""
        from rattus_desktop.shell.i18n import apply_language

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
            for part in (self.handover, self.results):
                part.retranslate()
            self.table.retranslate()

    def show_rules(self) -> None:
        self.ui.show_rules(self)

    def show_about(self) -> None:
        from rattus_desktop.shell.dialogs.about import show_about

        show_about(self)

    # -- window events ----------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.first_shown.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.table.stop()
        super().closeEvent(event)

    def screenshot(self, path: str) -> bool:
        """Save the window as PNG (after the board picture has been rendered)."""
        self.table.screenshot_ready()
        QApplication.processEvents()
        return self.grab().save(path, "PNG")
