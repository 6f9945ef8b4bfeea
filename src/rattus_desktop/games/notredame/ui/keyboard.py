"""Keyboard play on the Notre Dame board, through the kit's ``KeyGesture``: Tab marks
the next lit thing (a card of the hand or the offer, a person to hire, a place), the
arrow keys step to the nearest lit thing in that direction on the board, Enter chooses
the marked one (as a click would), Esc puts back. Each step is told on the status line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt

from rattus_desktop.shell.kit.gesture import ARROWS, CONFIRM, KeyGesture

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


class BoardKeys:
    """The keys of the board: ``marked`` is what Enter would click."""

    def __init__(self, board: Board, click: Callable[[Key], None],
                 cancel: Callable[[], None], tell: Callable[[str], None]) -> None:
        self.board, self.click, self.cancel, self.tell = board, click, cancel, tell
        self.marked: Key | None = None
        self.used = False  # the last input came from the keyboard (the ring shows)
        self.gesture: KeyGesture[Key] = KeyGesture(lambda _source: self.lit(), self.position)

    def lit(self) -> list[Key]:
        """The lit keys (what may be chosen now), in reading order."""
        keys = [k for k, item in self.board.items_by_key.items() if getattr(item, "lit", False)]
        return sorted(keys, key=lambda k: (round(self.position(k).y() / 40), self.position(k).x()))

    def position(self, key: Key) -> QPointF:
        return self.board.key_centre(key)

    def cycle(self, step: int) -> bool:
        """Tab / Shift+Tab: mark the next / previous lit thing."""
        lit = self.lit() if self.board.enabled else []
        if not lit:
            return False
        index = lit.index(self.marked) + step if self.marked in lit else (0 if step > 0 else -1)
        self._mark(lit[index % len(lit)])
        return True

    def key(self, key: int) -> bool:
        """Handle ``key`` (a ``Qt.Key``); True if it meant something here."""
        if not self.board.enabled:
            return False
        if key in ARROWS:
            self.gesture.source = None
            self.gesture.target = self.marked if self.marked in self.lit() else None
            found = self.gesture.step(ARROWS[key])
            if found is not None:
                self._mark(found)
            return found is not None
        if key in CONFIRM and self.marked is not None and self.marked in self.lit():
            marked, self.marked = self.marked, None
            self.click(marked)
            return True
        if key == Qt.Key.Key_Escape:
            self.marked, self.used = None, False
            self.cancel()
            return True
        return False

    def _mark(self, key: Key) -> None:
        self.marked, self.used = key, True
        self.tell(translate("NDKeys", "Marked: %1. Enter chooses it; the arrow keys or Tab "
                                      "mark another; Esc puts it back.")
                  .replace("%1", key_name(key)))
