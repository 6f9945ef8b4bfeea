"""The keys of keyboard play, for Help → Keys: the board's gesture keys (the kit's
``KeyGesture``) and the window's own shortcuts, as (key, what it does) rows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def board_keys() -> list[tuple[str, str]]:
    """The keys that play on the board."""
    return [
        (translate("Keys", "Tab / Shift+Tab"),
         translate("Keys", "Pick up (or mark) the next / previous thing that can move; the status "
                   "line says what and where it may go")),
        (translate("Keys", "Arrow keys"),
         translate("Keys", "Light the nearest place it may go in that direction")),
        (translate("Keys", "Enter"), translate("Keys", "Put it there (a card: take it)")),
        (translate("Keys", "Esc or right click"), translate("Keys", "Put it back")),
        (translate("Keys", "1–9"),
         translate("Keys", "Answer the question on the status line (its buttons in order)")),
        (translate("Keys", "Space"), translate("Keys", "Go on when the game waits (step by step)")),
    ]


def window_keys() -> list[tuple[str, str]]:
    """The window's shortcuts."""
    return [
        (translate("Keys", "Ctrl+N"), translate("Keys", "New game")),
        (translate("Keys", "Ctrl+H"), translate("Keys", "Hint")),
        (translate("Keys", "F1"), translate("Keys", "Rules of the game")),
        (translate("Keys", "Ctrl++ / Ctrl+- / Ctrl+0"),
         translate("Keys", "Zoom in / out / the whole board")),
        (translate("Keys", "F9"), translate("Keys", "Side panels")),
        (translate("Keys", "F11"), translate("Keys", "Full screen")),
    ]
