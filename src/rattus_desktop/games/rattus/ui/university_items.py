"""The Universities module on the board: the two universities (the green one with a green
roof), the university markers left where one stood, the face-down event deck with its
count and the last event revealed, face up, with its own small picture.

The items only show what the DisplayState says. The universities glow as picks
(the upgraded Royal Librarian names which one moves); the others take no clicks but
have keys for their tooltips (``university_tip``)."""

from __future__ import annotations

import math
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui import university_names as words
from rattus_desktop.games.rattus.ui.fallback_art import draw_class_icon
from rattus_desktop.games.rattus.ui.items.base import NONE, PassiveItem, paint_outline_glow
from rattus_desktop.games.rattus.ui.items.meeple import paint_meeple
from rattus_desktop.shell.kit import art, theme

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene
    from rattus_desktop.games.rattus.ui.display_state import DisplayState

INK = QColor("#2b2118")
PARCHMENT = QColor("#f3e7c9")
GREEN_ROOF, PLAIN_ROOF = QColor("#3d8b4f"), QColor("#8a6d4b")
EVENT_W, EVENT_H = 116.0, 160.0
#: the event deck and the last event lie in the sea between Britannia and Scandia
DECK_POS, LAST_POS = QPointF(322.0, 52.0), QPointF(450.0, 52.0)
UNIVERSITY_RISE = 54.0  # above the region's label
TOP_EDGE = 70.0  # the board's frame
KINDS = ("university", "marker", "event_deck", "last_event")


class UniversityItem(PassiveItem):
    """A university building: columns under a pediment, its roof green or brown."""

    def __init__(self, which: str) -> None:
        super().__init__(("university", which))
        self.which = which
        self.setZValue(7)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-36, -34, 72, 64)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-30, -28, 60, 52), 6, 6)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        roof = GREEN_ROOF if self.which == "green" else PLAIN_ROOF
        p.setPen(QPen(INK, 1.8))
        p.setBrush(PARCHMENT)
        p.drawRect(QRectF(-24, -6, 48, 24))
        p.setBrush(roof)
        p.drawPolygon(QPolygonF([QPointF(-29, -6), QPointF(0, -26), QPointF(29, -6)]))
        p.drawRect(QRectF(-28, 18, 56, 6))
        p.setPen(QPen(INK, 1.4))
        for x in (-16, -5.5, 5.5, 16):
            p.drawLine(QPointF(x, -3), QPointF(x, 16))
        p.setBrush(QColor("#f6d365"))
        p.drawEllipse(QPointF(0, -13), 3.5, 3.5)
        if self.state != NONE:
            paint_outline_glow(p, self.shape(), self.state, 4.0)


class MarkerItem(PassiveItem):
    """A university marker: a small pennant where a university stood."""

    def __init__(self, region: str) -> None:
        super().__init__(("marker", region))
        self.setZValue(6)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-16, -26, 34, 44)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(INK, 2.2))
        p.drawLine(QPointF(-8, 16), QPointF(-8, -22))
        p.setPen(QPen(INK, 1.4))
        p.setBrush(QColor("#b3261e"))
        flag = QPolygonF([QPointF(-8, -22), QPointF(14, -15), QPointF(-8, -7)])
        p.drawPolygon(flag)
        p.setBrush(PARCHMENT)
        p.drawEllipse(QRectF(-14, 12, 12, 6))


class EventDeckItem(PassiveItem):
    """The face-down event deck: a few card backs and the number left."""

    def __init__(self) -> None:
        super().__init__(("event_deck",))
        self.count: int = 0
        self.setZValue(6)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -26, EVENT_W + 20, EVENT_H + 36)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _caption(p, QCoreApplication.translate("Board", "Events"))
        for k in range(min(3, self.count) - 1, -1, -1):
            _back(p, QRectF(k * 3, k * 3, EVENT_W, EVENT_H))
        if self.count == 0:
            p.setPen(QPen(QColor(244, 239, 228, 160), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(0, 0, EVENT_W, EVENT_H), 8, 8)
        badge = QRectF(EVENT_W - 24, EVENT_H - 24, 36, 36)
        p.setPen(QPen(INK, 1.4))
        p.setBrush(QColor("#f4efe4"))
        p.drawEllipse(badge)
        p.setFont(theme.pixel_font(18, bold=True))
        p.setPen(INK)
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))


class LastEventItem(PassiveItem):
    """The last event revealed, face up: a picture of its kind and its name."""

    def __init__(self) -> None:
        super().__init__(("last_event",))
        self.card: dict[str, Any] | None = None
        self.setZValue(6)
        self.setTransformOriginPoint(QPointF(EVENT_W / 2, EVENT_H / 2))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-4, -26, EVENT_W + 8, EVENT_H + 30)

    def set_card(self, card: dict[str, Any] | None) -> None:
        if card != self.card:
            self.card = dict(card) if card is not None else None
            self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        _caption(p, QCoreApplication.translate("Board", "Last event"))
        rect = QRectF(0, 0, EVENT_W, EVENT_H)
        if self.card is None:
            p.setPen(QPen(QColor(244, 239, 228, 160), 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(rect, 8, 8)
            return
        paint_event_card(p, rect, self.card)


def paint_event_card(p: QPainter, rect: QRectF, card: dict[str, Any]) -> None:
    """An event card face: parchment, the kind's picture, its name below."""
    p.setPen(QPen(INK, 2))
    p.setBrush(PARCHMENT)
    p.drawRoundedRect(rect, 8, 8)
    side = rect.width() - 44
    pic = QRectF(rect.left() + 22, rect.top() + 12, side, side)
    PICTURES.get(str(card.get("kind")), _blank)(p, pic, card)
    p.setPen(INK)
    text = QRectF(rect.left() + 5, pic.bottom() + 4, rect.width() - 10,
                  rect.bottom() - pic.bottom() - 8)
    p.setFont(fitting_font(p, words.event_name(card), text))
    p.drawText(text, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
               words.event_name(card))


def fitting_font(p: QPainter, text: str, box: QRectF) -> Any:
    """The largest of a few font sizes at which ``text`` fits ``box``: on one line if it
    can at 16 px or more (a Chinese name is not broken mid-word), else wrapped."""
    for size in (22, 20, 18, 16):
        font = theme.pixel_font(size, bold=True, serif=False)
        p.setFont(font)
        if p.fontMetrics().horizontalAdvance(text) <= box.width():
            return font
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    for size in (22, 20, 18, 16, 14, 12):
        font = theme.pixel_font(size, bold=True, serif=False)
        p.setFont(font)
        bound = p.fontMetrics().boundingRect(box.toRect(), flags, text)
        if bound.width() <= box.width() and bound.height() <= box.height():
            return font
    return theme.pixel_font(12, bold=True, serif=False)


def _caption(p: QPainter, text: str) -> None:
    p.setFont(theme.pixel_font(17, bold=True, serif=False))
    p.setPen(QColor("#2b2118"))
    p.drawText(QRectF(-4, -25, EVENT_W + 8, 22), Qt.AlignmentFlag.AlignCenter, text)


def _back(p: QPainter, rect: QRectF) -> None:
    p.setPen(QPen(INK, 2))
    p.setBrush(QColor("#5b3a29"))
    p.drawRoundedRect(rect, 8, 8)
    p.setPen(QPen(QColor("#d9b77a"), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 5, 5)
    _building(p, QRectF(rect.center().x() - 26, rect.center().y() - 22, 52, 44),
              QColor("#d9b77a"))


def _building(p: QPainter, r: QRectF, roof: QColor) -> None:
    """A small university: pediment, columns, base."""
    w, h, x, y = r.width(), r.height(), r.left(), r.top()
    p.setPen(QPen(INK, 1.4))
    p.setBrush(roof)
    p.drawPolygon(QPolygonF([QPointF(x, y + h * 0.35), QPointF(x + w / 2, y),
                             QPointF(x + w, y + h * 0.35)]))
    p.setBrush(PARCHMENT)
    p.drawRect(QRectF(x + w * 0.08, y + h * 0.35, w * 0.84, h * 0.5))
    p.setBrush(roof)
    p.drawRect(QRectF(x, y + h * 0.85, w, h * 0.15))
    for k in range(4):
        cx = x + w * (0.2 + 0.2 * k)
        p.drawLine(QPointF(cx, y + h * 0.4), QPointF(cx, y + h * 0.82))


def _blank(p: QPainter, r: QRectF, card: dict[str, Any]) -> None:
    """Nothing happens: an empty scroll."""
    p.setPen(QPen(INK, 1.6))
    p.setBrush(QColor("#fbf3dc"))
    p.drawRoundedRect(r.adjusted(4, 10, -4, -10), 6, 6)
    p.setPen(QPen(QColor("#b9a27a"), 1.2, Qt.PenStyle.DashLine))
    for k in range(3):
        y = r.top() + 22 + k * 10
        p.drawLine(QPointF(r.left() + 12, y), QPointF(r.right() - 12, y))


def _discard(p: QPainter, r: QRectF, card: dict[str, Any]) -> None:
    """Discard a class card: a card flying off, an arrow after it."""
    p.setPen(QPen(INK, 1.6))
    p.setBrush(QColor("#a0302a"))
    p.save()
    p.translate(r.center())
    p.rotate(-14)
    p.drawRoundedRect(QRectF(-12, -18, 24, 34), 3, 3)
    p.restore()
    p.setPen(QPen(INK, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    tip = QPointF(r.right() - 2, r.top() + 8)
    p.drawLine(QPointF(r.center().x() + 10, r.center().y() - 6), tip)
    p.drawLine(tip, QPointF(tip.x() - 9, tip.y() + 1))
    p.drawLine(tip, QPointF(tip.x() - 2, tip.y() + 9))


def _found(p: QPainter, r: QRectF, card: dict[str, Any]) -> None:
    """Found a university: a building and a star of the point it scores."""
    _building(p, r.adjusted(2, 10, -2, 0), GREEN_ROOF)
    star = QPolygonF()
    c, big, small = QPointF(r.right() - 8, r.top() + 8), 9.0, 4.0
    for k in range(10):
        radius = big if k % 2 == 0 else small
        angle = -math.pi / 2 + k * math.pi / 5
        star.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle)))
    p.setPen(QPen(INK, 1.2))
    p.setBrush(QColor("#f6d365"))
    p.drawPolygon(star)


def _bonus(p: QPainter, r: QRectF, card: dict[str, Any]) -> None:
    """Class bonus: the class's icon and a piece going to a university."""
    cls = str(card.get("class", ""))
    icon = r.adjusted(0, 0, -14, -14)
    name = art.art_file(f"icons/class-{cls}.svg")
    if name is None or not art.draw_svg(p, icon, name):
        draw_class_icon(p, icon, cls)
    paint_meeple(p, QRectF(r.right() - 20, r.bottom() - 26, 18, 24), "round", "#f4efe4")


PICTURES = {"blank": _blank, "discard_class_card": _discard, "found_university": _found,
            "class_bonus": _bonus}


class UniversityItems:
    """Keeps the universities, markers, the deck and the last event in line with a
    DisplayState (nothing shows without the module)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.universities = {w: UniversityItem(w) for w in ("green", "plain")}
        self.markers: dict[str, MarkerItem] = {}
        self.deck = EventDeckItem()
        self.last = LastEventItem()
        self.deck.setPos(DECK_POS)
        self.last.setPos(LAST_POS)
        for item in (*self.universities.values(), self.deck, self.last):
            item.setVisible(False)
            scene.addItem(item)

    def show(self, ds: DisplayState) -> None:
        on = bool(ds.universities)
        for which, item in self.universities.items():
            region = ds.universities.get(which)
            item.setVisible(on and region is not None)
            if region is not None:
                item.setPos(self.spot(region))
        for region in [r for r in self.markers if r not in ds.markers]:
            self.scene.removeItem(self.markers.pop(region))
        for region in ds.markers:
            if region not in self.markers:
                marker = MarkerItem(region)
                self.markers[region] = marker
                self.scene.addItem(marker)
            self.markers[region].setPos(self.spot(region))
        self.deck.setVisible(on)
        self.deck.set_count(ds.events_left or 0)
        self.last.setVisible(on)
        self.last.set_card(ds.last_event)

    def spot(self, region: str) -> QPointF:
        geo = self.scene.geometry.regions.get(region)
        if geo is None:
            return QPointF(-1000, -1000)
        above = geo.label.y() - UNIVERSITY_RISE
        if above < TOP_EDGE:  # a label near the board's top edge: below it instead
            return QPointF(geo.label.x(), geo.label.y() + UNIVERSITY_RISE)
        return QPointF(geo.label.x(), above)

    def item(self, key: tuple[object, ...]) -> PassiveItem | None:
        kind = key[0]
        if kind == "university":
            return self.universities.get(str(key[1]))
        if kind == "marker":
            return self.markers.get(str(key[1]))
        return {"event_deck": self.deck, "last_event": self.last}.get(str(kind))

    def all(self) -> list[PassiveItem]:
        return [*self.universities.values(), *self.markers.values(), self.deck, self.last]


def university_tip(scene: BoardScene, key: tuple[object, ...]) -> str:
    """The tooltip of a Universities item."""
    from rattus_desktop.games.rattus.ui.names import region_name

    ds = scene.state
    if ds is None:
        return ""
    kind = key[0]
    if kind == "university":
        which = str(key[1])
        region = region_name(ds.universities.get(which, ""))
        return (f"<b>{escape(words.TIP(which).format(region=region))}</b>"
                f"<br>{escape(words.TIP('no_start'))}")
    if kind == "marker":
        return escape(words.TIP("marker").format(region=region_name(str(key[1]))))
    if kind == "event_deck":
        return escape(words.UniversityCounts().deck(ds.events_left or 0))
    if ds.last_event is None:
        return escape(words.TIP("none_yet"))
    name = words.event_name(ds.last_event)
    return (f"<b>{escape(words.TIP('last').format(name=name))}</b>"
            f"<br>{escape(words.event_text(ds.last_event))}")
