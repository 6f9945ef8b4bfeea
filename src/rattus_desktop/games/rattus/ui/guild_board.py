"""The guild board and the tavern board on the table (Big Box ``guild`` and ``tavern``
modules): a wooden board each, one plaque per guild space (the base card's emblem and
name) or tavern city (a tankard and the city's name), the occupant's piece on it.

The plaques are passive items keyed ``("guild", space)`` and ``("tavern", city)``: the
interaction lights and clicks them like any board object. ``ModuleBoards`` builds them
when a game has the module, lays them out beside the cards ("wide") or below the side
band ("tall"), and also holds the Emperor's walls (``wall_items``)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.ui import guild_words
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.fallback_art import CLASS_COLOURS, draw_class_icon
from rattus_desktop.games.rattus.ui.items.base import DIM, NONE, PassiveItem, paint_outline_glow
from rattus_desktop.games.rattus.ui.items.card import CARD_H, CARD_W
from rattus_desktop.games.rattus.ui.items.meeple import paint_meeple
from rattus_desktop.games.rattus.ui.names import card_name
from rattus_desktop.games.rattus.ui.wall_items import WallLayer
from rattus_desktop.shell.kit import theme

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene

COLUMN_W, GAP, TITLE_H = 250.0, 24.0, 46.0
SPACE_H, CITY_H = 66.0, 44.0
INK = QColor("#2b1d12")
PARCHMENT = QColor("#efe2bd")
Look = tuple[str, str, str]  # name, colour, shape
NAME_MIN_PX, NAME_MAX_PX = 16, 28  # a plaque's name; below 16 it is elided (the tooltip has it)
NAME_RATIO = 0.6  # of the plaque's height, at most


@lru_cache(maxsize=256)  # paint() asks for it on every repaint (hover, lights)
def plaque_font(text: str, width: float, height: float) -> QFont:
    """The largest bold font, up to ``NAME_RATIO`` of the plaque's ``height`` (and
    ``NAME_MAX_PX``), in which ``text`` fits ``width``; at worst ``NAME_MIN_PX`` (the
    caller elides what still does not fit). Short names (most cities) so read at
    1280 × 720, where a fixed 16 px did not."""
    largest = min(NAME_MAX_PX, max(NAME_MIN_PX, int(height * NAME_RATIO)))
    for px in range(largest, NAME_MIN_PX, -1):
        font = theme.pixel_font(px, bold=True)
        if QFontMetricsF(font).horizontalAdvance(text) <= width:
            return font
    return theme.pixel_font(NAME_MIN_PX, bold=True)


def paint_board(p: QPainter, rect: QRectF, title: str) -> None:
    """A wooden board with a gilt inner frame and its title (the side tray's style)."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, QColor("#6a4428"))
    grad.setColorAt(1, QColor("#3e2716"))
    p.setPen(QPen(QColor("#1e130b"), 3))
    p.setBrush(grad)
    p.drawRoundedRect(rect, 14, 14)
    p.setPen(QPen(QColor(212, 169, 74, 140), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 10, 10)
    p.setPen(QColor("#f3e3bd"))
    p.setFont(theme.pixel_font(22, bold=True))
    p.drawText(QRectF(rect.left(), rect.top() + 4, rect.width(), TITLE_H - 8),
               Qt.AlignmentFlag.AlignCenter, title)


class ModuleBoardItem(QGraphicsItem):
    """The board behind the plaques (no clicks: the plaques take them)."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind
        self.rect = QRectF()
        self.setZValue(2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_board(p, self.rect, guild_words.BOARD(self.kind))


class PlaqueItem(PassiveItem):
    """One guild space or tavern city: a parchment plaque, its emblem, its name, and the
    occupant's piece (or an empty socket)."""

    def __init__(self, key: tuple[str, str]) -> None:
        super().__init__(key)
        self.rect = QRectF()
        self.occupant: Look | None = None
        self.setZValue(3)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = rect
        self.update()

    def set_occupant(self, look: Look | None) -> None:
        if look != self.occupant:
            self.occupant = look
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return self.rect.adjusted(-10, -10, 10, 10)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect, 9, 9)
        return path

    def name(self) -> str:
        return ""

    def paint_emblem(self, p: QPainter, box: QRectF) -> None:
        """A plain plaque has no emblem; guild spaces and taverns draw theirs."""

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        p.setPen(QPen(INK, 1.6))
        p.setBrush(PARCHMENT)
        p.drawRoundedRect(r, 9, 9)
        side = r.height() - 12
        self.paint_emblem(p, QRectF(r.left() + 6, r.top() + 6, side, side))
        socket = QRectF(r.right() - side - 4, r.top() + 6, side, side)
        p.setPen(QPen(QColor(43, 29, 18, 110), 1.4, Qt.PenStyle.DashLine))
        p.setBrush(QColor(43, 29, 18, 30))
        p.drawEllipse(socket.adjusted(side * 0.12, side * 0.55, -side * 0.12, 0))
        if self.occupant is not None:
            _, colour, shape = self.occupant
            paint_meeple(p, socket.adjusted(side * 0.1, -2, -side * 0.1, 0), shape, colour)
        p.setPen(INK)
        text_box = QRectF(r.left() + side + 14, r.top(), r.width() - 2 * side - 24, r.height())
        p.setFont(plaque_font(self.name(), text_box.width(), r.height()))
        text = p.fontMetrics().elidedText(self.name(), Qt.TextElideMode.ElideRight,
                                          int(text_box.width()))
        p.drawText(text_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, text)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, self.shape(), self.state, 4.0)


class GuildSpaceItem(PlaqueItem):
    def __init__(self, space: str) -> None:
        super().__init__(("guild", space))
        self.space = space

    def name(self) -> str:
        return card_name(self.space)

    def paint_emblem(self, p: QPainter, box: QRectF) -> None:
        """A guild banner in the class colour with the class's sign on it."""
        cls = all_cards()[self.space].cls
        banner = QPainterPath()
        banner.moveTo(box.left() + 4, box.top())
        banner.lineTo(box.right() - 4, box.top())
        banner.lineTo(box.right() - 4, box.bottom())
        banner.lineTo(box.center().x(), box.bottom() - box.height() * 0.18)
        banner.lineTo(box.left() + 4, box.bottom())
        banner.closeSubpath()
        colour = QColor(CLASS_COLOURS.get(cls, "#555555"))
        p.setPen(QPen(colour.darker(170), 1.6))
        p.setBrush(colour.lighter(125))
        p.drawPath(banner)
        icon = box.width() * 0.62
        draw_class_icon(p, QRectF(box.center().x() - icon / 2, box.top() + 3, icon, icon), cls)


class TavernCityItem(PlaqueItem):
    def __init__(self, city: str) -> None:
        super().__init__(("tavern", city))
        self.city = city

    def name(self) -> str:
        return guild_words.city_name(self.city)

    def paint_emblem(self, p: QPainter, box: QRectF) -> None:
        """A tankard of ale."""
        w, h = box.width(), box.height()
        mug = QRectF(box.left() + w * 0.12, box.top() + h * 0.22, w * 0.56, h * 0.72)
        p.setPen(QPen(QColor("#5a3a1c"), 1.6))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(mug.right() - w * 0.1, mug.top() + h * 0.12, w * 0.3, h * 0.42),
                  90 * 16, -180 * 16)
        p.setBrush(QColor("#b07a3c"))
        p.drawRoundedRect(mug, 3, 3)
        p.setBrush(QColor("#fbf3dc"))
        p.drawEllipse(QRectF(mug.left() - 2, box.top() + h * 0.08, mug.width() + 4, h * 0.26))
        p.setPen(QPen(QColor("#5a3a1c"), 1.2))
        for k in (0.33, 0.66):
            x = mug.left() + mug.width() * k
            p.drawLine(QPointF(x, mug.top() + 4), QPointF(x, mug.bottom() - 4))


class AlchemistTileItem(QGraphicsItem):
    """The level III tile the Alchemist carries: a small gilt tile on the card's
    picture with the carried card's emblem, its name and "III" (a child of the card)."""

    W, H = 120.0, 74.0

    def __init__(self, card: str) -> None:
        super().__init__()
        self.card = card
        self.setZValue(3)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 4, self.W + 8, self.H + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0, QColor("#f3d98a"))
        grad.setColorAt(1, QColor("#b8892b"))
        p.setPen(QPen(INK, 2))
        p.setBrush(grad)
        p.drawRoundedRect(r, 8, 8)
        cls = all_cards()[self.card].cls
        draw_class_icon(p, QRectF(r.left() + 8, r.top() + 8, 34, 34), cls)
        p.setPen(INK)
        p.setFont(theme.pixel_font(22, bold=True))
        p.drawText(QRectF(r.left() + 44, r.top() + 4, r.width() - 48, 40),
                   Qt.AlignmentFlag.AlignCenter, "III")
        p.setFont(theme.pixel_font(15, bold=True))
        text = p.fontMetrics().elidedText(card_name(self.card), Qt.TextElideMode.ElideRight,
                                          int(r.width() - 10))
        p.drawText(QRectF(r.left() + 5, r.bottom() - 28, r.width() - 10, 24),
                   Qt.AlignmentFlag.AlignCenter, text)


class ModuleBoards:
    """The guild and tavern boards of the game on the scene, and the walls."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.boards: dict[str, ModuleBoardItem] = {}
        self.plaques: dict[tuple[str, str], PlaqueItem] = {}
        self.walls = WallLayer(scene)
        self.tile: AlchemistTileItem | None = None

    # -- building -----------------------------------------------------------------
    def prepare(self, guild: dict[str, int | None] | None,
                tavern: dict[str, int | None] | None) -> None:
        """Build (or drop) the boards a game has (before the view fits the scene)."""
        wanted = {"guild": tuple(guild or ()), "tavern": tuple(tavern or ())}
        if wanted != self._built():
            self._build(wanted)
            self.scene.setSceneRect(self.scene.arrangement_rect(self.scene.arrangement))
            self.scene.layout_changed.emit()

    def show(self, ds: DisplayState) -> None:
        """Put the occupants on the boards (built first if the game has them)."""
        self.prepare(ds.guild, ds.tavern)
        for (kind, name), item in self.plaques.items():
            held = (ds.guild if kind == "guild" else ds.tavern) or {}
            seat = held.get(name)
            item.set_occupant(self.scene.seat_look(seat) if seat is not None else None)
        self.walls.show(ds)
        self._show_tile(ds.alchemist_tile)

    def _show_tile(self, tile: str | None) -> None:
        """The Alchemist's tile on its card (dropped when it returns)."""
        card = self.scene.cards.get("alchemist")
        if self.tile is not None and (tile != self.tile.card or card is None
                                      or self.tile.parentItem() is not card):
            if self.tile.scene() is not None:
                self.tile.scene().removeItem(self.tile)
            self.tile = None
        if tile is not None and card is not None and self.tile is None:
            self.tile = AlchemistTileItem(tile)
            self.tile.setParentItem(card)
            self.tile.setPos(QPointF(CARD_W / 2, CARD_H * 0.42))

    def _built(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {"guild": [], "tavern": []}
        for kind, name in self.plaques:
            out[kind].append(name)
        return {k: tuple(v) for k, v in out.items()}

    def _build(self, wanted: dict[str, tuple[str, ...]]) -> None:
        for old in (*self.boards.values(), *self.plaques.values()):
            self.scene.removeItem(old)
        self.boards, self.plaques = {}, {}
        for kind, names in wanted.items():
            if not names:
                continue
            self.boards[kind] = ModuleBoardItem(kind)
            self.scene.addItem(self.boards[kind])
            for name in names:
                item: PlaqueItem = GuildSpaceItem(name) if kind == "guild" else \
                    TavernCityItem(name)
                self.plaques[(kind, name)] = item
                self.scene.addItem(item)
        self.place(self.scene.arrangement)

    # -- layout ---------------------------------------------------------------------
    def place(self, arrangement: str) -> None:
        for key, rect in self._layout(arrangement).items():
            item = self.boards.get(key[1]) if key[0] == "board" else self.plaques.get(key)
            if item is not None:
                item.set_rect(rect)

    def _layout(self, arrangement: str) -> dict[tuple[str, str], QRectF]:
        """Where each board (``("board", kind)``) and plaque goes in ``arrangement``."""
        if not self.boards:
            return {}
        return self._column() if arrangement == "wide" else self._band()

    def _column(self) -> dict[tuple[str, str], QRectF]:
        """A column right of the cards: the guild board above the tavern board."""
        from rattus_desktop.games.rattus.ui.board_scene import SIDE_W, SIDE_X

        out: dict[tuple[str, str], QRectF] = {}
        x, y = SIDE_X + SIDE_W + GAP, 0.0
        for kind in self.boards:
            names = self._names(kind)
            row = SPACE_H if kind == "guild" else CITY_H
            rect = QRectF(x, y, COLUMN_W, TITLE_H + len(names) * (row + 6) + 10)
            out[("board", kind)] = rect
            for i, name in enumerate(names):
                out[(kind, name)] = QRectF(x + 12, y + TITLE_H + i * (row + 6),
                                           COLUMN_W - 24, row)
            y = rect.bottom() + GAP
        return out

    def _band(self) -> dict[tuple[str, str], QRectF]:
        """A band below the side items: the boards side by side, plaques in a grid."""
        from rattus_desktop.games.rattus.ui.board_scene import BELOW_Y, BOARD_H, PILE_H, PILE_Y

        out: dict[tuple[str, str], QRectF] = {}
        top = BELOW_Y + self.scene.board_h - BOARD_H + PILE_Y + PILE_H + GAP
        x, cell_w = 0.0, 190.0
        for kind in self.boards:
            names = self._names(kind)
            cols = 3 if kind == "guild" else 5
            row = CITY_H  # low plaques: the names keep their room in a narrow window
            rows = (len(names) + cols - 1) // cols
            rect = QRectF(x, top, cols * cell_w + 24, TITLE_H + rows * (row + 6) + 10)
            out[("board", kind)] = rect
            for i, name in enumerate(names):
                r, c = divmod(i, cols)
                out[(kind, name)] = QRectF(x + 12 + c * cell_w, top + TITLE_H + r * (row + 6),
                                           cell_w - 8, row)
            x = rect.right() + GAP
        return out

    def _names(self, kind: str) -> list[str]:
        return [name for k, name in self.plaques if k == kind]

    def extend(self, rect: QRectF, arrangement: str) -> QRectF:
        """The scene rect of ``arrangement`` grown to hold the boards."""
        out = QRectF(rect)
        for key, box in self._layout(arrangement).items():
            if key[0] == "board":
                out = out.united(box.adjusted(-24, -24, 24, 24))
        return out

    # -- finding items ----------------------------------------------------------------
    def item_for(self, key: tuple[object, ...]) -> PassiveItem | None:
        if key[0] == "border":
            return self.walls.item_for(key)
        return self.plaques.get((str(key[0]), str(key[1]))) if len(key) > 1 else None

    def items(self) -> list[PassiveItem]:
        return [*self.plaques.values(), *self.walls.items()]
