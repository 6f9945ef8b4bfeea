"""Help → Rules for Rattus Cartus: the round, every card and building with its picture,
the supply icons (the legend), the end, scoring and tie-breaks."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from rattus_desktop.games.cartus.rules.data import catalogue
from rattus_desktop.games.cartus.ui import action_icons, art, names
from rattus_desktop.shell.kit.rules_pictures import add_picture, row, svg_picture, table

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


def end_html() -> str:
    return translate(
        "CartusRules", "<h3>The end and tie-breaks</h3><p>The game ends after the last "
        "round: scoring first, then the plague. On a track, the same space goes to the disc "
        "lower in the stack (it got there first); ranks are never shared, and space 0 "
        "scores nothing. A majority needs at least one card of its kind; a tie for the "
        "most gives each tied player 1. Gold: a tie for the most shares 9 (2 players: 6) "
        "and nobody is second; a tie for second shares 3 (rounded down). A player with "
        "more rats than the nuns of the nun row dies of the plague, keeps the places they "
        "scored and cannot win. The living player with the highest score wins; on equal "
        "scores fewer rats; then the victory is shared. If everybody dies, nobody "
        "wins.</p>")


def _card_drawer(card: str, label: str) -> Callable[[QPainter, QRectF], None]:
    def draw(p: QPainter, r: QRectF) -> None:
        art.draw_card_face(p, r.adjusted(1, 1, -1, -1), card, label)
    return draw


def cards_html(doc: QTextDocument) -> str:
    """Every kind of hand card with its picture and what it does."""
    rows = []
    for cls in catalogue().classes:
        card, label = f"{cls}:2", names.class_name(cls)
        pic = add_picture(doc, f"card-{cls}", 44, 62, _card_drawer(card, label))
        rows.append(row(pic, f"<b>{names.class_name(cls)}</b><br>{names.card_tip(card)}"))
    for kind in ("joker", "sword", "flute", "pass", "gold"):
        pic = add_picture(doc, f"card-{kind}", 44, 62, _card_drawer(kind, names.pile_name(kind)))
        rows.append(row(pic, f"<b>{names.pile_name(kind)}</b><br>{names.card_tip(kind)}"))
    title = translate("CartusRules", "<h3>The cards</h3>")
    return title + table(rows)


def buildings_html(doc: QTextDocument) -> str:
    """The twelve buildings: picture, class, both actions (the card's own words)."""
    cat = catalogue()
    rows = []
    for bid, b in cat.buildings.items():
        pic = svg_picture(doc, f"cards/cartus-{bid}.svg", 100, 60)
        text = (f"<b>{names.building_name(bid)}</b> ({names.class_name(b.cls)})<br>"
                + translate("CartusRules", "Premium: {premium}<br>Standard: {standard}").format(
                    premium=names.action_spec_text(b.premium),
                    standard=names.action_spec_text(b.standard)))
        rows.append(row(pic, text))
    return translate("CartusRules", "<h3>The buildings</h3>") + table(rows)


def legend_html(doc: QTextDocument) -> str:
    """The legend: what each icon on the table means."""
    icons = [
        ("draw", names.icon_name("draw", 1), lambda p, r: art.draw_card_back(
            p, QRectF(r.left() + 8, r.top(), r.height() * 0.7, r.height()))),
        ("rat", names.icon_name("rat", 1), lambda p, r: art.draw_rat(p, r.center(), 10)),
        ("look", names.icon_name("look", 1), lambda p, r: action_icons.icon_row(
            p, r.adjusted(4, 6, 0, -6), {"id": "look", "n": 1})),
        ("vp", names.score_item("vp"), lambda p, r: action_icons.icon_row(
            p, r.adjusted(4, 6, 0, -6), {"id": "vp", "n": 1})),
        ("nuns", translate("CartusRules", "nuns on a population card (they count only in "
                           "the nun row)"),
         lambda p, r: art.draw_nuns(p, QPointF(r.left() + 8, r.center().y()), 3, 5)),
        ("premium", translate("CartusRules", "★ the premium action (highest count), · the "
                              "standard action"),
         lambda p, r: action_icons.icon_row(p, r.adjusted(4, 6, 0, -6),
                                            {"id": "draw", "n": 2})),
    ]
    rows = [row(add_picture(doc, f"icon-{key}", 52, 34, draw), text)
            for key, text, draw in icons]
    return ('<a name="legend"></a>' + translate("CartusRules", "<h3>Legend: the icons</h3>")
            + table(rows))


def full_html(doc: QTextDocument) -> str:
    return (rules_html() + legend_html(doc) + cards_html(doc) + buildings_html(doc)
            + end_html())


def show_rules(parent: QWidget, anchor: str = "") -> None:
    dialog = QDialog(parent)
    dialog.setWindowTitle(translate("CartusRules", "Rules of Rattus Cartus"))
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
    dialog.resize(700, 680)
    dialog.show()
