"""The Rattus table: the board, the player panels and the side panel, the game's
rhythm (``GameFlow``), gestures, tooltips and the Witch's screen. It plugs into the
shell through ``shell.game_ui`` (``RATTUS_UI``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRect,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QKeySequence, QPixmap, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game, Outcome
from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.games.rattus.ui import host_words, names, score_parts
from rattus_desktop.games.rattus.ui.board_scene import BoardScene
from rattus_desktop.games.rattus.ui.board_view import BoardView
from rattus_desktop.games.rattus.ui.dialogs.witch import WitchPrompt
from rattus_desktop.games.rattus.ui.dialogs.witch_arrange import WitchArrangePrompt
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.flow import GameFlow
from rattus_desktop.games.rattus.ui.hint_mark import HintMarks, move_text, reason_text
from rattus_desktop.games.rattus.ui.interaction import Interaction
from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem
from rattus_desktop.games.rattus.ui.keyboard import KeyboardPlay
from rattus_desktop.games.rattus.ui.loss_explain import LossChronicle
from rattus_desktop.games.rattus.ui.panels import PlayerPanel, SidePanel
from rattus_desktop.games.rattus.ui.plague_story import PlagueStory
from rattus_desktop.games.rattus.ui.region_hand import RegionHand
from rattus_desktop.games.rattus.ui.risk_overlay import RiskOverlay
from rattus_desktop.games.rattus.ui.tooltips import BoardTips
from rattus_desktop.games.rattus.ui.university_display import last_revealed
from rattus_desktop.games.rattus.ui.views import rattus_view
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import parallel, pause, sequence, tween
from rattus_desktop.shell.kit.features import ViewAction
from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote
from rattus_desktop.shell.kit.tutorial_script import Tutorial
from rattus_desktop.shell.kit.tutorial_target import scene_target, united, widget_target

SIDE_WIDTH = 300
PLAYERS_MIN_HEIGHT = 150  # the players' panels scroll below this
SIDE_MIN_HEIGHT = 200  # the rats and the Chronicle keep at least this


class RattusTable(QWidget):
    """Players and log on the left, the board on the right."""

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.host = host
        self.controller = host.controller
        self.settings = host.settings
        self.status = host.status
        self.handover = host.handover
        self.scene = BoardScene(self)
        self.view = BoardView(self.scene)
        self.side = SidePanel()
        self.panels: list[PlayerPanel] = []
        self._markers: dict[int, str] = {}
        self.witch = WitchPrompt(host.overlay_parent())
        self.witch_arrange = WitchArrangePrompt(host.overlay_parent())  # Witch II/III
        self.flow = GameFlow(self)
        self.interaction = Interaction(self.scene, self.controller, self.flow.steps, self)
        self.view.interaction = self.interaction
        self.view.keyboard = KeyboardPlay(self.interaction)
        self.interaction.selection_changed.connect(self.view.viewport().update)
        self.view.choice_key = self.status.press_choice
        self.tips = BoardTips(self.view)
        self.interaction.set_cursor = lambda shape: self.view.viewport().setCursor(shape)
        self.interaction.hint.connect(self.status.set_hint)
        self.interaction.told.connect(self.status.set_good_news)
        self.interaction.choose.connect(self.flow.offer_choice)
        self.interaction.wall_use.connect(self.status, self.flow._on_idle)  # Emperor
        self.flow.game_finished.connect(self._show_results)
        self.witch.decided.connect(self._witch_decided)
        self.witch_arrange.decided.connect(lambda order: self.controller.try_apply(
            Action("witch_arrange", (order,))))
        self.side.entry_clicked.connect(self._show_history)
        self.story = PlagueStory(self.view)
        self.story.advance.connect(self.flow.animator.advance)
        self.risk = RiskOverlay(self.scene, self._public_view,
                                lambda: self.controller.seat_names, self)
        self.scene.risk_tip = self.risk.tip_lines  # type: ignore[attr-defined]
        self.controller.state_changed.connect(self.risk.refresh)
        self.risk.set_enabled(
            self.settings.game_setting("rattus", host_words.PLAGUE_RISK) == "on")
        self.losses = LossChronicle(self)
        self.hint_marks = HintMarks(self.scene)
        self.controller.state_changed.connect(self.hint_marks.clear)
        space = QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.space_pressed)
        space.setContext(Qt.ShortcutContext.WindowShortcut)
        self._build_layout()
        self.region_hand = RegionHand(self)  # the Region cards module's hand and prompts

    def widget(self) -> QWidget:
        return self

    def _build_layout(self) -> None:
        self.players_row = QVBoxLayout()
        self.players_row.setSpacing(6)
        self.players_row.setContentsMargins(0, 0, 0, 0)
        players = QWidget()
        players.setObjectName("playersColumn")
        players.setLayout(self.players_row)
        self.players_scroll = scroll = QScrollArea()
        scroll.setObjectName("playersScroll")
        scroll.setWidget(players)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumHeight(PLAYERS_MIN_HEIGHT)
        self.column = column = QWidget()
        column.setFixedWidth(SIDE_WIDTH)
        left = QVBoxLayout(column)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(8)
        left.addWidget(scroll, 20)  # the players first, up to their full height
        left.addWidget(self.side, 1)
        self.side.setMinimumHeight(SIDE_MIN_HEIGHT)
        middle = QHBoxLayout(self)
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(10)
        middle.addWidget(column)
        middle.addWidget(self.view, 1)

    def _fit_players(self) -> None:
        """The players' panels take what they need, up to what leaves the log room."""
        players = self.players_scroll.widget()
        if players is None:
            return
        wanted = players.sizeHint().height()
        room = max(PLAYERS_MIN_HEIGHT, self.height() - SIDE_MIN_HEIGHT)
        # the Chronicle below gives way first (at most what the players leave), so every
        # player's line is in view; no minimum that keeps the window from shrinking
        target = max(PLAYERS_MIN_HEIGHT, min(wanted, room))
        self.players_scroll.setMaximumHeight(target)
        self.side.setMaximumHeight(max(SIDE_MIN_HEIGHT, self.height() - target - 8))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        self._fit_players()

    def space_pressed(self) -> None:
        """Space: go on (a reveal waiting for the player), else pause or resume."""
        animator = self.flow.animator
        if animator.advance():
            self.status.set_hint("")
            return
        if animator.busy and animator.toggle_pause():
            self.status.set_hint(self.tr("Paused: press Space to go on."))

    def _show_history(self, position: int) -> None:
        """A Chronicle line clicked: the host's history view at that moment."""
        self.host.show_history(position)

    def _public_view(self) -> Any:
        """What everybody knows (the overlay's only source), None without a game."""
        return self.controller.game.view(None) if self.controller.has_game else None

    # -- optional Table parts the shell uses (View menu) ------------------------------
    def show_hint(self, hint: Any) -> str:
        """Ctrl+H: the hinted move's regions and cards glow; its reason in words."""
        self.hint_marks.show(hint.action)
        return reason_text(hint.reason, self.controller.seat_names)

    def move_text(self, action: Action) -> str:
        return move_text(action)

    def set_plague_risk_visible(self, visible: bool) -> None:
        self.risk.set_enabled(visible)

    def apply_setting(self, name: str, value: str) -> None:
        """View → Plague risk (the game's one View entry)."""
        if name == host_words.PLAGUE_RISK:
            self.set_plague_risk_visible(value == "on")

    def set_side_panels_visible(self, visible: bool) -> None:
        self.column.setVisible(visible)

    def zoom(self, step: int) -> None:
        self.view.zoom(step)

    # -- the shell's side of the table -----------------------------------------------
    def overlays(self) -> list[Overlay]:
        return [self.witch, self.witch_arrange, self.losses.card]

    def overlay_open(self) -> bool:
        return self.host.overlay_open()

    def seat_colour(self, seat: int) -> str | None:
        return self.host.seat_colour(seat)

    def overlay_closed(self) -> None:
        if not self.host.overlay_open() and self.controller.has_game:
            human = self.controller.current_is_human() and not self.controller.game.is_over
            self.interaction.set_enabled(human and not self.flow.animator.busy)

    def resync(self) -> None:
        self.flow.resync()

    def stop(self) -> None:
        self.flow.stop()
        self.risk.stop()

    def tutorial_target(self, name: str) -> QRect | None:
        """What the tutorial's arrow points at: the board, the reserve tray, the class cards
        or the plague piece."""
        if name == "board":
            return widget_target(self.view)
        if name == "reserve":
            tray = self.scene.tray
            rect = tray.sceneBoundingRect() if tray.isVisible() else None
        elif name == "cards":
            rect = united([c.sceneBoundingRect() for c in self.scene.cards.values()
                           if c.isVisible()])
        elif name == "plague":
            rect = self.scene.plague.sceneBoundingRect() if self.scene.plague.isVisible() \
                else None
        else:
            return None
        return scene_target(self.view, rect)

    def retranslate(self) -> None:
        from rattus_desktop.games.rattus.ui.retranslate import retranslate_table

        retranslate_table(self)

    def screenshot_ready(self) -> None:
        self.scene.board.images.wait_ready()
        QApplication.processEvents()

    # -- a game ---------------------------------------------------------------------
    def prepare_game(self) -> None:
        """Called by the flow when a game starts: build panels, reset the board."""
        seats = self.controller.seats
        self.witch.hide()
        self.witch_arrange.hide()
        self._markers = {}
        view = rattus_view(self.controller.board_view())
        self.scene.setup_game(seats, view.regions, tuple(view.holders))
        guilds = view.guilds  # the guild and tavern boards take room beside the cards
        self.scene.module_boards.prepare(guilds.guild if guilds else None,
                                         guilds.tavern if guilds else None)
        self.view.fit()  # the Big Box's joined board is taller
        for panel in self.panels:
            self.players_row.removeWidget(panel)
            panel.deleteLater()
        while self.players_row.count():
            self.players_row.takeAt(0)
        self.panels = [PlayerPanel(i, s) for i, s in enumerate(seats)]
        for panel in self.panels:
            self.players_row.addWidget(panel)
            panel.expanded_changed.connect(lambda _on: QTimer.singleShot(0, self._fit_players))
        self.players_row.addStretch(1)
        QTimer.singleShot(0, self._fit_players)
        self.side.clear_log()

    def log_game_start(self) -> None:
        """The Chronicle's first line: where the plague piece starts."""
        session = self.controller.session
        if session is None:
            return
        plague = session.new_game().summary()["plague"]
        self.side.add_log(lambda: self.tr("A new game begins. The plague starts in {region}.")
                          .format(region=names.region_name(plague)), strong=True, position=0)

    def update_panels(self) -> None:
        ds = self.scene.state
        if ds is None or not self.controller.has_game:
            return
        markers = self._markers if self.flow.animator.busy else self._final_markers()
        self._markers = markers
        for panel in self.panels:
            # the board's mirror says whose turn the animations have reached, not the game
            panel.update_from(ds, panel.seat == ds.current, markers.get(panel.seat, ""))
        self.side.update_from(ds)
        self._fit_players()  # a line may have grown a row of cards
        QTimer.singleShot(0, self._fit_players)

    def _final_markers(self) -> dict[int, str]:
        """"ended the game" / "final turn done" per seat (kept while animations run)."""
        final = rattus_view(self.controller.board_view()).final
        if final is None:
            return {}
        markers = {final.trigger: self.tr("ended the game")}
        for panel in self.panels:
            if panel.seat != final.trigger and panel.seat not in final.queue:
                markers[panel.seat] = self.tr("final turn done")
        return markers

    # -- the Witch ------------------------------------------------------------------
    def begin_witch(self, seat: int | None, secret: list[Event]) -> None:
        if seat is None:
            return
        refs, faces = self.flow.witch_faces(seat, secret)
        view = rattus_view(self.controller.game.view(seat))
        counts = {r: len(ts) for r, ts in view.tokens.items()}
        self.interaction.set_enabled(False)

        def reveal() -> None:
            self.witch.show_faces(refs, faces, counts)

        name = self.controller.seats[seat].name
        self.flow.privately(seat, lambda: self.tr(
            "The Witch lets {name} see two rat tokens. Everybody else, look away.").format(
                name=name), reveal)

    def reveal_secrets(self, seat: int, then: Callable[[], None]) -> None:
        def show() -> None:
            self.scene.reveal_known = True
            self.scene.layout_tokens()
            then()

        if len(self.flow.persons_here()) > 1:
            self.interaction.set_enabled(False)
        name = self.controller.seats[seat].name
        self.flow.privately(seat, lambda: self.tr(
            "{name} will see the rat tokens they know from the Witch.").format(name=name), show)

    def _witch_decided(self, swap: bool) -> None:
        self.controller.try_apply(Action("witch_swap", (swap,)))

    def _show_results(self, summary: dict[str, Any]) -> None:
        self.host.show_results(summary, self.flow.last_tied)

    def banner_animation(self, text: str, blocking: bool) -> QAbstractAnimation | None:
        item = FloatTextItem(text, theme.DEEP_RED if blocking else theme.INK, 54)
        item.setPos(QPointF(800, 560))
        item.setOpacity(0.0)
        self.scene.addItem(item)
        ms = self.settings.duration
        anim = sequence(parallel(tween(item, b"opacity", 1.0, ms(1.2), 0.0),
                                 tween(item, b"scale", 1.0, ms(1.2), 0.6,
                                       QEasingCurve.Type.OutBack)),
                        pause(ms(5.0 if blocking else 3.0)), tween(item, b"opacity", 0.0, ms(1.2)))

        def remove() -> None:
            if item.scene():
                self.scene.removeItem(item)

        anim.finished.connect(remove)
        return anim


class ReplayBoardView(BoardView):
    """The real board for the replay view (public information only, no input)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = BoardScene()
        super().__init__(scene, parent)
        scene.setParent(self)
        self.board_scene = scene
        self._seats: list[Seat] | None = None
        self._last_event: dict[str, Any] | None = None

    def widget(self) -> QWidget:
        return self

    def show_history(self, steps: Iterable[Iterable[Event]]) -> None:
        """The public events before the next position: its last event card revealed."""
        self._last_event = last_revealed(steps)

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        scene = self.board_scene
        view = rattus_view(game.view(None))
        if self._seats != seats:
            self._seats = list(seats)
            scene.setup_game(list(seats), view.regions, tuple(view.holders))
            self.fit()  # the Big Box's joined board is taller
        ds = DisplayState.from_view(view)
        if ds.universities:
            ds.last_event = self._last_event
        scene.show_state(ds)


class RattusUI:
    """``GameUI`` for Rattus."""

    game_id = "rattus"

    def tutorial(self) -> Tutorial:
        """Help → Tutorial: this game's guided first game."""
        from rattus_desktop.games.rattus.ui.tutorial import tutorial

        return tutorial()

    def title(self) -> str:
        return QCoreApplication.translate("RattusUI", "Rattus")

    def card_name(self, card: str) -> str:
        """A card's translated name (the statistics window's favourite cards)."""
        return names.card_name(card)

    def view_actions(self) -> tuple[ViewAction, ...]:
        return host_words.view_actions()

    def step_by_step_text(self) -> str:
        return host_words.step_by_step_text()

    def turn_mark_text(self, kind: str, name: str) -> str | None:
        return host_words.turn_mark_text(kind, name)

    def losses_header(self) -> tuple[str, str]:
        return host_words.losses_header()

    def make_table(self, host: TableHost) -> RattusTable:
        return RattusTable(host)

    def replay_board(self) -> ReplayBoardView:
        return ReplayBoardView()

    def reason_text(self, code: str, params: Mapping[str, Any], default: str) -> str:
        return names.reason_text(code, dict(params), default)

    def event_text(self, event: Event, seat_names: list[str]) -> str | None:
        return names.event_text(event, seat_names)

    def action_text(self, action: Any) -> str:
        return CODEC.to_text(action)

    def show_rules(self, parent: QWidget) -> None:
        from rattus_desktop.games.rattus.ui.dialogs.rules import show_rules

        show_rules(parent)

    def score_columns(self, outcome: Outcome) -> list[ScoreColumn]:
        return score_parts.score_columns(outcome)

    def total_header(self) -> str:
        return score_parts.total_header()

    def seat_note(self, summary: Mapping[str, Any], outcome: Outcome, seat: int,
                  names: list[str]) -> SeatNote | None:
        return score_parts.seat_note(summary, outcome, seat, names)

    def results_note(self, summary: Mapping[str, Any] | None = None) -> str:
        if summary is not None and summary.get("modules"):
            return QCoreApplication.translate(
                "ResultsScreen", "Each piece on the board or in the palace scores a point; "
                                 "the modules add theirs (each player's parts are listed).")
        return QCoreApplication.translate(
            "ResultsScreen", "Each piece on the board or in the palace scores a point.")

    def tie_text(self, names: str, name: str) -> str:
        return QCoreApplication.translate(
            "ResultsScreen",
            "Tied: {names}. The tie goes to whoever would have played next: {name}.").format(
                names=names, name=name)

    def options_panel(self, parent: QWidget) -> QWidget:
        """The Rattus part of the new-game dialog (ruleset, cards, modules)."""
        from rattus_desktop.games.rattus.ui.new_game_options import RattusOptions

        return RattusOptions(parent)

    def seat_icon(self, seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
        from rattus_desktop.games.rattus.ui.panels import meeple_pixmap

        return meeple_pixmap(seat, colour, size, dpr)


RATTUS_UI = RattusUI()
