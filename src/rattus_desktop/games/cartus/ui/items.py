"""Passive board items: each paints a piece of the table from the data it is given.

None of them decides anything; the scene moves them, lights them and reads clicks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.cartus.rules.data import catalogue
from rattus_desktop.games.cartus.rules.view import CartusView, SlotView
from rattus_desktop.games.cartus.ui import art, names
from rattus_desktop.shell import theme

translate = QCoreApplication.translate

CARD_W, CARD_H = 124.0, 178.0
BUILDING_W, BUILDING_H = 196.0, 330.0
NUN_W, NUN_H = 78.0, 112.0


def _glow(p: QPainter, rect: QRectF, lit: bool, radius: float = 10) -> None:
    if lit:
        p.setPen(QPen(theme.LEGAL_GLOW, 5))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect.adjusted(-4, -4, 4, 4), radius, radius)


class CardItem(QGraphicsObject):
    """A card in the deciding player's hand (face up)."""

    def __init__(self, card: str, index: int) -> None:
        super().__init__()
        self.card = card
        self.index = index
        self.chosen = False
        self.lit = False
        self.home = QPointF()
        self.home_rotation = 0.0
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-CARD_W / 2 - 6, -CARD_H - 6, CARD_W + 12, CARD_H + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_W / 2, -CARD_H, CARD_W, CARD_H)
        label = (names.class_name(self.card.partition(":")[0]) if ":" in self.card
                 else names.pile_name(self.card))
        art.draw_card_face(p, rect, self.card, label)
        if self.chosen:
            p.setPen(QPen(theme.PLAGUE_RED, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        elif self.lit:
            p.setPen(QPen(theme.LEGAL_GLOW, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)

    def retip(self) -> None:
        self.setToolTip(names.card_tip(self.card))


class FlyingCard(QGraphicsObject):
    """A face-down card on its way (entries; animation only, never clickable)."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-NUN_W / 2, -NUN_H / 2, NUN_W, NUN_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        art.draw_card_back(p, self.boundingRect())


class BuildingItem(QGraphicsObject):
    """One building card of the row: class, supply group, both actions, who entered."""

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.slot: SlotView | None = None
        self.lit = False
        self.refused = False
        self.colours: list[QColor] = []
        self.markers: list[int] = []  # seats whose supply marker lies here
        self.premium: int | None = None

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, BUILDING_W + 16, BUILDING_H + 16)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.slot is None:
            return
        cat = catalogue()
        slot = self.slot
        b = cat.buildings[slot.building]
        colour = art.class_colour(b.cls)
        rect = QRectF(0, 0, BUILDING_W, BUILDING_H)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, rect, self.lit)
        p.setPen(QPen(theme.ILLEGAL if self.refused else theme.INK, 3 if self.refused else 1.5))
        p.setBrush(theme.PARCHMENT if not slot.cleared else theme.PARCHMENT_DARK)
        p.drawRoundedRect(rect, 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(6, 6, BUILDING_W - 12, 44), 6, 6)
        art.emblem(p, b.cls, QPointF(BUILDING_W - 26, 28), 14, colour.lighter(140))
        p.setPen(QColor("#fbf7ee"))
        p.setFont(theme.pixel_font(15, bold=True))
        p.drawText(QRectF(12, 6, BUILDING_W - 50, 44),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   names.building_name(slot.building))
        self._paint_supply(p, cat.supply_of.get(slot.card, ""))
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(12, bold=True))
        p.drawText(QRectF(10, 84, BUILDING_W - 20, 18), Qt.AlignmentFlag.AlignLeft,
                   "★ " + names.action_spec_text(b.premium))
        p.setFont(theme.pixel_font(11))
        p.drawText(QRectF(10, 102, BUILDING_W - 20, 40), Qt.TextFlag.TextWordWrap,
                   "· " + names.action_spec_text(b.standard))
        self._paint_entrants(p)

    def _paint_supply(self, p: QPainter, group: str) -> None:
        icons = catalogue().groups.get(group, ())
        x = 10.0
        p.setFont(theme.pixel_font(11, bold=True))
        for icon, n in icons:
            if icon == "draw":
                for i in range(n):
                    art.draw_card_back(p, QRectF(x + i * 9, 56, 16, 22))
                x += 16 + 9 * (n - 1) + 8
            elif icon == "rat":
                art.draw_rat(p, QPointF(x + 12, 67), 9)
                p.setPen(theme.PLAGUE_RED)
                p.drawText(QRectF(x, 56, 30, 22), Qt.AlignmentFlag.AlignCenter, "−")
                x += 32
            elif icon == "look":
                p.setPen(QPen(theme.INK, 1.5))
                p.setBrush(QColor("#fbf7ee"))
                p.drawEllipse(QPointF(x + 11, 67), 11, 7)
                p.setBrush(theme.INK)
                p.drawEllipse(QPointF(x + 11, 67), 3.5, 3.5)
                x += 30
        for k, seat in enumerate(self.markers):
            if seat < len(self.colours):
                art.draw_disc(p, QPointF(BUILDING_W - 16 - k * 14, 66), 6, self.colours[seat])

    def _paint_entrants(self, p: QPainter) -> None:
        slot = self.slot
        assert slot is not None
        y = 150.0
        p.setFont(theme.pixel_font(11))
        for k in reversed(range(len(slot.entrants))):  # the first to enter at the bottom
            seat = slot.entrants[k]
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#999")
            row_y = y + (len(slot.entrants) - 1 - k) * 36
            art.draw_disc(p, QPointF(22, row_y + 14), 13, colour)
            if self.premium == seat:
                p.setPen(theme.GOLD.darker(120))
                p.drawText(QRectF(4, row_y, 14, 14), Qt.AlignmentFlag.AlignCenter, "★")
            faces = slot.cards[k]
            if faces is None:
                for i in range(slot.counts[k]):
                    art.draw_card_back(p, QRectF(42 + i * 12, row_y, 20, 28))
            else:
                for i, card in enumerate(faces):
                    art.draw_card_face(p, QRectF(42 + i * 16, row_y, 22, 30), card, "")
            p.setPen(theme.INK)
            p.drawText(QRectF(BUILDING_W - 40, row_y, 34, 28),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       str(slot.counts[k]))

    def retip(self) -> None:
        if self.slot is None:
            return
        b = catalogue().buildings[self.slot.building]
        group = catalogue().groups.get(catalogue().supply_of.get(self.slot.card, ""), ())
        supply = names.joined([names.icon_name(i, n) for i, n in group])
        self.setToolTip(building_tip(
            names.building_name(b.id), names.class_name(b.cls), supply,
            names.action_spec_text(b.premium), names.action_spec_text(b.standard)))


def building_tip(name: str, cls: str, supply: str, premium: str, standard: str) -> str:
    """A building card's tooltip, from translated parts."""
    return translate(
        "CartusTip", "{name} ({cls})\nSupply: {supply}\nPremium (highest count): "
        "{premium}\nStandard (everybody else): {standard}\nCards of another class "
        "bring a rat each.").format(name=name, cls=cls, supply=supply, premium=premium,
                                    standard=standard)


class NunItem(QGraphicsObject):
    """One face-down card of the nun row, with who looked at it."""

    def __init__(self, position: int) -> None:
        super().__init__()
        self.position = position
        self.face: str | None = None
        self.lookers: list[int] = []
        self.colours: list[QColor] = []
        self.lit = False

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -6, NUN_W + 12, NUN_H + 30)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, NUN_W, NUN_H)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, rect, self.lit, 9)
        if self.face is None:
            art.draw_card_back(p, rect)
        else:
            label = names.class_name(self.face.partition(":")[0]) if ":" in self.face else ""
            art.draw_card_face(p, rect, self.face, label)
        for k, seat in enumerate(self.lookers):
            if seat < len(self.colours):
                art.draw_disc(p, QPointF(8 + k * 15, NUN_H + 12), 6, self.colours[seat])


class TracksItem(QGraphicsObject):
    """The influence board: six tracks, space 0 at the bottom, stacked discs."""

    WIDTH, HEIGHT = 520.0, 640.0

    def __init__(self) -> None:
        super().__init__()
        self.tracks: tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...] = ()
        self.colours: list[QColor] = []

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def retip(self) -> None:
        self.setToolTip(translate(
            "CartusTip", "Influence tracks, one per class. At the end the first three on "
            "each track score 10, 5 and 2; on the same space the disc that got there first "
            "ranks higher; space 0 scores nothing."))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 2))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(self.boundingRect(), 12, 12)
        top = max([12] + [max(v) + 2 for _, v, _ in self.tracks])
        col_w = (self.WIDTH - 50) / 6
        row_h = (self.HEIGHT - 80) / (top + 1)
        p.setFont(theme.pixel_font(10))
        for v in range(top + 1):
            y = self.HEIGHT - 30 - (v + 0.5) * row_h
            p.setPen(theme.INK_SOFT)
            p.drawText(QRectF(6, y - 8, 30, 16), Qt.AlignmentFlag.AlignRight, str(v))
        for i, (cls, values, stamps) in enumerate(self.tracks):
            x = 44 + i * col_w
            colour = art.class_colour(cls)
            band = QColor(colour)
            band.setAlpha(60)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(band)
            p.drawRoundedRect(QRectF(x + 4, 40, col_w - 8, self.HEIGHT - 70), 6, 6)
            art.emblem(p, cls, QPointF(x + col_w / 2, 22), 12, colour)
            p.setPen(theme.INK)
            p.setFont(theme.pixel_font(10, bold=True))
            p.drawText(QRectF(x, self.HEIGHT - 28, col_w, 24), Qt.AlignmentFlag.AlignCenter,
                       names.class_name(cls))
            self._paint_discs(p, x + col_w / 2, row_h, values, stamps)

    def _paint_discs(self, p: QPainter, cx: float, row_h: float, values: tuple[int, ...],
                     stamps: tuple[int, ...]) -> None:
        stacks: dict[int, list[int]] = {}
        for seat, v in enumerate(values):
            stacks.setdefault(v, []).append(seat)
        for v, seats in stacks.items():
            seats.sort(key=lambda s: stamps[s])  # first arrival at the bottom
            y = self.HEIGHT - 30 - (v + 0.5) * row_h
            for k, seat in enumerate(seats):
                if seat < len(self.colours):
                    art.draw_disc(p, QPointF(cx, y - k * 7 + 4), 14, self.colours[seat])


class InfoItem(QGraphicsObject):
    """A parchment panel with lines of text (players, piles, the plague, scores)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.lines: list[tuple[str, QColor | None, bool]] = []
        self.size = 13

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 1.5))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(self.boundingRect(), 10, 10)
        y = 10.0
        line_h = self.size * 1.7
        for text, colour, bold in self.lines:
            x = 12.0
            if colour is not None:
                art.draw_disc(p, QPointF(22, y + line_h / 2), 9, colour)
                x = 40.0
            p.setPen(theme.INK)
            p.setFont(theme.pixel_font(self.size, bold=bold))
            p.drawText(QRectF(x, y, self.w - x - 8, line_h), Qt.AlignmentFlag.AlignVCenter,
                       text)
            y += line_h


def view_colours(seats_colours: list[str]) -> list[QColor]:
    return [QColor(c) for c in seats_colours]


__all__ = ["BuildingItem", "CardItem", "CartusView", "InfoItem", "NunItem", "TracksItem",
           "view_colours"]
