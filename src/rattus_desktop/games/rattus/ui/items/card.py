"""A class card: its picture, its ability, and a ribbon naming its holder."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.fallback_art import CLASS_COLOURS, draw_class_icon
from rattus_desktop.games.rattus.ui.items.base import DIM, NONE, PassiveItem, paint_outline_glow
from rattus_desktop.games.rattus.ui.items.card_label import label_flags, label_font, text_box
from rattus_desktop.games.rattus.ui.items.meeple import paint_meeple
from rattus_desktop.games.rattus.ui.names import card_name, card_text, class_name
from rattus_desktop.shell.kit import art, theme

CARD_W, CARD_H = 172.0, 240.8  # the frame art's 250 x 350, scaled
FRAME_SCALE = CARD_W / 250.0


class CardItem(PassiveItem):
    """One of the six class cards. ``holder`` is None while it lies in the open supply."""

    def __init__(self, card: str, cls: str) -> None:
        super().__init__(("card", card))
        self.card, self.cls = card, cls
        self.holder: tuple[str, str, str] | None = None  # name, colour, shape
        self.used = False
        self.setZValue(4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setToolTip(f"<b>{card_name(card)}</b> ({class_name(cls)})<br>{card_text(card)}")

    def set_holder(self, holder: tuple[str, str, str] | None, used: bool = False) -> None:
        self.holder, self.used = holder, used
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-14, -20, CARD_W + 28, CARD_H + 34)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 12, 12)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, CARD_W, CARD_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(rect.translated(3, 5), 12, 12)
        art.cached_paint(p, rect, ("card", self.card, theme_key()),
                         lambda q, r: _draw_card(q, r, self.card, self.cls))
        self._paint_holder(p, rect)
        if self.used:
            p.setBrush(QColor(40, 30, 20, 90))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(rect, 12, 12)
        if self.state not in (NONE, DIM):
            paint_outline_glow(p, self.shape(), self.state, 4.0)

    def _paint_holder(self, p: QPainter, rect: QRectF) -> None:
        """A name tag clipped on the card's top edge: who holds it."""
        if self.holder is None:
            return
        name, colour, shape = self.holder
        c = art.colour_of(colour)
        tag = QRectF(rect.center().x() - 66, rect.top() - 12, 132, 28)
        p.setPen(QPen(c.darker(220), 1.5))
        p.setBrush(c)
        p.drawRoundedRect(tag, 9, 9)
        paint_meeple(p, QRectF(tag.left() + 5, tag.top() + 2, 21, 25), shape, colour)
        p.setPen(theme.contrast_ink(c))
        p.setFont(theme.pixel_font(15, bold=True, serif=False))
        text = p.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                          int(tag.width() - 36))
        p.drawText(tag.adjusted(30, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, text)


def theme_key() -> str:
    """Part of the cache key: card text changes with the language."""
    return card_name("peasant")


def _f(x: float, y: float) -> QPointF:
    """A point of the frame art (250 x 350) in card coordinates."""
    return QPointF(x * FRAME_SCALE, y * FRAME_SCALE)


def _draw_card(p: QPainter, r: QRectF, card: str, cls: str) -> None:
    frame = art.art_file("cards/card-frame.svg")
    if frame is None or not art.draw_svg(p, r, frame):
        _draw_plain_frame(p, r, cls)
    icon_r = 74 * FRAME_SCALE * 0.86
    icon = QRectF(0, 0, 2 * icon_r, 2 * icon_r)
    icon.moveCenter(_f(125, 132))
    name = art.art_file(f"icons/class-{cls}.svg")
    if name is None or not art.draw_svg(p, icon, name):
        draw_class_icon(p, icon, cls)
    p.setPen(QColor("#fbf1da"))
    font, wrapped = label_font(card_name(card))  # long names shrink or wrap to fit
    p.setFont(font)
    p.drawText(text_box(), label_flags(wrapped), card_name(card))
    p.setPen(theme.INK_SOFT)
    p.setFont(theme.pixel_font(16, serif=True))
    p.drawText(QRectF(_f(20, 210), _f(230, 248)), Qt.AlignmentFlag.AlignCenter,
               class_name(cls))


def _draw_plain_frame(p: QPainter, r: QRectF, cls: str) -> None:
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0, QColor("#f6ecd2"))
    grad.setColorAt(1, QColor("#e2cd9f"))
    p.setPen(QPen(QColor("#5a3a1e"), 3))
    p.setBrush(grad)
    p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 12, 12)
    p.setPen(QPen(QColor(CLASS_COLOURS.get(cls, "#555")), 2))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(r.adjusted(7, 7, -7, -7), 8, 8)
    p.setBrush(QColor("#8e2a1c"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawRoundedRect(QRectF(_f(30, 250), _f(220, 294)), 6, 6)
