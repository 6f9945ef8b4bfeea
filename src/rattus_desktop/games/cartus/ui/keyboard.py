"""Keyboard play on the Cartus table through the kit's ``LitKeys``: Tab marks the next
lit thing (a hand card, a building, a nun card), the arrow keys step to the nearest lit
thing in that direction, Enter chooses it as a click would (a card: chosen or not),
Esc puts the chosen cards back. The game supplies only its lit keys and their names."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsView

from rattus_desktop.games.cartus.ui import names
from rattus_desktop.games.cartus.ui.items import BuildingItem, CardItem
from rattus_desktop.games.cartus.ui.scene import CartusScene
from rattus_desktop.shell.kit.lit_keys import LitKeys, LitTable, scene_rect

Key = tuple[str, int]


def key_name(scene: CartusScene, key: Key) -> str:
    """What a table key stands for, in words."""
    item = scene.key_items().get(key)
    if isinstance(item, CardItem):
        return names.card_name(item.card)
    if isinstance(item, BuildingItem) and item.slot is not None:
        return names.building_name(item.slot.building)
    return QCoreApplication.translate("CartusKeys", "face-down card %1 of the nun row") \
        .replace("%1", str(key[1] + 1))


def table_keys(view: QGraphicsView, scene: CartusScene,
               tell: Callable[[str], None]) -> LitKeys[Key]:
    table: LitTable[Key] = LitTable(
        lit=lambda: [k for k, item in scene.key_items().items()
                     if getattr(item, "lit", False) and item.isVisible()],
        rect=lambda k: scene_rect(scene.key_items().get(k)),
        name=lambda k: key_name(scene, k),
        enabled=lambda: scene.enabled,
        click=scene.click_key,
        cancel=scene.clear_choice)
    return LitKeys(view, table, tell)
