"""Where things are on the Notre Dame board (scene coordinates, no Qt items).

The board is laid out in a logical rectangle at least ``BASE`` large (the view scales
it to the window): the boroughs in two rows around Notre Dame, in the ring's order
(clockwise, so that the roads between neighbours stay short), and a strip along the
bottom with the person row of the round on the left and the shown hand on the right.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF

BASE = QSizeF(980, 560)
SCENE = QRectF(0, 0, BASE.width(), BASE.height())
MARGIN, GAP = 10.0, 8.0
BOX_W, BOX_H = 340.0, 200.0
MARKET_SIDE = 68.0
SECTORS = ("residence", "park", "hospital", "cloister_school", "bank", "carriage_house", "hotel")
MARKET_OFFSETS = {
    "c": QPointF(0.5, 0.5),
    "1": QPointF(0, 0),
    "2": QPointF(1, 0),
    "3": QPointF(1, 1),
    "4": QPointF(0, 1),
}
TITLE_H = 24.0


@dataclass(frozen=True)
class BoroughGeometry:
    index: int
    rect: QRectF

    @property
    def market_side(self) -> float:
        """The market square: smaller in a narrow box (five boroughs in 1280 pixels)."""
        return MARKET_SIDE if self.rect.width() >= 340 else 50.0

    @property
    def grid_width(self) -> float:
        return self.rect.width() - self.market_side - (34 if self.rect.width() >= 340 else 24)

    @property
    def cell(self) -> QSizeF:
        height = (self.rect.height() - TITLE_H - 56) / 2
        return QSizeF((self.grid_width - 6) / 4 - 3, height)

    def sector_rect(self, sector: str) -> QRectF:
        i = SECTORS.index(sector)
        return self._cell_rect(i % 4, i // 4)

    def _cell_rect(self, col: int, row: int) -> QRectF:
        cell = self.cell
        x = self.rect.left() + 6 + col * (cell.width() + 3)
        y = self.rect.top() + TITLE_H + row * (cell.height() + 4)
        return QRectF(x, y, cell.width(), cell.height())

    def reserve_rect(self) -> QRectF:
        return self._cell_rect(3, 1)

    def market_pos(self, local: str) -> QPointF:
        side = self.market_side
        origin = QPointF(self.rect.right() - side - 12, self.rect.top() + TITLE_H + 14)
        offset = MARKET_OFFSETS[local]
        return origin + QPointF(offset.x() * side, offset.y() * side)

    def rats_pos(self, value: int) -> QPointF:
        step = (self.rect.width() - 24) / 10
        return QPointF(self.rect.left() + 12 + (value + 0.5) * step, self.rect.bottom() - 40)

    def rats_cell(self) -> QSizeF:
        return QSizeF((self.rect.width() - 24) / 10 - 2, 22)

    def footer(self) -> QPointF:
        return QPointF(self.rect.left() + 8, self.rect.bottom() - 24)


@dataclass(frozen=True)
class BoardLayout:
    boroughs: list[BoroughGeometry]
    notre_dame: QRectF  # the cathedral's space between the boroughs
    info: QRectF  # the round, the period and the plague
    persons: list[QRectF]
    persons_title: QPointF
    hand: list[QRectF]
    hand_title: QPointF

    @property
    def centre(self) -> QPointF:
        return self.notre_dame.center()


def board_layout(width: float, height: float, boroughs: int,
                 unused: frozenset[int] = frozenset()) -> BoardLayout:
    """``unused``: boroughs nobody plays (2 players: b1 and b3), which take little room."""
    strip_h = max(130.0, height * 0.25)
    area = QRectF(MARGIN, MARGIN, width - 2 * MARGIN, height - strip_h - MARGIN - GAP)
    if boroughs == 4 and unused == frozenset({1, 3}):
        rects, centre, info = _two_players(area)
    else:
        rects, centre, info = _ring(area, boroughs)
    geos = [BoroughGeometry(i, r) for i, r in enumerate(rects)]
    top = area.bottom() + GAP + 22
    card_h = height - MARGIN - top
    half = (width - 2 * MARGIN - 3 * GAP) / 2
    card_w = (half - 2 * GAP) / 3
    persons = [QRectF(MARGIN + i * (card_w + GAP), top, card_w, card_h) for i in range(3)]
    hand_x = MARGIN + half + 3 * GAP
    hand = [QRectF(hand_x + i * (card_w + GAP), top, card_w, card_h) for i in range(3)]
    return BoardLayout(geos, centre, info, persons, QPointF(MARGIN + 2, top - 22), hand,
                       QPointF(hand_x + 2, top - 22))


def _ring(area: QRectF, n: int) -> tuple[list[QRectF], QRectF, QRectF]:
    """The borough boxes clockwise from the top left, Notre Dame and the info box."""
    row_h = min(BOX_H * 1.3, (area.height() - GAP) / 2)
    top, bottom = area.top(), area.top() + row_h + GAP
    if n >= 5:
        w = min(BOX_W * 1.2, (area.width() - 2 * GAP) / 3)
        xs = [area.left(), area.center().x() - w / 2, area.right() - w]
        # top row: 4 0 1 → the ring goes 0, 1 (top right), 2 (bottom right), 3, 4
        spots = [(xs[1], top), (xs[2], top), (xs[2], bottom), (xs[0], bottom), (xs[0], top)]
        centre = QRectF(xs[1], bottom, w, row_h)
        info = QRectF(xs[1], bottom + row_h - 26, w, 26)
        centre = centre.adjusted(0, 0, 0, -30)
    elif n == 4:
        w = min(BOX_W * 1.2, (area.width() - 2 * GAP - 220) / 2)
        spots = [(area.left(), top), (area.right() - w, top), (area.right() - w, bottom),
                 (area.left(), bottom)]
        mid = QRectF(area.left() + w + GAP, top, area.width() - 2 * (w + GAP), 2 * row_h + GAP)
        centre = mid.adjusted(0, 30, 0, -30)
        info = QRectF(mid.left(), mid.top(), mid.width(), 26)
    else:
        w = min(BOX_W * 1.2, (area.width() - 2 * GAP - 220) / 2)
        spots = [(area.center().x() - w / 2, top), (area.right() - w, bottom),
                 (area.left(), bottom)][:n]
        centre = QRectF(area.left() + w + GAP, bottom, area.width() - 2 * (w + GAP), row_h)
        info = QRectF(area.left(), top, area.center().x() - w / 2 - area.left() - GAP, row_h)
    rects = [QRectF(x, y, w, row_h) for x, y in spots]
    return rects, centre, info


def _two_players(area: QRectF) -> tuple[list[QRectF], QRectF, QRectF]:
    """Two players: their boroughs tall on the left (b0) and the right (b2); the unused
    b1 and b3 only as tall as their market square, above and below Notre Dame in the
    middle column (clockwise: b0, b1 at the top, b2, b3 at the bottom)."""
    w = min(BOX_W * 1.3, (area.width() - 2 * GAP - 200) / 2)
    middle = QRectF(area.left() + w + GAP, area.top(), area.width() - 2 * (w + GAP),
                    area.height())
    small_h = TITLE_H + 14 + 50 + 16
    top_box = QRectF(middle.left(), middle.top(), middle.width(), small_h)
    bottom_box = QRectF(middle.left(), middle.bottom() - small_h, middle.width(), small_h)
    info = QRectF(middle.left(), top_box.bottom() + GAP, middle.width(), 48)
    centre = QRectF(middle.left(), info.bottom() + 2, middle.width(),
                    bottom_box.top() - GAP - info.bottom() - 2)
    rects = [QRectF(area.left(), area.top(), w, area.height()), top_box,
             QRectF(area.right() - w, area.top(), w, area.height()), bottom_box]
    return rects, centre, info


def notre_dame_polygon(rect: QRectF, corners: int) -> list[QPointF]:
    import math

    radius = min(rect.width(), rect.height()) / 2 - 4
    c = rect.center()
    return [
        QPointF(c.x() + radius * math.cos(-math.pi / 2 + 2 * math.pi * i / corners),
                c.y() + radius * math.sin(-math.pi / 2 + 2 * math.pi * i / corners))
        for i in range(corners)
    ]
