"""Keyboard play on the Notre Dame board through the kit's ``LitKeys``: Tab marks the
next lit thing (a card of the hand or the offer, a person to hire, a place), the arrow
keys step to the nearest lit thing in that direction, Enter chooses it as a click
would, Esc puts back. The game supplies only its lit keys and their names."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGraphicsView

from rattus_desktop.shell.kit.lit_keys import LitKeys, LitTable, scene_rect

from . import names
from .scene import Board

Key = tuple[Any, ...]
translate = QCoreApplication.translate


def key_name(key: Key) -> str:
    """What a board key stands for, in words."""
    kind = key[0]
    if kind == "card":
        return names.card_name(str(key[1]))
    if kind == "person":
        return names.person_name(str(key[1]))
    if kind == "sector":
        return names.sector_name(str(key[2]))
    if kind == "notre_dame":
        return names.sector_name("notre_dame")
    if kind in ("market", "message"):
        return names.market_name(str(key[1]))
    return translate("NDKeys", "the marked place")


def board_keys(view: QGraphicsView, board: Board, put_back: Callable[[], None],
               tell: Callable[[str], None]) -> LitKeys[Key]:
    """The kit's lit-item keys on the Notre Dame board: a click is the board's own."""
    table: LitTable[Key] = LitTable(
        lit=lambda: [k for k, item in board.items_by_key.items()
                     if getattr(item, "lit", False)],
        rect=lambda k: scene_rect(board.items_by_key.get(k)),
        name=key_name,
        enabled=lambda: board.enabled,
        click=board.clicked.emit,
        cancel=put_back)
    return LitKeys(view, table, tell)
