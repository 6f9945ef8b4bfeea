"""Help → About."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rattus_desktop import __version__


def show_about(parent: QWidget) -> None:
    title = QCoreApplication.translate("Rules", "About Rattus Desktop")
    text = QCoreApplication.translate(
        "Rules", "<b>Rattus Desktop</b> {version}<br>The plague-era board game Rattus for "
                 "2 to 4 players, at one computer or against computer opponents.<br>In "
                 "Traditional Chinese and English.").format(version=escape(__version__))
    QMessageBox.about(parent, title, text)
