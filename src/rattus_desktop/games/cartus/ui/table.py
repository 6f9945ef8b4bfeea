"""The Rattus Cartus table: the board scene and the game log, with the game's rhythm
(``CartusFlow``). It plugs into the shell through ``shell.game_ui`` (``CARTUS_UI``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListWidgetItem,
    QWidget,
)

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game
from rattus_desktop.games.cartus.rules.view import CartusView
from rattus_desktop.games.cartus.ui import art, names
from rattus_desktop.games.cartus.ui.flow import CartusFlow
from rattus_desktop.games.cartus.ui.layout import BASE
from rattus_desktop.games.cartus.ui.scene import CartusScene
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.reflow_view import ReflowView
from rattus_desktop.shell.kit.tutorial_script import Tutorial
from rattus_desktop.shell.kit.tutorial_target import scene_target, united
from rattus_desktop.shell.kit.wrapping_log import WrappingLog

translate = QCoreApplication.translate

LOG_WIDTH = 300
LOG_MIN_WIDTH = 210
LOG_STYLE = ("QListWidget { background: #efe2c4; color: #2a1b10; border: 1px solid #5a4330;"
             " border-radius: 8px; padding: 4px; }")


class BoardView(ReflowView):
    """Shows the whole scene, laid out anew for the window (see ``view.ReflowView``)."""

    def __init__(self, scene: CartusScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, BASE, scene.relayout, parent)
        self.setBackgroundBrush(scene.backgroundBrush())


class CartusTable(QWidget):
    """The log on the left, the board on the right."""

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.host = host
        self.controller = host.controller
        self.settings = host.settings
        self.status = host.status
        self.handover = host.handover
        self.scene = CartusScene(self)
        self.view = BoardView(self.scene)
        self.log = WrappingLog()
        self.log.setFixedWidth(LOG_WIDTH)
        self.log.setStyleSheet(LOG_STYLE)
        self._log_texts: list[tuple[QListWidgetItem, Callable[[], str]]] = []
        self.flow = CartusFlow(self)
        self.flow.game_finished.connect(self._show_results)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addWidget(self.log)
        layout.addWidget(self.view, 1)

    def widget(self) -> QWidget:
        return self

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        """The log takes a fifth of a narrow window, never more than ``LOG_WIDTH``."""
        width = max(LOG_MIN_WIDTH, min(LOG_WIDTH, int(event.size().width() * 0.19)))
        if width != self.log.width():
            self.log.setFixedWidth(width)
        super().resizeEvent(event)

    def zoom(self, step: int) -> None:
        self.view.zoom(step)

    def set_side_panels_visible(self, visible: bool) -> None:
        self.log.setVisible(visible)

    # -- the shell's side ----------------------------------------------------------------
    def overlays(self) -> list[Overlay]:
        return []

    def overlay_open(self) -> bool:
        return self.host.overlay_open()

    def seat_colour(self, seat: int) -> str | None:
        return self.host.seat_colour(seat)

    def overlay_closed(self) -> None:
        """Board input again once no screen covers it, if a human who is shown decides."""
        if not self.controller.has_game or self.host.overlay_open():
            return
        game = self.controller.game
        shown = (self.controller.human_count() == 1
                 or self.flow.shown_seat == game.current_player)
        self.scene.enabled = (self.controller.current_is_human() and not game.is_over
                              and not self.flow.animator.busy and shown)
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
        for item, text in self._log_texts:
            item.setText(text())
        self.log.fit_all()
        for card in self.scene.hand:
            card.retip()
        self.flow.retranslate()

    def screenshot_ready(self) -> None:
        QApplication.processEvents()

    def prepare_game(self) -> None:
        seats = self.controller.seats
        self.scene.setup([s.name for s in seats], [s.colour for s in seats])
        self.log.clear()
        self._log_texts.clear()
        self.add_log(lambda: self.tr("A new game of Rattus Cartus begins."), strong=True)

    def add_log(self, text: str | Callable[[], str], strong: bool = False,
                colour: str | None = None) -> None:
        fn: Callable[[], str] = text if callable(text) else (lambda: text)
        item = QListWidgetItem(fn())
        if strong:
            item.setFont(theme.font(11, bold=True))
        if colour:
            item.setForeground(QColor(colour).darker(120))
        self.log.addItem(item)
        self.log.fit(item)
        self._log_texts.append((item, fn))
        self.log.scrollToBottom()

    def _show_results(self, summary: dict[str, Any]) -> None:
        shown = dict(summary)
        winners = self.controller.outcome().winners
        shown["winner"] = winners[0] if winners else None
        shown["palace"] = []  # no palace detail: Cartus scores are in its end panel
        self.host.show_results(shown, list(winners) if len(winners) > 1 else [])


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
