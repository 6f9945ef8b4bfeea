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
