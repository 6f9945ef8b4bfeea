"""Drawn Big Box items: nuns, bishops, the camel (nomad), potions under pieces and the
pieces lying on the Baker card, and the mark of a card the Inquisitor disabled.

They only show where the position says; they take no clicks (the region below does),
so gestures work as on the plain board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.items.card import CARD_H, CARD_W
from rattus_desktop.games.rattus.ui.items.meeple import paint_meeple
from rattus_desktop.shell.kit import theme

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene

OUTLINE = QColor("#2b2118")
NUN_STEP = 24.0


class _Figure(QGraphicsItem):
    """A small item drawn by ``draw`` in a box of ``size`` centred on its position."""

    kind = ""
    size = 30.0

    def __init__(self) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(6)
        self.count = 0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        s = self.size
        return QRectF(-s / 2 - 2, -s / 2 - 2, s + 16, s + 4)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(OUTLINE, 1.8))
        self.draw(p, self.size / 2)
        if self.count > 1:
            _badge(p, QPointF(self.size / 2 + 2, self.size / 2 - 6), str(self.count))

    def draw(self, p: QPainter, r: float) -> None:
        raise NotImplementedError


class NunItem(_Figure):
    kind = "nun"

    def draw(self, p: QPainter, r: float) -> None:
        body = QPainterPath()
        body.moveTo(-r * 0.75, r)
        body.quadTo(-r * 0.7, -r * 0.2, 0, -r * 0.35)
        body.quadTo(r * 0.7, -r * 0.2, r * 0.75, r)
        body.closeSubpath()
        p.setBrush(QColor("#1f1f2a"))
        p.drawPath(body)
        p.setBrush(QColor("#f5f1e6"))
        p.drawEllipse(QPointF(0, -r * 0.45), r * 0.42, r * 0.42)
        p.setBrush(QColor("#e8cfae"))
        p.drawEllipse(QPointF(0, -r * 0.42), r * 0.24, r * 0.26)


class BishopItem(_Figure):
    kind = "bishop"
    size = 34.0

    def draw(self, p: QPainter, r: float) -> None:
        mitre = QPainterPath()
        mitre.moveTo(-r * 0.7, r)
        mitre.lineTo(-r * 0.7, -r * 0.1)
        mitre.quadTo(-r * 0.5, -r * 0.75, 0, -r)
        mitre.quadTo(r * 0.5, -r * 0.75, r * 0.7, -r * 0.1)
        mitre.lineTo(r * 0.7, r)
        mitre.closeSubpath()
        p.setBrush(QColor("#f2e6c8"))
        p.drawPath(mitre)
        p.setPen(QPen(QColor("#b8892b"), 3.2))
        p.drawLine(QPointF(0, -r * 0.7), QPointF(0, r * 0.9))
        p.drawLine(QPointF(-r * 0.4, -r * 0.05), QPointF(r * 0.4, -r * 0.05))


class CamelItem(_Figure):
    kind = "nomad"
    size = 46.0

    def draw(self, p: QPainter, r: float) -> None:
        body = QPainterPath()
        body.moveTo(-r * 0.9, r * 0.1)
        body.quadTo(-r * 0.55, -r * 0.75, -r * 0.2, -r * 0.05)
        body.quadTo(r * 0.1, -r * 0.65, r * 0.45, -r * 0.05)
        body.lineTo(r * 0.6, -r * 0.55)
        body.lineTo(r * 0.95, -r * 0.55)
        body.lineTo(r * 0.95, -r * 0.38)
        body.lineTo(r * 0.72, -r * 0.35)
        body.lineTo(r * 0.62, r * 0.2)
        body.lineTo(r * 0.5, r * 0.2)
        for x in (r * 0.5, r * 0.3, -r * 0.55, -r * 0.75):
            body.lineTo(x, r)
            body.lineTo(x - r * 0.1, r)
            body.lineTo(x - r * 0.1, r * 0.2)
        body.closeSubpath()
        p.setBrush(QColor("#c99a55"))
        p.drawPath(body)


class PotionItem(_Figure):
    """Potions under one player's pieces in a region (count shown when more than one)."""

    kind = "potion"
    size = 20.0

    def draw(self, p: QPainter, r: float) -> None:
        flask = QPainterPath()
        flask.addEllipse(QPointF(0, r * 0.3), r * 0.75, r * 0.7)
        flask.addRect(QRectF(-r * 0.25, -r, r * 0.5, r * 0.7))
        p.setBrush(QColor("#6a3fa0"))
        p.drawPath(flask.simplified())


class BakerPieceItem(_Figure):
    """One owner's pieces on the Baker card (a figure in their colour and shape, the
    count beside it); a child of the card, so it moves with it."""

    kind = "baker_piece"
    size = 46.0

    def __init__(self, shape: str, colour: str) -> None:
        super().__init__()
        self.shape_name, self.colour = shape, colour

    def draw(self, p: QPainter, r: float) -> None:
        paint_meeple(p, QRectF(-r * 0.85, -r, r * 1.7, r * 2), self.shape_name, self.colour)


class DisabledMark(_Figure):
    """A disabled card: greyed over, a red ban sign on its picture (a child of the card)."""

    kind = "disabled"
    size = 70.0

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-CARD_W / 2, -CARD_H * 0.4, CARD_W, CARD_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(70, 70, 70, 150))
        p.drawRoundedRect(self.boundingRect(), 12, 12)
        r = self.size / 2
        p.setPen(QPen(QColor("#b3261e"), 9))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(0, 0), r, r)
        p.drawLine(QPointF(-r * 0.7, -r * 0.7), QPointF(r * 0.7, r * 0.7))


class DiplomatItem(_Figure):
    """Diplomats under one player's pieces in a region (a sealed scroll)."""

    kind = "diplomat"
    size = 22.0

    def draw(self, p: QPainter, r: float) -> None:
        p.setBrush(QColor("#efe2bd"))
        p.drawRoundedRect(QRectF(-r, -r * 0.55, r * 2, r * 1.1), 3, 3)
        p.setBrush(QColor("#b3261e"))
        p.drawEllipse(QPointF(0, r * 0.1), r * 0.35, r * 0.35)


def _badge(p: QPainter, at: QPointF, text: str) -> None:
    rect = QRectF(at.x() - 9, at.y() - 9, 18, 18)
    p.setPen(QPen(OUTLINE, 1.2))
    p.setBrush(QColor("#f4efe4"))
    p.drawEllipse(rect)
    p.setFont(theme.pixel_font(12, bold=True))
    p.setPen(OUTLINE)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class BigBoxItems:
    """Keeps one item per nun, bishop, camel and potion stack in line with the state."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: list[_Figure] = []

    def show(self, ds: DisplayState) -> None:
        for item in self.items:
            if item.scene() is self.scene:  # a card's items went with their card
                self.scene.removeItem(item)
        self.items = []
        for region, count in _counts(ds.nuns).items():
            self._add(NunItem(), self._near_label(region, -1), count)
        for region in ds.bishops:
            self._add(BishopItem(), self._near_label(region, 1), 1)
        if ds.nomad is not None and ds.nomad in self.scene.geometry.regions:
            plague = self.scene.geometry.regions[ds.nomad].plague
            self._add(CamelItem(), QPointF(plague.x() + 4, plague.y() - 52), 1)
        for region, per_seat in ds.potions.items():
            for seat, count in enumerate(per_seat):
                if count > 0 and (region, seat) in self.scene.stacks:
                    pos = self.scene.stack_pos(region, seat)
                    self._add(PotionItem(), QPointF(pos.x() - 16, pos.y() + 16), count)
        for region, per_seat in ds.diplomats.items():
            for seat, count in enumerate(per_seat):
                if count > 0 and (region, seat) in self.scene.stacks:
                    pos = self.scene.stack_pos(region, seat)
                    self._add(DiplomatItem(), QPointF(pos.x() + 14, pos.y() + 18), count)
        self._show_baker(ds.baker)
        for cid in ds.disabled:
            card = self.scene.cards.get(cid)
            if card is not None:
                mark = DisabledMark()
                mark.setParentItem(card)
                mark.setZValue(2)
                mark.setPos(QPointF(CARD_W / 2, CARD_H * 0.4))
                self.items.append(mark)

    def _show_baker(self, baker: tuple[int, ...]) -> None:
        card = self.scene.cards.get("baker")
        if card is None:
            return
        owners = [(seat, n) for seat, n in enumerate(baker) if n > 0]
        for i, (seat, n) in enumerate(owners):
            _, colour, shape = self.scene.seat_look(seat)
            item = BakerPieceItem(shape, colour)
            item.setParentItem(card)
            item.setZValue(1)
            item.count = n
            row = owners[i - i % 3:i - i % 3 + 3]
            x = CARD_W / 2 + ((i % 3) - (len(row) - 1) / 2) * 46 - 6
            item.setPos(QPointF(x, CARD_H * 0.36 + (i // 3) * 50))
            self.items.append(item)

    def kinds(self) -> list[str]:
        """What is drawn now, one entry per item (for tests)."""
        return [item.kind for item in self.items]

    def _near_label(self, region: str, side: int) -> QPointF:
        geo = self.scene.geometry.regions.get(region)
        if geo is None:
            return QPointF(-1000, -1000)
        return QPointF(geo.label.x() + side * 96, geo.label.y())

    def _add(self, item: _Figure, pos: QPointF, count: int) -> None:
        item.count = count
        item.setPos(pos)
        self.scene.addItem(item)
        self.items.append(item)


def _counts(regions: tuple[str, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for region in regions:
        out[region] = out.get(region, 0) + 1
    return out
