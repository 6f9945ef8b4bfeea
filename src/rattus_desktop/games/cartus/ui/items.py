"""Passive board items: each paints a piece of the table from the data it is given.

None of them decides anything; the scene moves them, lights them and reads clicks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rattus_desktop.games.cartus.rules.data import catalogue
from rattus_desktop.games.cartus.rules.view import CartusView, SlotView
from rattus_desktop.games.cartus.ui import art, names
from rattus_desktop.shell.kit import theme

translate = QCoreApplication.translate

CARD_W, CARD_H = 124.0, 178.0
HOVER_Z = 90.0  # a hand card under the mouse: over the rest of the hand (10 + index)
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
        self.w, self.h = CARD_W, CARD_H
        self._rest_z = 0.0  # its height in the fan while the mouse lifts it
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-self.w / 2 - 6, -self.h - 6, self.w + 12, self.h + 12)

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-self.w / 2, -self.h, self.w, self.h)
        label = (names.class_name(self.card.partition(":")[0]) if ":" in self.card
                 else names.pile_name(self.card))
        art.draw_card_face(p, rect, self.card, label)
        if self.chosen:
            p.setPen(QPen(theme.DEEP_RED, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)
        elif self.lit:
            p.setPen(QPen(theme.LEGAL_GLOW, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 9, 9)

    def retip(self) -> None:
        self.setToolTip(names.card_tip(self.card))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        """A fanned hand overlaps: the card under the mouse comes to the front whole."""
        self._rest_z = self.zValue()
        self.setZValue(HOVER_Z)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt API
        if self.zValue() == HOVER_Z:  # (a new layout may have placed it meanwhile)
            self.setZValue(self._rest_z)
        super().hoverLeaveEvent(event)


class FlyingCard(QGraphicsObject):
    """A face-down card on its way (entries; animation only, never clickable)."""

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-NUN_W / 2, -NUN_H / 2, NUN_W, NUN_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        art.draw_card_back(p, self.boundingRect())


class BuildingItem(QGraphicsObject):
    """One building card of the row: class, supply group, both actions, who entered."""

    TEXT_PX = 12

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.slot: SlotView | None = None
        self.lit = False
        self.refused = False
        self.colours: list[QColor] = []
        self.markers: list[int] = []  # seats whose supply marker lies here
        self.premium: int | None = None
        self.w, self.h = BUILDING_W, BUILDING_H

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-8, -8, self.w + 16, self.h + 16)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.slot is None:
            return
        cat = catalogue()
        slot = self.slot
        b = cat.buildings[slot.building]
        colour = art.class_colour(b.cls)
        w = self.w
        rect = QRectF(0, 0, w, self.h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, rect, self.lit)
        p.setPen(QPen(theme.ILLEGAL if self.refused else theme.INK, 3 if self.refused else 1.5))
        p.setBrush(theme.PARCHMENT if not slot.cleared else theme.PARCHMENT_DARK)
        p.drawRoundedRect(rect, 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawRoundedRect(QRectF(6, 6, w - 12, 40), 6, 6)
        art.emblem(p, b.cls, QPointF(w - 24, 26), 13, colour.lighter(140))
        p.setPen(QColor("#fbf7ee"))
        p.setFont(theme.pixel_font(16, bold=True))
        p.drawText(QRectF(12, 6, w - 46, 40),
                   Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
                   names.building_name(slot.building))
        self._paint_supply(p, cat.supply_of.get(slot.card, ""))
        y = self._paint_action(p, 78.0, "★ " + names.action_spec_text(b.premium), True)
        y = self._paint_action(p, y + 2, "· " + names.action_spec_text(b.standard), False)
        self._paint_entrants(p, y + 6)

    def _paint_action(self, p: QPainter, y: float, text: str, bold: bool) -> float:
        """One action's words, wrapped; gives the y under them."""
        p.setPen(theme.INK)
        p.setFont(theme.pixel_font(self.TEXT_PX, bold=bold))
        box = QRectF(10, y, self.w - 20, 200)
        used = p.boundingRect(box, Qt.TextFlag.TextWordWrap, text)
        p.drawText(box, Qt.TextFlag.TextWordWrap, text)
        return y + used.height()

    def _paint_supply(self, p: QPainter, group: str) -> None:
        icons = catalogue().groups.get(group, ())
        x = 10.0
        p.setFont(theme.pixel_font(13, bold=True))
        for icon, n in icons:
            if icon == "draw":
                for i in range(n):
                    art.draw_card_back(p, QRectF(x + i * 9, 51, 16, 22))
                x += 16 + 9 * (n - 1) + 8
            elif icon == "rat":
                art.draw_rat(p, QPointF(x + 12, 62), 9)
                p.setPen(theme.DEEP_RED)
                p.drawText(QRectF(x, 51, 30, 22), Qt.AlignmentFlag.AlignCenter, "−")
                x += 32
            elif icon == "look":
                p.setPen(QPen(theme.INK, 1.5))
                p.setBrush(QColor("#fbf7ee"))
                p.drawEllipse(QPointF(x + 11, 62), 11, 7)
                p.setBrush(theme.INK)
                p.drawEllipse(QPointF(x + 11, 62), 3.5, 3.5)
                x += 30
        for k, seat in enumerate(self.markers):
            if seat < len(self.colours):
                art.draw_disc(p, QPointF(self.w - 16 - k * 16, 61), 7, self.colours[seat])

    def _paint_entrants(self, p: QPainter, top: float) -> None:
        slot = self.slot
        assert slot is not None
        n = len(slot.entrants)
        if not n:
            return
        row_h = max(18.0, min(32.0, (self.h - top - 4) / n))
        p.setFont(theme.pixel_font(13, bold=True))
        for k in reversed(range(n)):  # the first to enter at the bottom
            seat = slot.entrants[k]
            colour = self.colours[seat] if seat < len(self.colours) else QColor("#999")
            row_y = self.h - 4 - (k + 1) * row_h
            art.draw_disc(p, QPointF(24, row_y + row_h / 2 + 2), 11, colour)
            if self.premium == seat:
                p.setPen(theme.GOLD.darker(120))
                p.drawText(QRectF(4, row_y, 16, 16), Qt.AlignmentFlag.AlignCenter, "★")
            card_h = row_h - 4
            faces = slot.cards[k]
            if faces is None:
                for i in range(slot.counts[k]):
                    art.draw_card_back(p, QRectF(42 + i * 12, row_y + 2, card_h * 0.7, card_h))
            else:
                for i, card in enumerate(faces):
                    art.draw_card_face(p, QRectF(42 + i * 16, row_y + 2, card_h * 0.72,
                                                 card_h), card, "")
            p.setPen(theme.INK)
            p.drawText(QRectF(self.w - 40, row_y, 34, row_h),
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
        self.w, self.h = NUN_W, NUN_H

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-6, -6, self.w + 12, self.h + 24)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _glow(p, rect, self.lit, 9)
        if self.face is None:
            art.draw_card_back(p, rect)
        else:
            label = names.class_name(self.face.partition(":")[0]) if ":" in self.face else ""
            art.draw_card_face(p, rect, self.face, label)
        for k, seat in enumerate(self.lookers):
            if seat < len(self.colours):
                art.draw_disc(p, QPointF(9 + k * 17, self.h + 10), 8, self.colours[seat])


class TracksItem(QGraphicsObject):
    """The influence board: six tracks side by side as rows, space 0 on the left, the
    discs on one space stacked (the first to arrive at the bottom)."""

    LABEL_PX, NUMBER_PX = 13, 12

    def __init__(self) -> None:
        super().__init__()
        self.tracks: tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...] = ()
        self.colours: list[QColor] = []
        self.w, self.h = 360.0, 270.0

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def retip(self) -> None:
        self.setToolTip(translate(
            "CartusTip", "Influence tracks, one per class. At the end the first three on "
            "each track score 10, 5 and 2; on the same space the disc that got there first "
            "ranks higher; space 0 scores nothing."))

    def top_space(self) -> int:
        return max([12] + [max(v) + 2 for _, v, _ in self.tracks if v])

    def label_width(self) -> float:
        metrics = QFontMetricsF(theme.pixel_font(self.LABEL_PX, bold=True))
        widest = max((metrics.horizontalAdvance(names.class_name(c)) for c, _, _ in self.tracks),
                     default=60.0)
        return 44 + widest

    def geometry(self) -> tuple[float, float, float, float]:
        """Label width, space width, row height and the top of the first row."""
        label = self.label_width()
        cell = (self.w - label - 10) / (self.top_space() + 1)
        head = 20.0
        row_h = (self.h - head - 8) / max(1, len(self.tracks))
        return label, cell, row_h, head

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 2))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(self.boundingRect(), 12, 12)
        label, cell, row_h, head = self.geometry()
        top = self.top_space()
        p.setFont(theme.pixel_font(self.NUMBER_PX))
        p.setPen(theme.INK_SOFT)
        every = 1 if cell >= 15 else 2
        for v in range(0, top + 1, every):
            x = label + v * cell
            p.drawText(QRectF(x - 4, 3, cell + 8, head), Qt.AlignmentFlag.AlignCenter, str(v))
        for i, (cls, values, stamps) in enumerate(self.tracks):
            y = head + i * row_h
            colour = art.class_colour(cls)
            band = QColor(colour)
            band.setAlpha(70)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(band)
            p.drawRoundedRect(QRectF(6, y + 2, self.w - 12, row_h - 4), 6, 6)
            art.emblem(p, cls, QPointF(18, y + row_h / 2), min(10.0, row_h / 3), colour)
            p.setPen(theme.INK)
            p.setFont(theme.pixel_font(self.LABEL_PX, bold=True))
            p.drawText(QRectF(32, y, label - 32, row_h), Qt.AlignmentFlag.AlignVCenter,
                       names.class_name(cls))
            p.setPen(QPen(theme.INK_SOFT, 0.6))
            for v in range(1, top + 1):
                x = label + v * cell
                p.drawLine(QPointF(x, y + 6), QPointF(x, y + row_h - 6))
            self._paint_discs(p, label, cell, y + row_h / 2, row_h, values, stamps)

    def _paint_discs(self, p: QPainter, left: float, cell: float, cy: float, row_h: float,
                     values: tuple[int, ...], stamps: tuple[int, ...]) -> None:
        stacks: dict[int, list[int]] = {}
        for seat, v in enumerate(values):
            stacks.setdefault(v, []).append(seat)
        r = max(5.0, min(cell * 0.42, row_h * 0.3))
        step = min(5.0, (row_h * 0.5) / max(1, len(values)))
        for v, seats in stacks.items():
            seats.sort(key=lambda s: stamps[s])  # first arrival at the bottom
            cx = left + (v + 0.5) * cell
            base = cy + (len(seats) - 1) * step / 2
            for k, seat in enumerate(seats):
                if seat < len(self.colours):
                    art.draw_disc(p, QPointF(cx, base - k * step), r, self.colours[seat])


class InfoItem(QGraphicsObject):
    """A parchment panel with lines of text (players, piles, the plague, scores); long
    lines wrap."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.w, self.h = width, height
        self.lines: list[tuple[str, QColor | None, bool]] = []
        self.size = 13

    def resize(self, width: float, height: float) -> None:
        if (width, height) != (self.w, self.h):
            self.prepareGeometryChange()
            self.w, self.h = width, height

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, self.w, self.h)

    def line_boxes(self) -> list[QRectF]:
        """Where each line is drawn (wrapped lines take more height)."""
        boxes = []
        y = 8.0
        columns = self.column_widths()
        for text, colour, bold in self.lines:
            x = 40.0 if colour is not None or "\t" in text else 12.0
            width = self.w - x - 8
            if "\t" in text:
                metrics = QFontMetricsF(theme.pixel_font(self.size, bold=bold))
                height = max(metrics.boundingRect(QRectF(0, 0, w - 6, 1000),
                                                  int(Qt.TextFlag.TextWordWrap), c).height()
                             for c, w in zip(text.split("\t"), columns, strict=False))
                height = max(self.size * 1.6, height + self.size * 0.4)
            else:
                metrics = QFontMetricsF(theme.pixel_font(self.size, bold=bold))
                used = metrics.boundingRect(QRectF(0, 0, width, 1000),
                                            int(Qt.TextFlag.TextWordWrap), text)
                height = max(self.size * 1.45, used.height() + self.size * 0.3)
            boxes.append(QRectF(x, y, width, height))
            y += height
        return boxes

    def column_widths(self) -> list[float]:
        """Table lines (cells separated by tabs): the first column is as wide as its
        widest cell, the others share the rest."""
        rows = [t.split("\t") for t, _c, _b in self.lines if "\t" in t]
        if not rows:
            return []
        metrics = QFontMetricsF(theme.pixel_font(self.size, bold=True))
        first = max(metrics.horizontalAdvance(r[0]) for r in rows) + 16
        count = max(len(r) for r in rows)
        rest = (self.w - 48 - first) / max(1, count - 1)
        return [first] + [rest] * (count - 1)

    def needed_height(self) -> float:
        boxes = self.line_boxes()
        return (boxes[-1].bottom() if boxes else 0.0) + 8

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 1.5))
        p.setBrush(theme.PARCHMENT)
        p.drawRoundedRect(self.boundingRect(), 10, 10)
        columns = self.column_widths()
        for (text, colour, bold), box in zip(self.lines, self.line_boxes(), strict=True):
            if colour is not None:
                art.draw_disc(p, QPointF(22, box.top() + self.size * 0.75), 9, colour)
            p.setPen(theme.INK)
            p.setFont(theme.pixel_font(self.size, bold=bold))
            if "\t" in text:
                self._paint_cells(p, text.split("\t"), columns, box)
                continue
            p.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, text)

    @staticmethod
    def _paint_cells(p: QPainter, cells: list[str], columns: list[float], box: QRectF) -> None:
        x = box.left()
        for k, (cell, width) in enumerate(zip(cells, columns, strict=False)):
            align = (Qt.AlignmentFlag.AlignLeft if k == 0 else Qt.AlignmentFlag.AlignHCenter)
            p.drawText(QRectF(x + 3, box.top(), width - 6, box.height()),
                       align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap, cell)
            x += width


def view_colours(seats_colours: list[str]) -> list[QColor]:
    return [QColor(c) for c in seats_colours]


__all__ = ["BuildingItem", "CardItem", "CartusView", "InfoItem", "NunItem", "TracksItem",
           "view_colours"]
