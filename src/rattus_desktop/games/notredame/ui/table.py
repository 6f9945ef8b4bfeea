"""The Notre Dame table: the board (boroughs around Notre Dame, the person row, the
shown hand), the side column and the game's rhythm. It plugs into the shell through
``shell.game_ui`` (``NOTREDAME_UI``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game, Outcome
from rattus_desktop.games.notredame.rules.data import load, road_graph
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.legend_button import LegendButton
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.reflow_view import SceneView
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote
from rattus_desktop.shell.kit.table_frame import TableFrame
from rattus_desktop.shell.kit.tutorial_script import Tutorial
from rattus_desktop.shell.kit.tutorial_target import scene_target, united

from . import names, results_words
from .flow import NotreDameFlow
from .keyboard import board_keys
from .layout import BASE
from .panels import SidePanel
from .scene import Board, Snapshot
from .scores import breakdown

SIDE_WIDTH = 320
SIDE_MIN_WIDTH = 220


class BoardView(SceneView):
    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(board, BASE, board.relayout, parent)


class NotreDameTable(TableFrame):
    """The side column on the left, the board on the right."""

    def __init__(self, host: TableHost) -> None:
        super().__init__(host, SIDE_WIDTH, SIDE_MIN_WIDTH)
        self.board = Board(self)
        self.view = BoardView(self.board)
        self.side = SidePanel()
        self.side.log.position_clicked.connect(host.show_history)
        self.flow = NotreDameFlow(self)
        self.keys = board_keys(self.view, self.board, self.flow.put_back,
                               self.status.set_good_news)
        self.flow.game_finished.connect(self._show_results)
        self.frame(self.side, self.view)
        self.legend = LegendButton(self.view, self.show_legend)

    def show_legend(self) -> None:
        """The rules window at its legend (the table's Legend button)."""
        from rattus_desktop.games.notredame.ui.rules_dialog import show_rules

        show_rules(self, "legend")

    def text_scaled(self, scale: float) -> None:
        self.side.set_text_scale(scale)

    def prepare_game(self) -> None:
        self.side.clear_log()
        self.side.add_log(lambda: self.tr("A new game of Notre Dame begins."), True)

    def resync(self) -> None:
        self.flow.resync()

    def stop(self) -> None:
        self.flow.stop()

    def overlays(self) -> list[Overlay]:
        return []

    def overlay_closed(self) -> None:
        if self.controller.has_game and not self.host.overlay_open():
            self.board.enabled = self.flow.board_takes_input()

    def tutorial_target(self, name: str) -> QRect | None:
        """What the tutorial's arrow points at: the hand (or offer), or the persons."""
        keys = self.board.items_by_key
        if name == "hand":
            rects = [i.sceneBoundingRect() for k, i in keys.items()
                     if k[0] == "card" and k[2] in ("hand", "offer")]
        elif name == "persons":
            rects = [i.sceneBoundingRect() for k, i in keys.items() if k[0] == "person"]
        else:
            return None
        return scene_target(self.view, united(rects))

    def retranslate(self) -> None:
        self.side.retranslate()
        self.flow.retranslate()

    def screenshot_ready(self) -> None:
        QApplication.processEvents()

    def _show_results(self, summary: dict[str, Any]) -> None:
        outcome = self.controller.outcome()
        session = self.controller.session
        parts = breakdown(session) if session is not None else None
        shown = results_words.with_sources(outcome, parts)
        self.host.show_results(summary, list(outcome.tied), shown)


class ReplayBoardView(BoardView):
    """The board for the replay view: public information only, no input."""

    def __init__(self, parent: QWidget | None = None) -> None:
        board = Board()
        super().__init__(board, parent)
        board.setParent(self)
        self.board = board

    def widget(self) -> QWidget:
        return self

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        public = game.view(None).public  # type: ignore[attr-defined]
        players = public["players"]
        self.board.show(
            Snapshot(
                public,
                [s.colour for s in seats],
                [s.name for s in seats],
                road_graph(load(), 4 if players == 2 else players),
            )
        )


class NotreDameUI:
    """``GameUI`` for Notre Dame."""

    game_id = "notredame"

    def tutorial(self) -> Tutorial:
        """Help → Tutorial: this game's guided first game."""
        from rattus_desktop.games.notredame.ui.tutorial import tutorial

        return tutorial()

    def title(self) -> str:
        return QCoreApplication.translate("NotreDameUI", "Notre Dame")

    def make_table(self, host: TableHost) -> NotreDameTable:
        return NotreDameTable(host)

    def replay_board(self) -> ReplayBoardView:
        return ReplayBoardView()

    def reason_text(self, code: str, params: Mapping[str, Any], default: str) -> str:
        return names.reason_text(code, dict(params), default)

    def event_text(self, event: Event, seat_names: list[str]) -> str | None:
        return names.event_text(event, seat_names)

    def action_text(self, action: Any) -> str:
        return names.action_text(action)

    def show_rules(self, parent: QWidget) -> None:
        from .rules_dialog import show_rules

        show_rules(parent)

    def score_columns(self, outcome: Outcome) -> list[ScoreColumn]:
        return results_words.score_columns(outcome)

    def total_header(self) -> str:
        return results_words.total_header()

    def seat_note(self, summary: Mapping[str, Any], outcome: Outcome, seat: int,
                  names: list[str]) -> SeatNote | None:
        return results_words.seat_note(outcome, seat)

    def results_note(self, summary: Mapping[str, Any] | None = None) -> str:
        return results_words.results_note(summary)

    def tie_text(self, names: str, name: str) -> str:
        return ""

    def seat_icon(self, seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
        """A seat's cube with its carriage wheel (own art)."""
        pix = QPixmap(int(size.width() * dpr), int(size.height() * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = size.width(), size.height()
        side = min(w, h) * 0.7
        rect = QRectF((w - side) / 2, (h - side) / 2, side, side)
        p.setPen(QPen(theme.INK, 1.5))
        p.setBrush(QBrush(QColor(colour)))
        p.drawRoundedRect(rect, 3, 3)
        p.setBrush(QBrush(QColor(colour).lighter(140)))
        p.drawEllipse(QPointF(rect.center()), side * 0.18, side * 0.18)
        p.end()
        return pix


NOTREDAME_UI = NotreDameUI()
