"""The Cartus board scene: lays out passive items from a view, handles clicks and drags.

The scene moves cards, lights legal targets and snaps refused cards back; whether a
drop or a click is a move is decided by the game (through the callbacks the flow
sets), never here.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QWidget,
)

from rattus_desktop.games.cartus.rules.view import CartusView
from rattus_desktop.games.cartus.ui import names
from rattus_desktop.games.cartus.ui.items import (
    BuildingItem,
    CardItem,
    FlyingCard,
    InfoItem,
    NunItem,
    TracksItem,
)
from rattus_desktop.games.cartus.ui.layout import BASE, cartus_layout
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import tween
from rattus_desktop.shell.kit.press_drag import PressDrag

translate = QCoreApplication.translate

SCENE_W, SCENE_H = BASE.width(), BASE.height()

DropHandler = Callable[[list[str], int], bool]


class CartusScene(QGraphicsScene):
    building_clicked = Signal(int)
    nun_clicked = Signal(int)
    selection_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, SCENE_W, SCENE_H, parent)
        self.setBackgroundBrush(QBrush(theme.WOOD))
        self.view: CartusView | None = None
        self.colours: list[QColor] = []
        self.seat_names: list[str] = []
        self.mode: str | None = None  # the human decision the board takes input for
        self.enabled = False
        self.on_drop: DropHandler | None = None
        self.tracks = TracksItem()
        self.addItem(self.tracks)
        self.buildings: list[BuildingItem] = []
        self.nuns: list[NunItem] = []
        for i in range(5):
            nun = NunItem(i)
            self.addItem(nun)
            self.nuns.append(nun)
        self.players = InfoItem(390, 350)
        self.players.size = 14
        self.addItem(self.players)
        self.info = InfoItem(390, 250)
        self.info.size = 12
        self.addItem(self.info)
        self.end = InfoItem(1020, 580)  # the plague check, step by step
        self.end.size = 14
        self.end_scores = InfoItem(1020, 200)  # every score item of every player
        self.end_scores.size = 13
        for item in (self.end, self.end_scores):
            item.setZValue(50)
            item.hide()
            self.addItem(item)
        self.hand: list[CardItem] = []
        self._gesture: PressDrag[CardItem] = PressDrag()
        self._anims: list[QAbstractAnimation] = []
        self.fast = False
        self._flying: list[FlyingCard] = []
        self.layout = cartus_layout(SCENE_W, SCENE_H)
        self.relayout(SCENE_W, SCENE_H)

    # -- laying the table out for the window ---------------------------------------
    def relayout(self, width: float, height: float) -> None:
        """Place and size every part for a logical rectangle of ``width`` × ``height``."""
        self.setSceneRect(0, 0, width, height)
        self.layout = lay = cartus_layout(width, height, max(2, len(self.seat_names)),
                                          self.players.size)
        self._place(self.tracks, lay.tracks)
        self._place(self.players, lay.players)
        self._place(self.info, lay.info)
        self._place(self.end, lay.end)
        self._place(self.end_scores, lay.end_scores)
        for nun, rect in zip(self.nuns, lay.nun_rects(len(self.nuns)), strict=True):
            self._place(nun, rect)
        self._place_row()
        self.layout_hand()

    @staticmethod
    def _place(item: TracksItem | InfoItem | NunItem | BuildingItem, rect: QRectF) -> None:
        item.resize(rect.width(), rect.height())
        item.setPos(rect.topLeft())
        item.update()

    def _place_row(self) -> None:
        shown = [b for b in self.buildings if b.isVisible()]
        for item, rect in zip(shown, self.layout.building_rects(len(shown)), strict=True):
            self._place(item, rect)

    # -- showing a view ----------------------------------------------------------------
    def setup(self, seat_names: list[str], colours: list[str]) -> None:
        self.seat_names = list(seat_names)
        self.colours = [QColor(c) for c in colours]
        self.tracks.colours = self.colours
        self.hide_end()
        rect = self.sceneRect()
        self.relayout(rect.width(), rect.height())

    def show_view(self, view: CartusView) -> None:
        self.view = view
        self.tracks.tracks = view.tracks
        self.tracks.retip()
        self.tracks.update()
        self._show_row(view)
        self._show_nuns(view)
        self._show_hand(view)
        self.refresh_panels()
        self.light()

    def _show_row(self, view: CartusView) -> None:
        while len(self.buildings) < len(view.row):
            item = BuildingItem(len(self.buildings))
            self.addItem(item)
            self.buildings.append(item)
        for i, item in enumerate(self.buildings):
            visible = i < len(view.row)
            item.setVisible(visible)
            if not visible:
                continue
            item.slot = view.row[i]
            item.colours = self.colours
            item.markers = [s for s, b in enumerate(view.supply_choice) if b == i]
            item.premium = self._premium_of(view, i)
            item.refused = False
            item.retip()
            item.update()
        self._place_row()

    @staticmethod
    def _premium_of(view: CartusView, index: int) -> int | None:
        slot = view.row[index]
        if not slot.revealed or not slot.entrants:
            return None
        if view.players == 2:
            return view.round_premium if view.round_premium in slot.entrants else None
        counts = [sum(1 for c in (cards or ()) if c == "joker" or ":" in c)
                  for cards in slot.cards]
        best = max(counts)
        return slot.entrants[counts.index(best)]

    def _show_nuns(self, view: CartusView) -> None:
        for i, item in enumerate(self.nuns):
            item.face = view.nun_row[i] if i < len(view.nun_row) else None
            item.lookers = [s for s, ks in enumerate(view.known) if i in ks]
            item.colours = self.colours
            if item.face is not None:
                item.setToolTip(QCoreApp.seen_tip(names.card_name(item.face)))
            else:
                item.setToolTip(QCoreApp.nun_tip(names.joined(
                    [self.seat_names[s] for s in item.lookers if s < len(self.seat_names)])))
            item.update()

    def _show_hand(self, view: CartusView) -> None:
        for card in self.hand:
            self.removeItem(card)
        self.hand = [CardItem(c, i) for i, c in enumerate(view.hand or ())]
        for card in self.hand:
            card.retip()
            self.addItem(card)
        self.layout_hand()

    def layout_hand(self) -> None:
        """The hand fanned along the bottom of the middle column, as wide as it allows."""
        n = len(self.hand)
        band = self.layout.hand
        size = self.layout.card_size()
        spacing = min(size.width() + 8, (band.width() - size.width() - 20) / max(1, n - 1))
        for i, card in enumerate(self.hand):
            offset = i - (n - 1) / 2
            card.resize(size.width(), size.height())
            card.strip = spacing if spacing < size.width() - 4 and i < n - 1 else 0.0
            card.home = QPointF(band.center().x() + offset * spacing,
                                band.bottom() - 4 - (22 if card.chosen else 0)
                                + abs(offset) * 1.5)
            card.home_rotation = max(-8.0, min(8.0, offset * 1.5))
            card.setPos(card.home)
            card.setRotation(card.home_rotation)
            card.setZValue(10 + i)
            card.update()

    def refresh_panels(self) -> None:
        view = self.view
        if view is None:
            return
        lines: list[tuple[str, QColor | None, bool]] = []
        for s in range(view.players):
            name = self.seat_names[s] if s < len(self.seat_names) else str(s + 1)
            rats = str(view.rats) if view.seat == s and view.rats is not None else "?"
            state = ""
            if s in view.queue:
                state = QCoreApp.queue_place(view.queue.index(s) + 1)
            elif s in view.entered:
                state = QCoreApp.entered()
            mark = "⚑ " if s == view.start_player else ""
            lines.append((f"{mark}{name}", self.colours[s] if s < len(self.colours) else None,
                          s == view.current_player))
            lines.append((QCoreApp.player_line(view.hand_sizes[s], rats, view.vp[s], state),
                          None, False))
        self.players.lines = lines
        self.players.setToolTip(translate(
            "CartusTip", "Each player: cards in hand, rats (only your own are shown), "
            "victory points and place in the entry queue. ⚑ marks the start player."))
        self.players.update()
        self.info.lines = QCoreApp.info_lines(view, self.seat_names)
        self.info.setToolTip(translate(
            "CartusTip", "The round; the draw deck and the discard pile; the building deck "
            "(the game ends when it runs out); the cards left in the piles of jokers and "
            "special cards."))
        self.info.update()

    # -- lighting legal targets ---------------------------------------------------------
    def light(self) -> None:
        view = self.view
        legal = view.legal_actions if (view is not None and self.enabled) else ()
        kinds = {a.type for a in legal}
        for item in self.buildings:
            item.lit = (("supply" in kinds and any(a.args[0] == item.index for a in legal
                                                    if a.type == "supply"))
                        or ("enter" in kinds and self.mode == "enter"))
            item.update()
        looks = {a.args[0] for a in legal if a.type == "look"}
        for nun in self.nuns:
            nun.lit = nun.position in looks
            nun.update()
        for card in self.hand:
            card.lit = self.mode in ("enter", "give", "hospital") and self.enabled
            card.update()

    def chosen_cards(self) -> list[str]:
        return [c.card for c in self.hand if c.chosen]

    def clear_choice(self) -> None:
        for card in self.hand:
            card.chosen = False
        self.layout_hand()
        self.selection_changed.emit()

    # -- input ---------------------------------------------------------------------------
    def click_key(self, key: tuple[str, int]) -> bool:
        """A click (or Enter) on a hand card (choose it or not), a building or a nun; True
        if it meant something in the current mode."""
        kind, index = key
        if kind == "card" and self.mode in ("enter", "give", "hospital"):
            card = next((c for c in self.hand if c.index == index), None)
            if card is None:
                return False
            card.chosen = not card.chosen
            self.layout_hand()
            self.selection_changed.emit()
            return True
        if kind == "building" and self.mode in ("supply", "enter"):
            self.building_clicked.emit(index)
            return True
        if kind == "nun" and self.mode == "look":
            self.nun_clicked.emit(index)
            return True
        return False

    def key_items(self) -> dict[tuple[str, int], QGraphicsItem]:
        """Every item a click can choose, by key."""
        out: dict[tuple[str, int], QGraphicsItem] = {}
        out.update({("card", c.index): c for c in self.hand})
        out.update({("building", b.index): b for b in self.buildings})
        out.update({("nun", n.position): n for n in self.nuns})
        return out

    def _item_at(self, pos: QPointF, kind: type) -> QGraphicsItem | None:
        for item in self.items(pos):
            if isinstance(item, kind) and item.isVisible():
                return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._gesture.release()
        if not self.enabled or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        card = self._item_at(event.scenePos(), CardItem)
        if isinstance(card, CardItem):
            self._gesture.press(card, event.scenePos())
            event.accept()
            return
        building = self._item_at(event.scenePos(), BuildingItem)
        if isinstance(building, BuildingItem) and self.click_key(("building", building.index)):
            return
        nun = self._item_at(event.scenePos(), NunItem)
        if isinstance(nun, NunItem) and self.click_key(("nun", nun.position)):
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._gesture.current
        if press is None or self.mode != "enter":
            super().mouseMoveEvent(event)
            return
        moved = self._gesture.offset(event.scenePos())
        if moved is None:
            return
        card, delta = press.item, moved[0]
        card.setZValue(100)
        card.setRotation(0)
        card.setPos(card.home + delta)
        for item in self.buildings:
            item.refused = False
            item.update()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        press = self._gesture.release()
        if press is None:
            super().mouseReleaseEvent(event)
            return
        card = press.item
        if not press.dragging:
            self.click_key(("card", card.index))
            return
        building = self._item_at(event.scenePos(), BuildingItem)
        if isinstance(building, BuildingItem):
            cards = [c.card for c in self.hand if c.chosen or c is card]
            if self.on_drop is not None and self.on_drop(cards, building.index):
                return
            building.refused = True
            building.update()
        self.snap_back(card)

    def snap_back(self, card: CardItem) -> None:
        """A refused card flies back to its place in the hand."""
        card.setRotation(card.home_rotation)
        card.setZValue(10 + card.index)
        if self.fast:
            card.setPos(card.home)
            return
        anim = tween(card, b"pos", card.home, 220, curve=QEasingCurve.Type.OutBack)
        self._anims.append(anim)
        anim.finished.connect(lambda: self._anims.remove(anim) if anim in self._anims
                              else None)
        anim.start()

    # -- animations the flow asks for --------------------------------------------------
    def fly_card(self, seat: int, building: int, ms: int) -> QAbstractAnimation | None:
        """A face-down card flies from the seat's line in the panel to a building."""
        if not 0 <= building < len(self.buildings):
            return None
        card = FlyingCard()
        card.setZValue(90)
        card.setPos(self.players.pos() + QPointF(60, 24 + seat * 2 * self.players.size * 1.45))
        self.addItem(card)
        self._flying.append(card)
        target = self.buildings[building]
        return tween(card, b"pos", target.pos() + QPointF(target.w / 2, target.h * 0.6), ms,
                     curve=QEasingCurve.Type.InOutCubic)

    def land_cards(self) -> None:
        """The flights are over (or cut short): the cards leave the scene."""
        for card in self._flying:
            if card.scene() is self:
                self.removeItem(card)
        self._flying.clear()

    # -- the end ------------------------------------------------------------------------------
    def show_end(self, lines: list[tuple[str, QColor | None, bool]]) -> None:
        """The end so far: the plague check over the building row (the nun row stays in
        sight, turned up), the scores table (its lines hold tabs) along the bottom."""
        self.end.lines = [line for line in lines if "\t" not in line[0]]
        self.end_scores.lines = [line for line in lines if "\t" in line[0]]
        self.end.show()
        self.end_scores.setVisible(bool(self.end_scores.lines))
        self.end.update()
        self.end_scores.update()

    def end_lines(self) -> list[tuple[str, QColor | None, bool]]:
        return list(self.end.lines) + list(self.end_scores.lines)

    def hide_end(self) -> None:
        self.end.hide()
        self.end_scores.hide()


class QCoreApp:
    """The scene's sentences, each a literal translate call (lupdate finds them)."""

    @staticmethod
    def seen_tip(card: str) -> str:

        return translate("CartusTip", "Nun row: {card}").format(card=card)

    @staticmethod
    def nun_tip(lookers: str) -> str:

        if not lookers:
            return translate(
                "CartusTip", "Nun row, face down. At the end its nuns are added up: whoever "
                "has more rats than that dies of the plague.")
        return translate(
            "CartusTip", "Nun row, face down. Looked at by: {names}").format(names=lookers)

    @staticmethod
    def queue_place(n: int) -> str:

        return translate("CartusPanel", "queue {n}").format(n=n)

    @staticmethod
    def entered() -> str:

        return translate("CartusPanel", "entered")

    @staticmethod
    def player_line(hand: int, rats: str, vp: int, state: str) -> str:

        text = translate(
            "CartusPanel", "cards {hand} · rats {rats} · VP {vp}").format(
                hand=hand, rats=rats, vp=vp)
        return names.dotted([text, state]) if state else text

    @staticmethod
    def info_lines(view: CartusView, seat_names: list[str]
                   ) -> list[tuple[str, QColor | None, bool]]:
        total = view.round + view.building_deck // max(1, len(view.row) or 1)
        lines: list[tuple[str, QColor | None, bool]] = [
            (translate("CartusPanel", "Round {n} of {total}").format(n=view.round, total=total)
             + (translate("CartusPanel", " (last round)") if view.last_round else ""), None, True),
            (names.dotted([
                translate("CartusPanel", "Draw deck {deck} · discard pile {discard}").format(
                    deck=view.deck, discard=len(view.discard)),
                names.unbroken(translate("CartusPanel", "Building deck {n}").format(
                    n=view.building_deck))]), None, False),
        ]
        piles = names.dotted([names.unbroken(f"{names.pile_name(k)} {n}")
                              for k, n in view.piles])
        lines.append((piles, None, False))
        if view.queue:
            lines.append((translate("CartusPanel", "Entry queue: {names}").format(
                names=" → ".join(seat_names[s] if s < len(seat_names) else str(s + 1)
                                 for s in view.queue)), None, False))
        return lines


__all__ = ["SCENE_H", "SCENE_W", "CartusScene", "QRectF"]
