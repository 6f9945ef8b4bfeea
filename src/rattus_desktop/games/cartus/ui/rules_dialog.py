"""Help → Rules for Rattus Cartus: a short translated reference."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

translate = QCoreApplication.translate


def rules_html() -> str:
    parts = [
        translate("CartusRules", "<h2>Rattus Cartus</h2><p>2–5 players. Each round has five "
           "phases: reveal buildings, supply, enter, resolve, end of round. The game ends "
           "when the building deck runs out.</p>"),
        translate("CartusRules", "<h3>Supply</h3><p>One at a time, clockwise from the start "
           "player, each player chooses a building of the row and carries out its supply "
           "icons: draw cards, lose a rat, look at nun-row cards.</p>"),
        translate("CartusRules", "<h3>Enter</h3><p>In queue order each player enters one "
           "building with any number of cards (population cards, jokers, Swords, Flutes), "
           "or plays a Pass to go to the back of the queue.</p>"),
        translate("CartusRules", "<h3>Resolve</h3><p>Left to right. Your count is your population "
           "cards plus jokers there: you move that many spaces up the building's class "
           "track. Each population card of another class brings you a rat. Swords take "
           "half a hand from another entrant; Flutes pass a rat to one. The highest count "
           "(earliest on a tie) takes the premium action, everybody else the standard "
           "action. In the last round there are no actions: the premium holder moves one "
           "more space instead.</p>"),
        translate("CartusRules", "<h3>Scoring</h3><p>Each track: 10, 5 and 2 points to the first "
           "three (2 players: 10 and 5), never on space 0. Most population cards and "
           "jokers in hand: 2 (1 each on a tie); the same for Swords, Flutes and Passes. "
           "Gold: 6 for the most, 3 for the second. Plus your victory points.</p>"),
        translate("CartusRules", "<h3>The plague</h3><p>The nun row is turned up and its nuns "
           "added up. Whoever has more rats than that dies and cannot win. The highest "
           "score among the survivors wins; on a tie, fewer rats.</p>"),
    ]
    return "".join(parts)


def show_rules(parent: QWidget) -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("CartusRules", "Rules of Rattus Cartus"))
    layout = QVBoxLayout(dialog)
    text = QTextBrowser()
    text.setHtml(rules_html())
    layout.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(640, 620)
    dialog.show()
