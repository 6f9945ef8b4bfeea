"""The board scene: builds the passive items and lays them out from a DisplayState."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QObject, QPointF, QRectF, Signal
from PySide6.QtWidgets import QGraphicsScene

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.ui import bigbox_board, stack_slots
from rattus_desktop.games.rattus.ui.bigbox_items import BigBoxItems
from rattus_desktop.games.rattus.ui.board_layout import (
    BOARD_H,
    BOARD_W,
    RegionGeometry,
    board_geometry,
)
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.guild_board import ModuleBoards
from rattus_desktop.games.rattus.ui.items.card import CARD_H, CARD_W, CardItem
from rattus_desktop.games.rattus.ui.items.meeple import (
    MeepleItem,
    PieceStackItem,
)
from rattus_desktop.games.rattus.ui.items.plague import PalaceItem, PlagueItem
from rattus_desktop.games.rattus.ui.items.region import (
    BoardItem,
    RegionItem,
    SeaArrowItem,
    label_px_for,
)
from rattus_desktop.games.rattus.ui.items.token import TokenItem
from rattus_desktop.games.rattus.ui.items.tray import DiscardItem, ReserveTrayItem, SupplyItem
from rattus_desktop.games.rattus.ui.region_items import CoverMarks
from rattus_desktop.games.rattus.ui.table_texture import table_brush
from rattus_desktop.games.rattus.ui.university_items import UniversityItems
from rattus_desktop.games.rattus.ui.upgrade_tiles import UpgradeTiles
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.passive_item import NONE, PassiveItem

SIDE_X, SIDE_W = BOARD_W + 32, 364.0
TRAY_H, PILE_Y, PILE_H, CARDS_Y, CARD_GAP = 212.0, 226.0, 150.0, 392.0, 16.0
SCENE_RECT = QRectF(-24, -24, SIDE_X + SIDE_W + 48, BOARD_H + 48)
# A tall, narrow window: the reserve, the piles and the cards in a band below the board.
BELOW_Y = BOARD_H + 32
TALL_RECT = QRectF(-24, -24, BOARD_W + 48, BELOW_Y + TRAY_H + 14 + PILE_H + 48)
ARRANGEMENTS = {"wide": SCENE_RECT, "tall": TALL_RECT}
CARD_ORDER = ("peasant", "merchant", "monk", "knight", "witch", "king")


Offsets = list[tuple[float, float]]


def stack_places(geo: RegionGeometry, label: QRectF, players: int) -> Offsets:
    """Where ``players`` stacks stand in a region, from its pieces anchor (the slots of
    ``stack_slots``: apart, inside the region, off its name and tokens)."""
    return stack_slots.slots(geo, label, players)[0]


class BoardScene(QGraphicsScene):
    """Items for every game object; ``show`` puts them where a DisplayState says.

    The scene knows no rules: what is legal comes from the interaction code as
    highlight states (``set_states``).
    """

    layout_changed = Signal()
    states_shown = Signal(object)  # the highlight states just set (the region-card hand)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.arrangement = "wide"
        self.board_h = BOARD_H  # the Big Box's joined board is taller (bigbox_board)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.setBackgroundBrush(table_brush())  # the table, to every edge of the view
        self.geometry = board_geometry()
        self._anchors: dict[tuple[str, int], tuple[Offsets, int]] = {}
        self.seats: list[Seat] = []
        self.state: DisplayState | None = None
        self.reveal_known = False
        self.pending: dict[tuple[str, int], int] = {}
        self.hidden_tokens: set[int] = set()
        self.used: set[str] = set()
        self.module_boards = ModuleBoards(self)  # guilds, taverns, walls (Big Box)
        self._build_static()
        self.bigbox_items = BigBoxItems(self)
        self.region_marks = CoverMarks(self)
        self.upgrade_tiles = UpgradeTiles(self)
        self.universities = UniversityItems(self)
        self.stacks: dict[tuple[str, int], PieceStackItem] = {}
        self.tokens: dict[int, TokenItem] = {}

    # -- building ---------------------------------------------------------------
    def _build_static(self) -> None:
        self.board = BoardItem(self.geometry)
        self.addItem(self.board)
        self.regions: dict[str, RegionItem] = {}
        for rid, geo in self.geometry.regions.items():
            region = RegionItem(rid, geo.path, geo.label)
            self.regions[rid] = region
            self.addItem(region)
        self.arrows: list[tuple[str, str, SeaArrowItem]] = []
        for sea in self.geometry.sea:
            if self.board.svg_has(f"sea-{sea.a}-{sea.b}"):
                continue
            arrow = SeaArrowItem(sea.start, sea.end)
            self.arrows.append((sea.a, sea.b, arrow))
            self.addItem(arrow)
        self.palace = PalaceItem(self.geometry.palace, framed=not self.board.svg_has(
            "palace-cartouche"))
        self.tray = ReserveTrayItem(QRectF(SIDE_X, 0, SIDE_W, TRAY_H))
        half = SIDE_W / 2 - 6
        self.supply = SupplyItem(QRectF(SIDE_X, PILE_Y, half, PILE_H))
        self.discard = DiscardItem(QRectF(SIDE_X + SIDE_W - half, PILE_Y, half, PILE_H))
        self.plague = PlagueItem()
        self.plague.setVisible(False)  # until a game puts it somewhere
        for side in (self.palace, self.tray, self.supply, self.discard, self.plague):
            self.addItem(side)
        self.cards: dict[str, CardItem] = {}
        for card in CARD_ORDER:
            card_item = CardItem(card, all_cards()[card].cls)
            self.cards[card] = card_item
            self.addItem(card_item)
        self._place_side("wide")

    def set_text_scale(self, scale: float) -> None:
        """The view shows the scene at ``scale``: region names grow to stay legible
        (the stacks' slots move off the larger names)."""
        px = label_px_for(scale)
        changed = [r.set_label_px(px) for r in self.regions.values()]
        if any(changed):
            self._anchors.clear()
            self.layout_pieces()

    def arrange(self, arrangement: str) -> None:
        """"wide": the reserve, piles and cards beside the board; "tall": below it."""
        if arrangement != self.arrangement:
            self._place_side(arrangement)
            self.setSceneRect(self.arrangement_rect(arrangement))
            self.layout_changed.emit()

    def arrangement_rect(self, arrangement: str) -> QRectF:
        """The scene's rect for ``arrangement`` on the board now laid out."""
        rect = QRectF(ARRANGEMENTS[arrangement])
        return self.module_boards.extend(rect.adjusted(0, 0, 0, self.board_h - BOARD_H),
                                         arrangement)

    def _place_side(self, arrangement: str) -> None:
        self.arrangement = arrangement
        half = SIDE_W / 2 - 6
        below = BELOW_Y + self.board_h - BOARD_H
        x0, y0 = (SIDE_X, 0.0) if arrangement == "wide" else (0.0, below)
        for item, rect in ((self.tray, QRectF(x0, y0, SIDE_W, TRAY_H)),
                           (self.supply, QRectF(x0, y0 + PILE_Y, half, PILE_H)),
                           (self.discard, QRectF(x0 + SIDE_W - half, y0 + PILE_Y, half,
                                                 PILE_H))):
            item.prepareGeometryChange()
            item.rect = rect
            item.update()
        gap = SIDE_W - 2 * CARD_W
        step = bigbox_board.row_step(len(self.cards), BOARD_W - SIDE_W - 48, CARD_GAP)
        for i, card in enumerate(self.cards):  # the cards in play (Big Box: any 6 or 8)
            if arrangement == "wide":
                col, row = i % 2, i // 2
                pos = QPointF(SIDE_X + col * (CARD_W + gap), CARDS_Y + row * (CARD_H + CARD_GAP))
            else:
                pos = QPointF(SIDE_W + 48 + i * step, below + 36)
            self.cards[card].setPos(pos)
        self.module_boards.place(arrangement)

    def setup_game(self, seats: list[Seat], regions: tuple[str, ...],
                   cards: tuple[str, ...] = CARD_ORDER) -> None:
        """A new game: which regions are in play, one stack per player and place (the
        last game's display state is dropped: it may have had other seats)."""
        self.seats = list(seats)
        self.state = None
        bigbox_board.prepare(self, regions, cards)
        for rid, item in self.regions.items():
            item.set_in_play(rid in regions)
        for a, b, arrow in self.arrows:
            arrow.set_active(a in regions and b in regions)
        out = [r for r in self.regions if r not in regions]
        self.board.set_faded({f"sea-{s.a}-{s.b}" for s in self.geometry.sea
                              if s.a in out or s.b in out}
                             | {f"region-{r}" for r in out} | {f"wash-{r}" for r in out})
        for old in list(self.stacks.values()) + list(self.tokens.values()):
            self.removeItem(old)
        self.stacks, self.tokens = {}, {}
        self.pending.clear()
        self.hidden_tokens.clear()
        for place in (*self.regions, "palace"):
            for seat, s in enumerate(seats):
                stack = PieceStackItem(place, seat, theme.shape_for(seat), s.colour)
                stack.setVisible(False)
                self.stacks[(place, seat)] = stack
                self.addItem(stack)

    # -- positions ----------------------------------------------------------------
    def stack_pos(self, place: str, seat: int) -> QPointF:
        """Where ``seat``'s stack stands in ``place``: its slot among the players with
        pieces there (``seat`` counted among them, for a piece on its way in)."""
        if place == "palace":
            return self.palace.slot(seat, len(self.seats))
        shown = sorted(set(self._occupied(place)) | {seat})
        return self._slot_pos(place, shown, seat)

    def _occupied(self, place: str) -> list[int]:
        """The seats whose stacks are shown in ``place`` now (pieces on their way in or
        out are not counted yet)."""
        ds = self.state
        if ds is None:
            return []
        counts = ds.pieces.get(place, [])
        return [seat for seat, n in enumerate(counts)
                if n - self.pending.get((place, seat), 0) > 0]

    def _slot_pos(self, place: str, shown: list[int], seat: int) -> QPointF:
        anchor = self.geometry.regions[place].pieces
        dx, dy = self._places(place, len(shown))[0][shown.index(seat)]
        return QPointF(anchor.x() + dx, anchor.y() + dy)

    def _places(self, place: str, stacks: int) -> tuple[Offsets, int]:
        key = (place, max(1, stacks))
        if key not in self._anchors:
            self._anchors[key] = stack_slots.slots(self.geometry.regions[place],
                                                   self.regions[place].label_rect(), key[1])
        return self._anchors[key]

    def token_pos(self, region: str, index: int) -> QPointF:
        points = self.geometry.regions[region].tokens
        if index < len(points):
            return QPointF(points[index])
        last = points[-1] if points else self.geometry.regions[region].pieces
        return QPointF(last.x() + 20 * (index - len(points) + 1), last.y())

    def plague_pos(self, region: str) -> QPointF:
        return QPointF(self.geometry.regions[region].plague)

    def seat_look(self, seat: int) -> tuple[str, str, str]:
        s = self.seats[seat]
        return s.name, s.colour, theme.shape_for(seat)

    # -- showing a state ------------------------------------------------------------
    def show_state(self, ds: DisplayState, used: set[str] | None = None) -> None:
        """Put every item where ``ds`` says (no animation)."""
        self.state = ds
        self.used = set(used or ())
        self.layout_pieces()
        self.layout_tokens()
        self.plague.setPos(self.plague_pos(ds.plague))
        self.plague.setVisible(True)
        self.bigbox_items.show(ds)
        self.upgrade_tiles.show(ds)
        self.module_boards.show(ds)
        self.universities.show(ds)
        self.refresh_side()
        self.layout_changed.emit()

    def layout_pieces(self) -> None:
        ds = self.state
        if ds is None:
            return
        none = [0] * len(self.seats)  # a region out of play holds nothing
        shown = {place: self._occupied(place) for place in self.regions}
        for (place, seat), stack in self.stacks.items():
            count = ds.palace[seat] if place == "palace" else ds.pieces.get(place, none)[seat]
            stack.set_count(max(0, count - self.pending.get((place, seat), 0)))
            if place == "palace" or seat not in shown[place]:
                pos = self.stack_pos(place, seat)
            else:  # the slots of the stacks shown there; fewer figures where crowded
                pos = self._slot_pos(place, shown[place], seat)
                stack.set_most(self._places(place, len(shown[place]))[1])
            stack.setPos(pos)
            stack.setZValue(5 + pos.y() / 10_000)  # a front stack hides the one behind

    def layout_tokens(self, animate_uids: set[int] | None = None) -> dict[int, QPointF]:
        """Create and drop token items to match the state; return the target positions."""
        ds = self.state
        targets: dict[int, QPointF] = {}
        if ds is None:
            return targets
        for region, uids in ds.tokens.items():
            for index, uid in enumerate(uids):
                targets[uid] = self.token_pos(region, index)
        for uid in [u for u in self.tokens if u not in targets]:
            self.removeItem(self.tokens.pop(uid))
        for uid, pos in targets.items():
            item = self.tokens.get(uid)
            if item is None:
                item = TokenItem(uid)
                self.tokens[uid] = item
                self.addItem(item)
                item.setPos(pos)
            face = ds.known.get(uid)
            item.set_face(face, self.reveal_known and face is not None)
            item.setVisible(uid not in self.hidden_tokens)
            if animate_uids is None or uid not in animate_uids:
                item.setPos(pos)
        return targets

    def refresh_side(self, used: set[str] | None = None) -> None:
        ds = self.state
        used = self.used if used is None else used
        if ds is None or not self.seats:
            return
        seat = ds.current
        if seat is not None:
            name, colour, shape = self.seat_look(seat)
            self.tray.set_player(seat, name, colour, shape, ds.reserve[seat])
        else:
            self.tray.set_player(None, "", "#888888", "round", 0)
        self.supply.set_count(ds.supply)
        self.discard.set_faces(ds.revealed)
        for card, item in self.cards.items():
            holder = ds.holders.get(card)
            look = self.seat_look(holder) if holder is not None else None
            item.set_holder(look, used=card in used and holder == seat)
        self.region_marks.show(ds)

    # -- finding items ------------------------------------------------------------
    def key_at(self, pos: QPointF) -> tuple[object, ...] | None:
        """The game object under ``pos`` (topmost first); tokens as (token, region, index)."""
        for item in self.items(pos):
            if not isinstance(item, PassiveItem) or not item.isVisible():
                continue
            key = item.key
            if key[0] in ("meeple",) or item.zValue() >= 20:
                continue
            if key[0] == "token":
                ref = self.token_ref(int(cast(int, key[1])))
                if ref is None:
                    continue
                return ("token", *ref)
            return key
        return None

    def token_ref(self, uid: int) -> tuple[str, int] | None:
        if self.state is None:
            return None
        for region, uids in self.state.tokens.items():
            if uid in uids:
                return region, uids.index(uid)
        return None

    def item_for(self, key: tuple[object, ...]) -> PassiveItem | None:
        kind = key[0]
        if kind == "region":
            return self.regions.get(str(key[1]))
        if kind == "token" and self.state is not None:
            region, index = str(key[1]), int(key[2])  # type: ignore[call-overload]
            uids = self.state.tokens.get(region, [])
            return self.tokens.get(uids[index]) if 0 <= index < len(uids) else None
        if kind == "stack":
            return self.stacks.get((str(key[1]), int(key[2])))  # type: ignore[call-overload]
        if kind == "card":
            return self.cards.get(str(key[1]))
        if kind == "upgrade":
            return self.upgrade_tiles.item(str(key[1]))
        if kind in ("guild", "tavern", "border"):
            return self.module_boards.item_for(key)
        if kind in ("university", "marker", "event_deck", "last_event"):
            return self.universities.item(key)
        fixed = {"palace": self.palace, "reserve": self.tray, "supply": self.supply,
                 "plague": self.plague}
        return fixed.get(str(kind))

    def all_items(self) -> list[PassiveItem]:
        return [*self.regions.values(), *self.stacks.values(), *self.tokens.values(),
                *self.cards.values(), self.palace, self.tray, self.supply, self.plague,
                *self.upgrade_tiles.items(), *self.module_boards.items(),
                *self.universities.all()]

    def set_states(self, states: dict[tuple[object, ...], str]) -> None:
        """Highlight: every item not named in ``states`` goes back to normal."""
        wanted: dict[int, str] = {}
        for key, state in states.items():
            item = self.item_for(key)
            if item is not None:
                wanted[id(item)] = state
        for item in self.all_items():
            item.set_state(wanted.get(id(item), NONE))
        self.states_shown.emit(states)

    def spawn_meeple(self, seat: int, pos: QPointF, scale: float = 1.0) -> MeepleItem:
        _, colour, shape = self.seat_look(seat)
        item = MeepleItem(seat, shape, colour, scale)
        item.setPos(pos)
        self.addItem(item)
        return item
