"""The Rattus Cartus table: the board scene and the game log, with the game's rhythm
(``CartusFlow``). It plugs into the shell through ``shell.game_ui`` (``CARTUS_UI``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QWidget,
)

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game, Outcome
from rattus_desktop.games.cartus.rules.view import CartusView
from rattus_desktop.games.cartus.ui import art, names, results_words
from rattus_desktop.games.cartus.ui.flow import CartusFlow
from rattus_desktop.games.cartus.ui.keyboard import table_keys
from rattus_desktop.games.cartus.ui.layout import BASE
from rattus_desktop.games.cartus.ui.scene import CartusScene
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.chronicle import Chronicle
from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.legend_button import LegendButton
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.reflow_view import SceneView
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote
from rattus_desktop.shell.kit.table_frame import TableFrame
from rattus_desktop.shell.kit.tutorial_script import Tutorial
from rattus_desktop.shell.kit.tutorial_target import scene_target, united

translate = QCoreApplication.translate

LOG_WIDTH = 300
LOG_MIN_WIDTH = 210
LOG_STYLE = ("QListWidget { background: #efe2c4; color: #2a1b10; border: 1px solid #5a4330;"
             " border-radius: 8px; padding: 4px; }")


class BoardView(SceneView):
    def __init__(self, scene: CartusScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, BASE, scene.relayout, parent)


class CartusTable(TableFrame):
    """The log on the left, the board on the right."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host, LOG_WIDTH, LOG_MIN_WIDTH)
        self.scene = CartusScene(self)
        self.view = BoardView(self.scene)
        self.log = Chronicle(10, 11)
        self.log.setStyleSheet(LOG_STYLE)
        self.log.position_clicked.connect(host.show_history)
        self.flow = CartusFlow(self)
        self.keys = table_keys(self.view, self.scene, self.status.set_good_news)
        self.flow.game_finished.connect(self._show_results)
        self.frame(self.log, self.view)
        self.legend = LegendButton(self.view, self.show_legend, "top_left")

    def show_legend(self) -> None:
        """The rules window at its legend (the table's Legend button)."""
        from rattus_desktop.games.cartus.ui.rules_dialog import show_rules

        show_rules(self, "legend")

    def text_scaled(self, scale: float) -> None:
        """The log's text grows with the window, as the board does."""
        self.log.set_scale(scale)

    # -- the shell's side ----------------------------------------------------------------
    def overlays(self) -> list[Overlay]:
        return []

    def seat_colour(self, seat: int) -> str | None:
        return self.host.seat_colour(seat)

    def overlay_closed(self) -> None:
        """Board input again once no screen covers it, if a human who is shown decides."""
        if not self.controller.has_game or self.host.overlay_open():
            return
        self.scene.enabled = self.flow.board_takes_input()
        self.scene.light()

    def resync(self) -> None:
        self.flow.resync()

    def stop(self) -> None:
        self.flow.stop()

    def tutorial_target(self, name: str) -> QRect | None:
        """What the tutorial's arrow points at: the hand, the row or the nun row."""
        scene = self.scene
        if name == "hand":
            rect = united([c.sceneBoundingRect() for c in scene.hand])
        elif name == "row":
            rect = united([b.sceneBoundingRect() for b in scene.buildings if b.isVisible()])
        elif name == "nuns":
            rect = united(scene.layout.nun_rects())
        else:
            return None
        return scene_target(self.view, rect)

    def retranslate(self) -> None:
        self.log.retranslate()
        for card in self.scene.hand:
            card.retip()
        self.flow.retranslate()

    def screenshot_ready(self) -> None:
        QApplication.processEvents()

    def prepare_game(self) -> None:
        seats = self.controller.seats
        self.scene.setup([s.name for s in seats], [s.colour for s in seats])
        self.log.clear()
        self.add_log(lambda: self.tr("A new game of Rattus Cartus begins."), strong=True)

    def add_log(self, text: str | Callable[[], str], strong: bool = False,
                colour: str | None = None, position: int | None = None) -> None:
        self.log.add(text, strong, colour, position)

    def _show_results(self, summary: dict[str, Any]) -> None:
        outcome = self.controller.outcome()
        self.host.show_results(summary, list(outcome.tied), outcome)


class ReplayBoardView(BoardView):
    """The board for the replay view: public information only, no input."""

    def __init__(self, parent: QWidget | None = None) -> None:
        scene = CartusScene()
        super().__init__(scene, parent)
        scene.setParent(self)
        self.board_scene = scene
        self._seats: list[Seat] | None = None

    def widget(self) -> QWidget:
        return self

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        view = game.view(None)
        assert isinstance(view, CartusView)
        if self._seats != seats:
            self._seats = list(seats)
            self.board_scene.setup([s.name for s in seats], [s.colour for s in seats])
        self.board_scene.show_view(view)


class CartusUI:
    """``GameUI`` for Rattus Cartus."""

    game_id = "cartus"

    def tutorial(self) -> Tutorial:
        """Help → Tutorial: this game's guided first game."""
        from rattus_desktop.games.cartus.ui.tutorial import tutorial

        return tutorial()

    def title(self) -> str:
        return translate("CartusUI", "Rattus Cartus")

    def make_table(self, host: TableHost) -> CartusTable:
        return CartusTable(host)

    def replay_board(self) -> ReplayBoardView:
        return ReplayBoardView()

    def reason_text(self, code: str, params: Mapping[str, Any], default: str) -> str:
        return names.reason_text(code, params, default)

    def event_text(self, event: Event, seat_names: list[str]) -> str | None:
        return names.event_text(event, seat_names)

    def action_text(self, action: Any) -> str:
        return names.action_text(action)

    def show_rules(self, parent: QWidget) -> None:
        from rattus_desktop.games.cartus.ui.rules_dialog import show_rules

        show_rules(parent)

    def options_panel(self, parent: QWidget) -> QWidget:
        """The Cartus part of the new-game dialog: how the buildings are chosen."""
        from rattus_desktop.games.cartus.ui.new_game_options import CartusOptions

        return CartusOptions(parent)

    def score_columns(self, outcome: Outcome) -> list[ScoreColumn]:
        return results_words.score_columns(outcome)

    def total_header(self) -> str:
        return results_words.total_header()

    def seat_note(self, summary: Mapping[str, Any], outcome: Outcome, seat: int,
                  names: list[str]) -> SeatNote | None:
        return results_words.seat_note(summary, outcome, seat)

    def results_note(self, summary: Mapping[str, Any] | None = None) -> str:
        return results_words.results_note()

    def tie_text(self, names: str, name: str) -> str:
        return ""

    def seat_icon(self, seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
        pixmap = QPixmap(int(size.width() * dpr), int(size.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        p = QPainter(pixmap)
        r = min(size.width(), size.height()) * 0.4
        art.draw_disc(p, QPointF(size.width() / 2, size.height() / 2), r, QColor(colour))
        p.end()
        return pixmap


CARTUS_UI = CartusUI()
