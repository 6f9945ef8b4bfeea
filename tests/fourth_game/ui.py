"""Pips's table, built only from the kit: passive items, the press/drag state, the
narrowing step, the table frame, the Chronicle and the turn loop. The game supplies
which key an item is, the candidates for a pair of keys, and how its items look."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPixmap
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.chronicle import Chronicle
from rattus_desktop.shell.kit.game_ui import TableHost
from rattus_desktop.shell.kit.narrowing import settle
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.passive_item import NONE, TARGET, PassiveItem, paint_outline_glow
from rattus_desktop.shell.kit.press_drag import PressDrag
from rattus_desktop.shell.kit.reflow_view import ReflowView
from rattus_desktop.shell.kit.table_frame import TableFrame
from rattus_desktop.shell.kit.turn_flow import TurnFlow

from .rules import PLACES, PipsView, worth

Key = tuple[Any, ...]
BASE = QSizeF(800, 500)
CARD = QSizeF(70, 100)


class PipsItem(PassiveItem):
    """A card of the shown hand or a place: a box with its words."""

    def __init__(self, key: Key, size: QSizeF) -> None:
        super().__init__(key)
        self.size = size
        self.text = ""
        self.home = QPointF()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, self.size.width() + 16, self.size.height() + 16)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.size.width(), self.size.height())
        p.setBrush(QColor("#efe2c4"))
        p.drawRoundedRect(rect, 6, 6)
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), self.text)
        path = QPainterPath()
        path.addRoundedRect(rect, 6, 6)
        paint_outline_glow(p, path, self.state, 4.0)


class PipsScene(QGraphicsScene):
    """The places on top, the shown hand below; input through the kit's PressDrag."""

    def __init__(self, dropped: Callable[[Key, Key | None], None],
                 clicked: Callable[[Key], None]) -> None:
        super().__init__()
        self.places = {p: PipsItem(("place", p), QSizeF(300, 180)) for p in PLACES}
        for item in self.places.values():
            self.addItem(item)
        self.cards: dict[str, PipsItem] = {}
        self.laid_out = QSizeF(BASE)
        self.enabled = False
        self._gesture: PressDrag[PipsItem | None] = PressDrag()
        self._dropped, self._clicked = dropped, clicked

    def relayout(self, width: float, height: float) -> None:
        self.laid_out = QSizeF(width, height)
        for i, item in enumerate(self.places.values()):
            item.setPos(40 + i * (width / 2), 30)
        for i, item in enumerate(self.cards.values()):
            item.home = QPointF(40 + i * 90, height - CARD.height() - 30)
            item.setPos(item.home)

    def show_view(self, view: PipsView, shown: int | None, names: list[str]) -> None:
        for place, item in self.places.items():
            lines = [f"{names[s]}: {worth(c)}" for s, c in view.placed[place]]
            item.text = "\n".join([place, *lines])
            item.update()
        for item in self.cards.values():
            self.removeItem(item)
        hand = view.hand if shown is not None and view.hand is not None else ()
        self.cards = {c: PipsItem(("card", c), CARD) for c in hand}
        for card, item in self.cards.items():
            item.text = str(worth(card))
            self.addItem(item)
        self.relayout(self.laid_out.width(), self.laid_out.height())

    def item_key_at(self, pos: QPointF, skip: PipsItem | None = None) -> PipsItem | None:
        for item in self.items(pos):
            if isinstance(item, PipsItem) and item is not skip:
                return item
        return None

    def glow(self, keys: set[Key]) -> None:
        for item in self.places.values():
            item.set_state(TARGET if item.key in keys else NONE)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self.enabled:
            self._gesture.press(self.item_key_at(event.scenePos()), event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._gesture.current
        if press is None or press.item is None or press.item.key[0] != "card":
            return
        moved = self._gesture.offset(event.scenePos())
        if moved is not None:
            if moved[1]:
                press.item.setZValue(10)
                self._clicked(press.item.key)  # the legal places glow
            press.item.setPos(press.item.home + moved[0])

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._gesture.release()
        if press is None or press.item is None:
            return
        item = press.item
        if press.dragging:
            target = self.item_key_at(event.scenePos(), skip=item)
            item.setPos(item.home)  # home; the board is drawn again if it was played
            self._dropped(item.key, None if target is None else target.key)
        else:
            self._clicked(item.key)


class PipsFlow(TurnFlow):
    """Only what Pips's table shows; the turn loop is the kit's."""

    def __init__(self, table: PipsTable) -> None:
        super().__init__(table, table)
        self.t = table
        self.selected: Key | None = None
        self.place_index = 0

    # -- drawing ---------------------------------------------------------------------
    def sync(self) -> None:
        if self.controller.has_game:
            view = self.controller.game.view(self.shown_seat)
            assert isinstance(view, PipsView)
            self.t.scene.show_view(view, self.shown_seat, self.controller.seat_names)

    def game_begins(self) -> None:
        session = self.controller.session
        assert session is not None
        self.t.log.clear()
        replay = session.new_game()
        for position, action in enumerate(session.log, start=1):  # the Chronicle, again
            self._log(replay.apply(action), position)
        self.sync()

    def resynced(self) -> None:
        self.sync()

    def events_arrived(self, events: list[Event]) -> None:
        self.t.scene.enabled = False
        if len(self.persons_here()) > 1:
            self.shown_seat = None  # hot-seat: the hand goes face down at once
        session = self.controller.session
        self._log(events, len(session.log) if session is not None else None)
        self.sync()
        self.animator.run([])

    def _log(self, events: list[Event], position: int | None) -> None:
        for event in events:
            text = event_text(event, self.controller.seat_names)
            if text:
                self.t.log.add(text, position=position)

    # -- whose turn ------------------------------------------------------------------
    def game_over(self) -> None:
        self.t.scene.enabled = False
        summary = self.controller.game.summary()
        self.t.host.show_results(summary, list(self.controller.outcome().tied))
        self.game_finished.emit(summary)

    def person_turn(self, seat: int) -> None:
        self.sync()
        self.t.scene.enabled = not self.t.overlay_open()
        name = self.controller.seats[seat].name
        self.status.set_status(f"{name}: play a card", "Drag a card onto a place.")

    def waiting_turn(self, seat: int) -> None:
        self.sync()
        self.t.scene.enabled = False
        self.status.set_status(f"{self.controller.seats[seat].name} is thinking…", "")

    def hand_over_begins(self, seat: int) -> None:
        self.sync()
        self.t.scene.enabled = False

    def log_note(self, text: Callable[[], str]) -> None:
        self.t.log.add(text)

    # -- gestures: the candidates for a pair of keys ------------------------------------
    def candidates(self, source: Key, target: Key | None) -> list[Action]:
        if target is None or source[0] != "card" or target[0] != "place":
            return []
        return [a for a in self.controller.game.legal_actions()
                if a.args == (source[1], target[1])]

    def clicked(self, key: Key) -> None:
        if key[0] == "card":
            self.selected = key
            self.t.scene.glow({("place", a.args[1]) for a in self.controller.game.legal_actions()
                               if a.args[0] == key[1]})
        elif key[0] == "place" and self.selected is not None:
            self.dropped(self.selected, key)

    def dropped(self, source: Key, target: Key | None) -> None:
        self.selected = None
        self.t.scene.glow(set())
        settle(self.candidates(source, target), self.controller.try_apply,
               lambda several: self.controller.try_apply(several[0]),
               partial(self.status.set_hint, "That card does not go there."))

    def key(self, key: int) -> bool:
        """Keyboard: arrows pick a card (left/right) and a place (up/down), Enter plays,
        Esc lets go."""
        cards = list(self.t.scene.cards)
        if not self.t.scene.enabled or not cards:
            return False
        index = cards.index(self.selected[1]) if self.selected else -1
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self.clicked(("card", cards[(index + step) % len(cards)]))
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.place_index = (self.place_index + 1) % len(PLACES)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected:
            self.dropped(self.selected, ("place", PLACES[self.place_index]))
        elif key == Qt.Key.Key_Escape:
            self.selected = None
            self.t.scene.glow(set())
        else:
            return False
        return True


def event_text(event: Event, names: list[str]) -> str | None:
    if event.kind == "played":
        d = event.data
        return f"{names[d['seat']]} plays a {worth(d['card'])} onto the {d['place']} place."
    if event.kind == "game_over":
        return "The game is over: " + ", ".join(
            f"{n} {s}" for n, s in zip(names, event.data["scores"], strict=True)) + "."
    return None


class PipsTable(TableFrame):
    def __init__(self, host: TableHost) -> None:
        super().__init__(host, 260, 200)
        self.flow = PipsFlow(self)
        self.scene = PipsScene(self.flow.dropped, self.flow.clicked)
        self.view = ReflowView(self.scene, BASE, self.scene.relayout)
        self.log = Chronicle(10, 10)
        self.log.position_clicked.connect(host.show_history)
        self.frame(self.log, self.view)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if not self.flow.key(event.key()):
            super().keyPressEvent(event)

    def prepare_game(self) -> None:
        self.log.clear()

    def resync(self) -> None:
        self.flow.resync()

    def stop(self) -> None:
        self.flow.stop()

    def overlays(self) -> list[Overlay]:
        return []

    def overlay_closed(self) -> None:
        self.scene.enabled = self.flow.board_takes_input()

    def retranslate(self) -> None:
        pass

    def screenshot_ready(self) -> None:
        pass


class PipsReplay(ReflowView):
    def __init__(self) -> None:
        scene = PipsScene(lambda s, t: None, lambda k: None)
        super().__init__(scene, BASE, scene.relayout)
        self.board = scene

    def widget(self) -> QWidget:
        return self

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        view = game.view(None)
        assert isinstance(view, PipsView)
        self.board.show_view(view, None, [s.name for s in seats])


class PipsUI:
    game_id = "pips"

    def title(self) -> str:
        return "Pips"

    def make_table(self, host: TableHost) -> PipsTable:
        return PipsTable(host)

    def replay_board(self) -> PipsReplay:
        return PipsReplay()

    def reason_text(self, code: str, params: Mapping[str, Any], default: str) -> str:
        return default

    def event_text(self, event: Event, names: list[str]) -> str | None:
        return event_text(event, names)

    def action_text(self, action: Any) -> str:
        return f"{action.args[0]} → {action.args[1]}"

    def show_rules(self, parent: QWidget) -> None:
        pass

    def seat_icon(self, seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
        pix = QPixmap(size)
        pix.fill(QColor(colour))
        return pix


PIPS_UI = PipsUI()
