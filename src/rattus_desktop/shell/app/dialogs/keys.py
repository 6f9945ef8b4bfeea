"""Help → Keys: every key of keyboard play, in a table."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rattus_desktop.shell.kit.keys_help import board_keys, window_keys


def keys_html() -> str:
    """The keys as an HTML table: the board's keys, then the window's."""
    rows: list[str] = []
    for heading, keys in (
            (QCoreApplication.translate("Keys", "On the board (every game)"), board_keys()),
            (QCoreApplication.translate("Keys", "In the window"), window_keys())):
        rows.append(f'<tr><td colspan="2"><b>{escape(heading)}</b></td></tr>')
        rows.extend(f"<tr><td><b>{escape(key)}</b>&nbsp;&nbsp;</td><td>{escape(what)}</td></tr>"
                    for key, what in keys)
    return f'<table cellspacing="4">{"".join(rows)}</table>'


def show_keys(parent: QWidget) -> QMessageBox:
    box = QMessageBox(QMessageBox.Icon.NoIcon, QCoreApplication.translate("Keys", "Keys"),
                      keys_html(), QMessageBox.StandardButton.Close, parent)
    box.setObjectName("keys")
    box.open()
    return box
