"""The Big Box on the board scene: North Africa joined below Europe (5-6 players),
the class cards in play (6 or 8, any of the 33) and the drawn Big Box items.

``BoardScene.setup_game`` calls ``prepare`` for every new game; a classic game after
a Big Box one gets the European board and the six base cards back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.ui.board_layout import BOARD_W, board_geometry
from rattus_desktop.games.rattus.ui.items.card import CARD_H, CARD_W, CardItem
from rattus_desktop.games.rattus.ui.items.region import RegionItem, SeaArrowItem
from rattus_desktop.games.rattus.ui.map_layout import (
    AFRICA_H,
    AFRICA_SVG,
    africa_geometry,
    board_height,
    joined_geometry,
    needs_africa,
)
from rattus_desktop.shell import art

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene

CARD_COLUMNS = 2


class AfricaBoardItem(QGraphicsItem):
    """The North Africa picture (``assets/board/africa.svg``)."""

    def __init__(self, top: float) -> None:
        super().__init__()
        self.setPos(0, top)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(0, 0, BOARD_W, AFRICA_H)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not art.draw_svg(p, self.boundingRect(), AFRICA_SVG):
            p.fillRect(self.boundingRect(), Qt.GlobalColor.darkYellow)


class AfricaLayer:
    """North Africa's items on a scene: the picture, the regions, the arrows to Europe."""

    def __init__(self, scene: BoardScene) -> None:
        regions, arrows, top = africa_geometry()
        self.board = AfricaBoardItem(top)
        self.regions = {rid: RegionItem(rid, geo.path, geo.label) for rid, geo in regions.items()}
        self.arrows = [(s.a, s.b, SeaArrowItem(s.start, s.end)) for s in arrows]
        for item in (self.board, *self.regions.values(), *(a for _, _, a in self.arrows)):
            scene.addItem(item)

    def remove(self, scene: BoardScene) -> None:
        for item in (self.board, *self.regions.values(), *(a for _, _, a in self.arrows)):
            scene.removeItem(item)


def _set_map(scene: BoardScene, regions: tuple[str, ...]) -> None:
    layer: AfricaLayer | None = getattr(scene, "africa", None)
    if needs_africa(regions) and layer is None:
        layer = AfricaLayer(scene)
        scene.africa = layer  # type: ignore[attr-defined]
        scene.regions.update(layer.regions)
        scene.arrows.extend(layer.arrows)
        scene.geometry = joined_geometry()
    elif not needs_africa(regions) and layer is not None:
        layer.remove(scene)
        scene.africa = None  # type: ignore[attr-defined]
        for rid in layer.regions:
            scene.regions.pop(rid, None)
        scene.arrows = [a for a in scene.arrows if all(a[2] is not x for _, _, x in layer.arrows)]
        scene.geometry = board_geometry()
    rect = scene.sceneRect()
    scene.setSceneRect(QRectF(rect.x(), rect.y(), rect.width(), board_height(regions) + 48))


def card_position(index: int, side_x: float, side_w: float, top: float,
                  gap: float) -> tuple[float, float]:
    col, row = index % CARD_COLUMNS, index // CARD_COLUMNS
    spacing = side_w - CARD_COLUMNS * CARD_W
    return side_x + col * (CARD_W + spacing), top + row * (CARD_H + gap)


def _set_cards(scene: BoardScene, cards: tuple[str, ...]) -> None:
    from rattus_desktop.games.rattus.ui import board_scene as bs

    if tuple(scene.cards) == cards:
        return
    for item in scene.cards.values():
        scene.removeItem(item)
    scene.cards = {}
    for i, card in enumerate(cards):
        item = CardItem(card, all_cards()[card].cls)
        item.setPos(*card_position(i, bs.SIDE_X, bs.SIDE_W, bs.CARDS_Y, bs.CARD_GAP))
        scene.cards[card] = item
        scene.addItem(item)


def prepare(scene: BoardScene, regions: tuple[str, ...], cards: tuple[str, ...]) -> None:
    """Lay the scene out for a game on ``regions`` with ``cards`` (in card order)."""
    _set_map(scene, regions)
    order = list(all_cards())
    _set_cards(scene, tuple(sorted(cards, key=order.index)))
