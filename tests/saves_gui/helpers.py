"""Seeded sessions for the GUI tests (the same helpers as the Qt-free tests)."""

from __future__ import annotations

from saves.helpers import random_session, seats

__all__ = ["random_session", "seats", "table_text"]


def table_text(board) -> list[list[str]]:
    table = board.table
    return [[table.item(r, c).text() if table.item(r, c) else ""
             for c in range(table.columnCount())] for r in range(table.rowCount())]
