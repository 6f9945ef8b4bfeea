"""The main window: players across the top, the board, the side panel, the status line."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from ..core import Event
from ..session import Seat
from . import art, theme
from .animation import parallel, pause, sequence, tween
from .board_scene import BoardScene
from .board_view import BoardView
from .controller import GameController
from .dialogs.handover import HandOverScreen
from .dialogs.new_game import NewGameDialog
from .dialogs.results import ResultsScreen
from .dialogs.witch import WitchPrompt
from .flow import GameFlow
from .interaction import Interaction
from .items.meeple import FloatTextItem
from .panels import PlayerPanel, SidePanel
from .settings import Settings
from .status import StatusBar
from .tooltips import BoardTips


class MainWindow(QMainWindow):
    first_shown = Signal()

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self.setWindowTitle(self.tr("Rattus"))
        icon = art.first_art("icons/app.svg")
        if icon is not None:
            self.setWindowIcon(QIcon(str(art.asset(icon))))
        self.controller = GameController(self)
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.side = SidePanel()
        self.status = StatusBar()
        self.flow = GameFlow(self)
        self.interaction = Interaction(self.scene, self.controller, self.flow.steps, self)
        self.view.interaction = self.interaction
        self.tips = BoardTips(self.view)
        self.interaction.set_cursor = lambda shape: self.view.viewport().setCursor(shape)
        self.interaction.hint.connect(self.status.set_hint)
        self.interaction.choose.connect(self.flow.offer_choice)
        self.flow.game_finished.connect(self._show_results)
        self._shown_once = False
        self._build_layout()
        self._build_overlays()
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
        self.players_row = QVBoxLayout()
        self.players_row.setSpacing(6)
        self.panels: list[PlayerPanel] = []
        column = QWidget()
        column.setFixedWidth(300)
        left = QVBoxLayout(column)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(8)
        left.addLayout(self.players_row)
        left.addWidget(self.side, 1)
        middle = QHBoxLayout()
        middle.setSpacing(10)
        middle.addWidget(column)
        middle.addWidget(self.view, 1)
        box = QVBoxLayout(central)
        box.setContentsMargins(10, 8, 10, 10)
        box.setSpacing(8)
        box.addLayout(middle, 1)
        box.addWidget(self.status)
        self.setCentralWidget(central)
        self.setStyleSheet(theme.STYLE)

    def _build_overlays(self) -> None:
        host = self.centralWidget()
        self.handover = HandOverScreen(host)
        self.witch = WitchPrompt(host)
        self.results = ResultsScreen(host)
        self.witch.decided.connect(self._witch_decided)
        self.results.play_again.connect(self.play_again)
        self.results.new_game.connect(self.ask_new_game)
        for overlay in (self.handover, self.witch, self.results):
            overlay.closed.connect(self._overlay_closed)

    def _build_menus(self) -> None:
        from .menus import MainMenus

        self.menus = MainMenus(self)

    # -- a game ---------------------------------------------------------------------------
    def start_game(self, seats: list[Seat], start_player: int | None = None,
                   seed: int | None = None) -> None:
        for overlay in (self.handover, self.witch, self.results):
            overlay.hide()
        self.settings.set_last_players(seats)
        self.controller.new_game(seats, seed, start_player)

    def prepare_game(self) -> None:
        """Called by the flow when a game starts: build panels, reset the board."""
        seats = self.controller.seats
        self.scene.setup_game(seats, self.controller.game.rules.regions)
        for panel in self.panels:
            self.players_row.removeWidget(panel)
            panel.deleteLater()
        self.panels = [PlayerPanel(i, s) for i, s in enumerate(seats)]
        for panel in self.panels:
            self.players_row.addWidget(panel)
        self.side.clear_log()
        plague = self.controller.game.summary()["plague"]
        self.side.add_log(lambda: self.tr("A new game begins. The plague starts in {region}.")
                          .format(region=_region(plague)), strong=True)

    def play_again(self) -> None:
        if self.controller.has_game:
            self.start_game(list(self.controller.seats))

    def start_up(self) -> None:
        """The first thing after the window shows: resume the autosave, or a new game."""
        if not self.saves.offer_resume():
            self.ask_new_game()

    def ask_new_game(self) -> None:
        previous = list(self.controller.seats) or self.settings.last_players
        dialog = NewGameDialog(self, previous or None)
        dialog.accepted.connect(lambda: self.start_game(dialog.choice().seats,
                                                        dialog.choice().start_player))
        dialog.open()

    def seat_colour(self, seat: int) -> str | None:
        seats = self.controller.seats
        return seats[seat].colour if 0 <= seat < len(seats) else None

    def update_panels(self) -> None:
        ds = self.scene.state
        if ds is None or not self.controller.has_game:
            return
        game = self.controller.game
        final = self.controller.board_view().final
        for panel in self.panels:
            marker = ""
            if final is not None and panel.seat == final.trigger:
                marker = self.tr("ended the game")
            elif final is not None and panel.seat not in final.queue:
                marker = self.tr("final turn done")
            panel.update_from(ds, panel.seat == game.current_player, marker)
        self.side.update_from(ds)

    # -- overlays ------------------------------------------------------------------------------
    def overlay_open(self) -> bool:
        return any(o.isVisible() for o in (self.handover, self.witch, self.results))

    def _overlay_closed(self) -> None:
        if not self.overlay_open() and self.controller.has_game:
            human = self.controller.current_is_human() and not self.controller.game.is_over
            self.interaction.set_enabled(human and not self.flow.animator.busy)

    def begin_witch(self, seat: int | None, secret: list[Event]) -> None:
        if seat is None:
            return
        refs, faces = self.flow.witch_faces(seat, secret)
        counts = {r: len(ts) for r, ts in self.controller.game.view(seat).tokens.items()}
        self.interaction.set_enabled(False)

        def reveal() -> None:
            self.witch.show_faces(refs, faces, counts)

        if self.controller.human_count() > 1:
            self.handover.accepted.connect(reveal, Qt.ConnectionType.SingleShotConnection)
            name = self.controller.seats[seat].name
            self.handover.ask(name, lambda: self.tr(
                "The Witch lets {name} see two rat tokens. Everybody else, look away.").format(
                    name=name))
        else:
            reveal()

    def reveal_secrets(self, seat: int, then: Callable[[], None]) -> None:
        def show() -> None:
            self.scene.reveal_known = True
            self.scene.layout_tokens()
            then()

        if self.controller.human_count() > 1:
            self.interaction.set_enabled(False)
            self.handover.accepted.connect(show, Qt.ConnectionType.SingleShotConnection)
            name = self.controller.seats[seat].name
            self.handover.ask(name, lambda: self.tr(
                "{name} will see the rat tokens they know from the Witch.").format(name=name))
        else:
            show()

    def _witch_decided(self, swap: bool) -> None:
        from ..core import Action

        self.controller.try_apply(Action("witch_swap", (swap,)))

    def _show_results(self, summary: dict) -> None:
        palace = list(summary.get("palace", []))
        self.results.show_results(summary, list(self.controller.seats),
                                  self.flow._last_tied, palace)

    def banner_animation(self, text: str, blocking: bool) -> QAbstractAnimation | None:
        item = FloatTextItem(text, theme.PLAGUE_RED if blocking else theme.INK, 54)
        item.setPos(QPointF(800, 560))
        item.setOpacity(0.0)
        self.scene.addItem(item)
        ms = self.settings.duration
        anim = sequence(parallel(tween(item, b"opacity", 1.0, ms(1.2), 0.0),
                                 tween(item, b"scale", 1.0, ms(1.2), 0.6,
                                       QEasingCurve.Type.OutBack)),
                        pause(ms(5.0 if blocking else 3.0)), tween(item, b"opacity", 0.0, ms(1.2)))
        anim.finished.connect(lambda: item.scene() and self.scene.removeItem(item))
        return anim

    # -- language ----------------------------------------------------------------------------
    def set_language(self, setting: str) -> None:
        """View → Language: switch now (no restart) and remember the choice."""
        from .i18n import apply_language

        self.settings.set_lang(setting)
        apply_language(setting)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed."""
        from .retranslate import retranslate_window

        self.setWindowTitle(self.tr("Rattus"))
        if hasattr(self, "menus"):
            retranslate_window(self)

    def show_rules(self) -> None:
        from .dialogs.rules import show_rules

        show_rules(self)

    def show_about(self) -> None:
        from .dialogs.rules import show_about

        show_about(self)

    # -- window events ----------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            self.first_shown.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        self.flow.stop()
        super().closeEvent(event)

    def screenshot(self, path: str) -> bool:
        """Save the window as PNG (after the board picture has been rendered)."""
        self.scene.board.images.wait_ready()
        QApplication.processEvents()
        return self.grab().save(path, "PNG")


def _region(rid: str) -> str:
    from .names import region_name

    return region_name(rid)
