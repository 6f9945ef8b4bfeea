"""The Notre Dame board scene: it draws a snapshot (public position, the shown hand)
and reports clicks and drops by key. It decides nothing about the rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from rattus_desktop.shell.kit import theme

from . import names
from .items import Disc, Key, KeyedItem
from .layout import (
    SCENE,
    SECTORS,
    BoardLayout,
    BoroughGeometry,
    board_layout,
    notre_dame_polygon,
)

DRAG_START = 6.0
SECTOR_PX = 12
SECTOR_FILL = {
    "residence": "#c9b28a",
    "park": "#9dbb7c",
    "hospital": "#d9d4cc",
    "cloister_school": "#b9a3c9",
    "bank": "#e0c25c",
    "carriage_house": "#a88f6a",
    "hotel": "#d49a7a",
    "confidant": "#e6d3a3",
    "notre_dame": "#b8b2a6",
}
BOROUGH_FILL = ("#e4d2a8", "#d8c8a0", "#e0cfae", "#d3c39c", "#e8d8b4")


@dataclass
class Snapshot:
    public: dict[str, Any]
    colours: list[str]
    names: list[str]
    roads: list[tuple[str, str]]
    shown_seat: int | None = None
    offer: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    persons_clickable: bool = False
    cards_draggable: bool = False


class Board(QGraphicsScene):
    clicked = Signal(object)  # key
    dropped = Signal(str, object)  # card, target key (None: dropped on nothing)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE)
        self.setBackgroundBrush(QBrush(theme.PARCHMENT_DARK))
        self.geometry: list[BoroughGeometry] = []
        self.layout: BoardLayout = board_layout(SCENE.width(), SCENE.height(), 3)
        self.scores_html: str | None = None
        self.items_by_key: dict[Key, Any] = {}
        self.rat_markers: dict[int, Disc] = {}
        self.snapshot: Snapshot | None = None
        self.enabled = False
        self._press: tuple[QPointF, Any] | None = None
        self._dragging = False

    # -- drawing ------------------------------------------------------------------
    def relayout(self, width: float, height: float) -> None:
        """The board laid out anew for a logical rectangle (the window's shape)."""
        self.setSceneRect(QRectF(0, 0, width, height))
        if self.snapshot is not None:
            self.show(self.snapshot)

    def centre(self) -> QPointF:
        return self.layout.centre

    def show(self, snap: Snapshot) -> None:
        if snap.public.get("phase") != "game_over":
            self.scores_html = None  # a new game, or back from the end (undo)
        self.snapshot = snap
        self.clear()
        self.items_by_key = {}
        self.rat_markers = {}
        pub = snap.public
        boroughs = max(len(pub["seats"]), 4 if pub["players"] == 2 else 3)
        rect = self.sceneRect()
        self.layout = board_layout(rect.width(), rect.height(), boroughs)
        self.geometry = self.layout.boroughs
        owner = {int(s["borough"][1:]): i for i, s in enumerate(pub["seats"])}
        self._roads(snap)
        self._notre_dame(snap, boroughs)
        for geo in self.geometry:
            self._borough(snap, geo, owner.get(geo.index))
        self._persons(snap)
        self._hand(snap)
        if self.scores_html is not None:
            self._scores(self.scores_html)

    def _add(self, item: Any) -> Any:
        self.addItem(item)
        key = getattr(item, "key", None)
        if key is not None:
            self.items_by_key[key] = item
        return item

    def _text(
        self,
        text: str,
        pos: QPointF,
        px: int = 12,
        bold: bool = False,
        colour: QColor | None = None,
    ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(theme.pixel_font(px, bold=bold))
        item.setBrush(colour or theme.INK)
        item.setPos(pos)
        self.addItem(item)
        return item

    def market_pos(self, market: str) -> QPointF:
        borough, _, local = market.partition(".")
        return self.geometry[int(borough[1:])].market_pos(local)

    def _roads(self, snap: Snapshot) -> None:
        pen = QPen(theme.INK_SOFT, 2)
        for a, b in snap.roads:
            line = self.addLine(QLineF(self.market_pos(a), self.market_pos(b)), pen)
            line.setZValue(-1 if a[:3] != b[:3] else 1)

    def _notre_dame(self, snap: Snapshot, boroughs: int) -> None:
        area = self.layout.notre_dame
        poly = self.addPolygon(
            QPolygonF(notre_dame_polygon(area, boroughs)),
            QPen(theme.INK, 2),
            QBrush(QColor(SECTOR_FILL["notre_dame"])),
        )
        poly.setToolTip(names.sector_tip("notre_dame"))
        cubes = snap.public["notre_dame"]
        width = max(150.0, min(area.width() - 20, 24.0 * len(cubes) * 2 + 20))
        rect = QRectF(area.center().x() - width / 2, area.center().y() - 40, width, 80)
        item = KeyedItem(
            ("notre_dame",), rect, QColor("#d9d2c4"), names.sector_name("notre_dame"), "", 16
        )
        item.setToolTip(names.sector_tip("notre_dame"))
        self._add(item)
        slot = (rect.width() - 16) / max(1, len(cubes))
        for i, n in enumerate(cubes):
            for j in range(n):
                cube = self.addRect(
                    QRectF(rect.left() + 8 + i * slot + (j % 3) * 13,
                           rect.bottom() - 20 - (j // 3) * 13, 11, 11),
                    QPen(theme.INK),
                    QBrush(QColor(snap.colours[i])),
                )
                cube.setZValue(2)
        pub = snap.public
        lines = [
            QCoreApplication.translate("NDBoard", "Round {r} of 9 · period {p}").format(
                r=pub["round"], p=pub["period"]),
            QCoreApplication.translate("NDBoard", "Plague value {v}").format(
                v=pub["plague_value"]),
        ]
        info = self.layout.info
        for k, line in enumerate(lines):
            self._text(line, info.topLeft() + QPointF(4, k * 22), 15, k == 0)

    def _borough(self, snap: Snapshot, geo: BoroughGeometry, seat: int | None) -> None:
        fill = QColor(BOROUGH_FILL[geo.index % len(BOROUGH_FILL)])
        box = self.addRect(geo.rect, QPen(theme.INK, 2), QBrush(fill))
        box.setZValue(-2)
        if seat is None:
            self._text(
                QCoreApplication.translate("NDBoard", "unused borough"),
                geo.rect.topLeft() + QPointF(8, 4),
                13,
            )
            self._markets(snap, geo)
            return
        s = snap.public["seats"][seat]
        colour = QColor(snap.colours[seat])
        box.setPen(QPen(colour, 4))
        current = snap.public["current_player"] == seat
        title = snap.names[seat] + ("  ◀" if current else "")
        self._text(title, geo.rect.topLeft() + QPointF(8, 3), 16, True, colour.darker(150))
        for sector in SECTORS:
            item = KeyedItem(
                ("sector", seat, sector),
                geo.sector_rect(sector),
                QColor(SECTOR_FILL[sector]),
                names.sector_name(sector),
                "",
                SECTOR_PX,
            )
            item.cubes = int(s["sectors"][sector])
            item.cube_colour = colour
            item.confidant = s["confidant"] == sector
            item.setToolTip(names.sector_tip(sector))
            self._add(item)
        reserve = KeyedItem(
            ("reserve", seat),
            geo.reserve_rect(),
            QColor("#efe6d2"),
            names.sector_name("reserve"),
            "",
            SECTOR_PX,
        )
        reserve.cubes = int(s["reserve"])
        reserve.cube_colour = colour
        reserve.confidant = s["confidant"] is None
        reserve.setToolTip(
            QCoreApplication.translate("NDTip", "Cubes ready to place: {n}. In stock: {s}.").format(
                n=s["reserve"], s=s["stock"]
            )
        )
        self._add(reserve)
        self._markets(snap, geo)
        self._rats(snap, geo, seat, int(s["rats"]))
        footer = QCoreApplication.translate(
            "NDBoard", "Prestige {p} · gold {g} · messages {m}"
        ).format(p=s["prestige"], g=s["gold"], m=len(s["messages"]))
        text = self._text(footer, geo.footer(), 14, True)
        left = geo.footer().x() + text.boundingRect().width() + 14
        for j, msg in enumerate(s["messages"]):
            owner = self._borough_colour(snap, int(msg["colour"][1:]))
            d = Disc(("held", seat, j), 9, owner, str(msg["type"]), square=True)
            d.setPos(left + j * 21, geo.footer().y() + 9)
            d.setToolTip(QCoreApplication.translate(
                "NDTip", "A message taken (type {t}).").format(t=msg["type"]))
            self._add(d)

    def _borough_colour(self, snap: Snapshot, borough: int) -> QColor:
        for i, s in enumerate(snap.public["seats"]):
            if s["borough"] == f"b{borough}":
                return QColor(snap.colours[i])
        return QColor("#8a8a8a")

    def _markets(self, snap: Snapshot, geo: BoroughGeometry) -> None:
        on_board = set(snap.public["messages_on_board"])
        carriages: dict[str, list[int]] = {}
        for i, s in enumerate(snap.public["seats"]):
            carriages.setdefault(s["carriage"], []).append(i)
        for local in ("c", "1", "2", "3", "4"):
            market = f"b{geo.index}.{local}"
            pos = geo.market_pos(local)
            spot = Disc(("market", market), 11, QColor("#f3ead6"))
            spot.setPos(pos)
            spot.setZValue(2)
            spot.setToolTip(names.market_name(
                market, names.borough_owners(snap.public, snap.names)))
            self._add(spot)
            if market in on_board:
                msg = Disc(
                    ("message", market), 9, self._borough_colour(snap, geo.index), "?", square=True
                )
                msg.setPos(pos)
                msg.setZValue(3)
                msg.setToolTip(
                    QCoreApplication.translate(
                        "NDTip", "A face-down message: 1 to 4 prestige and a bonus."
                    )
                )
                self.addItem(msg)
            for k, seat in enumerate(carriages.get(market, [])):
                car = Disc(("carriage", seat), 7, QColor(snap.colours[seat]))
                car.setPos(pos + QPointF(10 + 6 * k, -10 + 5 * k))
                car.setZValue(4)
                car.setToolTip(
                    QCoreApplication.translate("NDTip", "{name}'s carriage").format(
                        name=snap.names[seat]
                    )
                )
                self.addItem(car)

    def _rats(self, snap: Snapshot, geo: BoroughGeometry, seat: int, rats: int) -> None:
        half = geo.rats_cell() / 2
        for v in range(10):
            corner = QPointF(half.width(), half.height())
            cell = self.addRect(
                QRectF(geo.rats_pos(v) - corner, geo.rats_pos(v) + corner),
                QPen(theme.INK_SOFT),
                QBrush(QColor("#f1e4c6") if v < 7 else QColor("#e8b7a0")),
            )
            cell.setToolTip(
                QCoreApplication.translate("NDTip", "The rats track: past 9 the plague breaks out.")
            )
            label = self._text(str(v), geo.rats_pos(v), 12)
            label.setPos(geo.rats_pos(v) - QPointF(label.boundingRect().width() / 2,
                                                   label.boundingRect().height() / 2))
        marker = Disc(("rats", seat), 10, theme.DEEP_RED, "")
        marker.setPos(geo.rats_pos(rats))
        marker.setZValue(5)
        marker.setOpacity(0.85)
        marker.setToolTip(QCoreApplication.translate("NDTip", "Rats: {n} of 9").format(n=rats))
        self.rat_markers[seat] = marker
        self.addItem(marker)

    def _persons(self, snap: Snapshot) -> None:
        self._text(
            QCoreApplication.translate("NDBoard", "Persons of the round"),
            self.layout.persons_title, 16, True,
        )
        for i, pid in enumerate(snap.public["persons"]):
            detail = (
                names.person_tip(pid)
                + "\n"
                + QCoreApplication.translate("NDBoard", "rats +{n}").format(n=_person_rats(pid))
            )
            item = KeyedItem(
                ("person", pid),
                self.layout.persons[i],
                QColor("#cdb58a"),
                names.person_name(pid),
                detail,
                15,
            )
            item.setToolTip(names.person_tip(pid))
            self._add(item)

    def _hand(self, snap: Snapshot) -> None:
        if snap.shown_seat is None:
            self._text(
                QCoreApplication.translate("NDBoard", "Cards are hidden"),
                self.layout.hand_title,
                16,
                True,
            )
            return
        title = QCoreApplication.translate("NDBoard", "{name}'s cards").format(
            name=snap.names[snap.shown_seat]
        )
        self._text(title, self.layout.hand_title, 16, True)
        cards = [("offer", c) for c in snap.offer] + [("hand", c) for c in snap.hand]
        for i, (zone, cid) in enumerate(cards):
            rect = self.layout.hand[i % len(self.layout.hand)]
            fill = QColor(SECTOR_FILL.get(cid, "#ddd"))
            if zone == "offer":
                fill = fill.lighter(115)
            detail = names.sector_tip(cid) + (
                "\n" + QCoreApplication.translate("NDBoard", "(offered: click to keep)")
                if zone == "offer"
                else ""
            )
            item = KeyedItem(("card", cid, zone, i), rect, fill, names.card_name(cid), detail, 15)
            item.draggable = zone == "hand" and snap.cards_draggable
            item.home = QPointF(0, 0)
            item.setZValue(10)
            item.setToolTip(names.sector_tip(cid))
            self._add(item)

    def show_scores(self, html: str) -> None:
        """The final scores over the middle of the board (kept through a relayout)."""
        self.scores_html = html
        self._scores(html)

    def _scores(self, html: str) -> None:
        item = QGraphicsTextItem()
        item.setHtml(f"<div style='font-size:16px'>{html}</div>")
        item.setDefaultTextColor(theme.INK)
        width = item.boundingRect().width()
        height = item.boundingRect().height()
        rect = self.sceneRect()
        pos = QPointF(rect.center().x() - width / 2, max(14.0, rect.center().y() - height / 2))
        back = self.addRect(
            QRectF(pos, item.boundingRect().size()).adjusted(-12, -12, 12, 12),
            QPen(theme.INK, 2),
            QBrush(theme.PARCHMENT),
        )
        back.setZValue(60)
        item.setPos(pos)
        item.setZValue(61)
        self.addItem(item)

    # -- lighting -----------------------------------------------------------------
    def light(self, keys: set[Key]) -> None:
        for key, item in self.items_by_key.items():
            if hasattr(item, "set_lit"):
                item.set_lit(key in keys)

    def select(self, key: Key | None) -> None:
        for k, item in self.items_by_key.items():
            if isinstance(item, KeyedItem):
                item.selected = k == key
                item.update()

    # -- the mouse ------------------------------------------------------------------
    def _key_at(self, pos: QPointF, skip: Any = None) -> Any:
        for item in self.items(pos):
            while item is not None and not hasattr(item, "key"):
                item = item.parentItem()
            if item is None or item is skip:
                continue
            return item
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self.enabled:
            return
        item = self._key_at(event.scenePos())
        self._press = (event.scenePos(), item)
        self._dragging = False

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        start, item = self._press
        if not isinstance(item, KeyedItem) or not item.draggable:
            return
        delta = event.scenePos() - start
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) < DRAG_START:
            return
        if not self._dragging:
            self._dragging = True
            item.setZValue(50)
            self.clicked.emit(("drag", item.key))
        item.setPos(item.home + delta)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._press is None:
            return
        _start, item = self._press
        self._press = None
        if self._dragging and isinstance(item, KeyedItem):
            self._dragging = False
            target = self._key_at(event.scenePos(), skip=item)
            item.setPos(item.home)  # snap back; the game redraws the board if it moved
            item.setZValue(10)
            self.dropped.emit(item.key[1], None if target is None else target.key)
            return
        if item is not None:
            self.clicked.emit(item.key)

    def key_centre(self, key: Key) -> QPointF:
        item = self.items_by_key[key]
        if isinstance(item, KeyedItem):
            return item.mapToScene(item.rect.center())
        return item.scenePos()


def _person_rats(pid: str) -> int:
    from rattus_desktop.games.notredame.rules.data import load

    return load().persons[pid].rats
