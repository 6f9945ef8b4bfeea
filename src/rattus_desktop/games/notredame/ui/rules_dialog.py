"""The rules reference: the game as this project plays it, in short, with every sector,
action card and person beside its picture, the end, scoring and tie-breaks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rattus_desktop.games.notredame.rules.data import load
from rattus_desktop.shell.kit.rules_pictures import row, svg_picture, table

from . import names
from .layout import SECTORS
from .scene import CARD_EMBLEMS


def rules_html() -> str:
    parts = [
        QCoreApplication.translate(
            "NDRules",
            "<h2>Notre Dame</h2><p>2 to 5 players, three periods of three rounds. "
            "The most prestige wins; a tie goes to the most gold plus reserve "
            "cubes.</p>",
        ),
        QCoreApplication.translate(
            "NDRules",
            "<h3>A round</h3><ol><li>Three persons are laid out: one gray, two "
            "brown.</li><li>Each player draws three action cards, keeps one and "
            "passes two to the left, keeps one of the two received and passes the "
            "last; the card received last joins the hand.</li><li>In two laps each "
            "player plays one card; the third is discarded unplayed.</li><li>Each "
            "player may hire one of the persons for 1 gold.</li><li>The plague: "
            "every player's rats rise by the rats of the three persons, less one per "
            "marker in their hospital.</li></ol>",
        ),
        QCoreApplication.translate(
            "NDRules",
            "<h3>Playing a card</h3><p>A sector card puts a cube from your reserve "
            "into that sector of your borough (with an empty reserve, move one "
            "from another sector, or play the card without effect) and uses the "
            "sector, counting every marker there. The confidant card moves your "
            "confidant to any other sector and uses it. The Notre Dame card donates "
            "1, 2 or 3 gold for 1, 3 or 6 prestige and puts a cube in Notre "
            "Dame.</p>",
        ),
        QCoreApplication.translate(
            "NDRules",
            "<h3>The sectors</h3><ul><li>Residence: 1 prestige per marker.</li>"
            "<li>Park: rats back 1; each 2 markers add 1 to every prestige gain.</li>"
            "<li>Hospital: rats back 1; each marker lowers your plague by 1.</li>"
            "<li>Cloister School: 1 cube to the reserve per marker.</li><li>Bank: 1 "
            "gold per marker.</li><li>Carriage House: the carriage moves up to one "
            "road per marker and may take a message where it stops (a colour only "
            "while it is among your least held).</li><li>Hotel: 1 gold, 1 cube or "
            "1 rat back; two picks from 4 markers.</li></ul>",
        ),
        QCoreApplication.translate(
            "NDRules",
            "<h3>The plague</h3><p>Rats may go past 9 only in an outbreak: the "
            "marker stays on 9, you lose 2 prestige and a cube from your fullest "
            "sector.</p><h3>Period end</h3><p>After rounds 3, 6 and 9 Notre Dame "
            "shares its prestige out: each cube there is worth the tile's total "
            "divided by all cubes in it (rounded down); then the cubes go back to "
            "their owners' stock.</p>",
        ),
    ]
    return "".join(parts)


def end_html() -> str:
    return QCoreApplication.translate(
        "NDRules",
        "<h3>The end, scoring and tie-breaks</h3><p>The game ends after the Notre Dame "
        "scoring of round 9. Prestige is the score: from sectors, persons, messages, "
        "donations and the three period scorings, less 2 for each outbreak. The most "
        "prestige wins; among tied players the most gold plus cubes in the reserve wins; "
        "if still tied, they share the win.</p>",
    )


def sectors_html(doc: QTextDocument) -> str:
    """Each sector (and its action card) with its building and what it does."""
    rows = [row(svg_picture(doc, CARD_EMBLEMS.get(sid, f"board/nd-{sid}.svg"), 90, 54),
                f"<b>{names.sector_name(sid)}</b><br>{names.sector_tip(sid)}")
            for sid in (*SECTORS, "notre_dame")]
    rows.append(row(svg_picture(doc, "icons/nd-person-confidant.svg", 54, 54),
                    f"<b>{names.sector_name('confidant')}</b><br>"
                    + QCoreApplication.translate(
                        "NDRules", "The confidant card: move your confidant to another "
                        "sector and use it.")))
    rows.append(row(svg_picture(doc, "icons/nd-letter.svg", 54, 50, "#9b1c1c"),
                    QCoreApplication.translate(
                        "NDRules", "<b>Messages</b><br>Sealed letters on the market places, "
                        "in each borough's colour: the carriage takes them; each gives "
                        "prestige and a bonus.")))
    title = QCoreApplication.translate("NDRules", "<h3>Sectors and action cards</h3>")
    return '<a name="legend"></a>' + title + table(rows)


def persons_html(doc: QTextDocument) -> str:
    """The fifteen persons with their portraits, effects and rats."""
    rows = []
    for pid, person in load().persons.items():
        rats = QCoreApplication.translate("NDBoard", "rats +{n}").format(n=person.rats)
        rows.append(row(svg_picture(doc, f"icons/nd-person-{pid}.svg", 54, 54),
                        f"<b>{names.person_name(pid)}</b> · {rats}<br>{names.person_tip(pid)}"))
    return QCoreApplication.translate("NDRules", "<h3>The persons</h3>") + table(rows)


def full_html(doc: QTextDocument) -> str:
    return rules_html() + sectors_html(doc) + persons_html(doc) + end_html()


def show_rules(parent: QWidget, anchor: str = "") -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("NDRules", "Notre Dame: rules"))
    layout = QVBoxLayout(dialog)
    text = QTextBrowser()
    text.setObjectName("rulesText")
    text.setHtml(full_html(text.document()))
    if anchor:
        text.scrollToAnchor(anchor)
    layout.addWidget(text)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.resize(700, 700)
    dialog.show()
