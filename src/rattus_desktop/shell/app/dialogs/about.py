"""Help → About."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from rattus_desktop import __version__
from rattus_desktop.engine import registry
from rattus_desktop.shell.app.unfinished_ui import game_title
from rattus_desktop.shell.kit.typography import join_list


def show_about(parent: QWidget) -> None:
    title = QCoreApplication.translate("Rules", "About Rattus Desktop")
    games = join_list(game_title(g) for g in registry.installed())
    text = QCoreApplication.translate(
        "Rules", "<b>Rattus Desktop</b> {version}<br>Board games at one computer, together "
                 "or against computer opponents: {games}.<br>In Traditional Chinese and "
                 "English.").format(version=escape(__version__), games=escape(games))
    QMessageBox.about(parent, title, text)
