"""A fanned Cartus hand overlaps: the card under the mouse comes to the front whole and
goes back to its place in the fan when the mouse leaves."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneHoverEvent

from rattus_desktop.games.cartus.ui.items import CardItem

pytestmark = pytest.mark.gui


def _hover(item: CardItem, kind: QEvent.Type) -> None:
    event = QGraphicsSceneHoverEvent(kind)
    if kind == QEvent.Type.GraphicsSceneHoverEnter:
        item.hoverEnterEvent(event)
    else:
        item.hoverLeaveEvent(event)


def test_the_card_under_the_mouse_comes_to_the_front(qapp) -> None:
    scene = QGraphicsScene()
    hand = [CardItem("gold", i) for i in range(12)]
    for i, card in enumerate(hand):
        card.setZValue(10 + i)
        scene.addItem(card)
    middle = hand[5]
    _hover(middle, QEvent.Type.GraphicsSceneHoverEnter)
    assert middle.zValue() > max(c.zValue() for c in hand if c is not middle)
    _hover(middle, QEvent.Type.GraphicsSceneHoverLeave)
    assert [c.zValue() for c in hand] == [10 + i for i in range(12)]


def test_a_card_being_dragged_keeps_its_height_when_the_mouse_leaves(qapp) -> None:
    card = CardItem("gold", 3)
    card.setZValue(13)
    _hover(card, QEvent.Type.GraphicsSceneHoverEnter)
    card.setZValue(100)  # the scene lifts a dragged card over everything
    _hover(card, QEvent.Type.GraphicsSceneHoverLeave)
    assert card.zValue() == 100


def test_an_overlapped_card_shows_its_name_on_the_edge_the_fan_leaves(qapp) -> None:
    """A long hand overlaps: each covered card gets its name painted in the strip of its
    left edge still in sight (the top card shows its whole face)."""
    from PySide6.QtGui import QImage, QPainter

    from rattus_desktop.games.cartus.ui.items import CardItem as Card
    from rattus_desktop.games.cartus.ui.scene import CartusScene

    scene = CartusScene()
    scene.relayout(1280, 720)
    scene.hand = [Card(c, i) for i, c in enumerate(["church:1"] * 7 + ["joker"] * 7)]
    for card in scene.hand:
        scene.addItem(card)
    scene.layout_hand()
    covered, top = scene.hand[:-1], scene.hand[-1]
    spacing = scene.hand[1].home.x() - scene.hand[0].home.x()
    assert spacing < covered[0].w  # they do overlap
    assert all(c.strip == pytest.approx(spacing) for c in covered) and top.strip == 0
    assert spacing >= 14  # room for a line of 11 px or more
    # the strip really is painted: the covered card's left edge differs with a label
    images = []
    for strip in (0.0, spacing):
        covered[0].strip = strip
        img = QImage(int(covered[0].w) + 20, int(covered[0].h) + 20, QImage.Format.Format_ARGB32)
        img.fill(0)
        p = QPainter(img)
        p.translate(covered[0].w / 2 + 10, covered[0].h + 10)
        covered[0].paint(p, None)
        p.end()
        images.append(img)
    assert images[0] != images[1]
