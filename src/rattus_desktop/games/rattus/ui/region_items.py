"""Region cards drawn in the table's style: a small parchment card with its region's
name and its two class symbols (a wildcard shows a gold "?"), for the hand and the
choosers (``region_hand``), and laid slantwise over a class card it covers until the
end of the plague phase (``CoverMarks`` on the board scene; no clicks, the class card
below takes them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules.modules.region_cards.state import RegionCard
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.fallback_art import draw_class_icon
from rattus_desktop.games.rattus.ui.items.card import CARD_H, CARD_W
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.passive_item import state_colour

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene

PAPER, INK, EDGE = QColor("#f1e4c3"), QColor("#3b2a1e"), QColor("#7a5a3a")
GOLD, ISLAM = QColor("#c9962e"), QColor("#2f7d6d")
COVER_W, COVER_H = 118.0, 78.0


def paint_region_card(p: QPainter, rect: QRectF, card: RegionCard, state: str = "",
                      dim: bool = False) -> None:
    """``card`` in ``rect``: parchment, its region's name, its class symbols; a glow for
    a highlight ``state`` (lit, hovered, chosen)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.height() * 0.12
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(0, 0, 0, 70))
    p.drawRoundedRect(rect.translated(2, 3), radius, radius)
    p.setBrush(PAPER)
    p.setPen(QPen(EDGE, max(1.0, rect.height() * 0.03)))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.05, rect.height() * 0.06,
                          -rect.width() * 0.05, -rect.height() * 0.06)
    p.setPen(QPen(QColor(EDGE.red(), EDGE.green(), EDGE.blue(), 110), 0.8))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.7, radius * 0.7)
    name_box = QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.42)
    p.setPen(INK)
    name = region_name(card.region)
    p.setFont(_fitting_font(name, name_box.width() * 0.94, int(rect.height() * 0.2)))
    p.drawText(name_box, Qt.AlignmentFlag.AlignCenter, name)
    size = inner.height() * 0.46
    y = inner.bottom() - size - inner.height() * 0.04
    if card.wild:
        _wild_icon(p, QRectF(inner.center().x() - size / 2, y, size, size))
    else:
        gap = size * 0.25
        x0 = inner.center().x() - size - gap / 2
        for i, cls in enumerate(card.classes[:2]):
            class_icon(p, QRectF(x0 + i * (size + gap), y, size, size), cls)
    colour = state_colour(state)
    if colour is not None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, max(2.0, rect.height() * 0.07)))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(40, 30, 20, 80))
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


def _fitting_font(text: str, width: float, px: int) -> QFont:
    """The name's bold font, smaller until ``text`` fits ``width`` (long names)."""
    size = max(6, px)
    font = theme.pixel_font(size, bold=True)
    while size > 6 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font = theme.pixel_font(size, bold=True)
    return font


def class_icon(p: QPainter, r: QRectF, cls: str) -> None:
    """A class symbol; Islam (the Big Box's class) as a crescent and star."""
    if cls != "islam":
        draw_class_icon(p, r, cls)
        return
    p.setPen(QPen(ISLAM.darker(160), r.width() * 0.06))
    p.setBrush(ISLAM)
    p.drawEllipse(r)
    c, s = r.center(), r.width() * 0.3
    moon = QPainterPath()
    moon.addEllipse(QPointF(c.x() - s * 0.15, c.y()), s, s)
    bite = QPainterPath()
    bite.addEllipse(QPointF(c.x() + s * 0.3, c.y() - s * 0.1), s * 0.82, s * 0.82)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fbf6ea"))
    p.drawPath(moon.subtracted(bite))
    p.drawEllipse(QPointF(c.x() + s * 0.75, c.y() - s * 0.05), s * 0.18, s * 0.18)


def _wild_icon(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(GOLD.darker(150), r.width() * 0.06))
    p.setBrush(GOLD)
    p.drawEllipse(r)
    p.setPen(QColor("#fbf6ea"))
    p.setFont(theme.pixel_font(max(5, int(r.height() * 0.7)), bold=True))
    p.drawText(r, Qt.AlignmentFlag.AlignCenter, "?")


class CoverItem(QGraphicsItem):
    """A played region card lying over the class card it covers."""

    def __init__(self, card: RegionCard) -> None:
        super().__init__()
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setRotation(-8)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -4, COVER_W + 10, COVER_H + 10)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        paint_region_card(p, QRectF(0, 0, COVER_W, COVER_H), self.card)


class CoverMarks:
    """The cover items of the board scene, one per covered class card."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: dict[str, CoverItem] = {}

    def show(self, ds: DisplayState) -> None:
        for cid, old in list(self.items.items()):
            if not shiboken6.isValid(old):  # its class card went with a new game
                del self.items[cid]
            elif (ds.covers.get(cid) != old.card
                  or old.parentItem() is not self.scene.cards.get(cid)):
                del self.items[cid]
                if old.scene() is not None:
                    old.scene().removeItem(old)  # with its parent link cut
        for cid, card in ds.covers.items():
            item = self.scene.cards.get(cid)
            if item is None:
                continue
            if cid not in self.items:  # a child of the class card: it moves with it
                self.items[cid] = CoverItem(card)
                self.items[cid].setParentItem(item)
            # over the card's picture, its name ribbon left readable
            self.items[cid].setPos(QPointF((CARD_W - COVER_W) / 2 - 6, CARD_H * 0.3))

    def covered(self) -> list[str]:
        return sorted(self.items)
