"""Help → Rules of the game (our own summary, both languages) and Help → About."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.games.rattus.ui import bigbox_rules_text
from rattus_desktop.games.rattus.ui.names import card_name, class_name
from rattus_desktop.games.rattus.ui.tooltips import card_ability, card_final
from rattus_desktop.shell.kit import theme

CARDS = ("peasant", "merchant", "monk", "knight", "witch", "king")
CLASSES = {"peasant": "peasantry", "merchant": "bourgeoisie", "monk": "church",
           "knight": "chivalry", "witch": "magic", "king": "royalty"}


def _sections() -> list[tuple[str, str]]:
    return [
        (QCoreApplication.translate("Rules", "The aim"), QCoreApplication.translate(
            "Rules", "Europe, 1347: the Black Death is coming. Settle your people across the "
                     "twelve regions and keep as many of them alive as you can. When the "
                     "plague is over, every piece of yours on the board or in the palace "
                     "scores one point; the most points wins.")),
        (QCoreApplication.translate("Rules", "Setting up"), QCoreApplication.translate(
            "Rules", "Two players use the eight light regions, three add Bulgaria and Turcia, "
                     "four play on all twelve. Each region in play starts with one face-down "
                     "rat token; the plague piece starts in a random region. Then each player "
                     "puts 2 pieces into a region, clockwise, and 2 more counter-clockwise.")),
        (QCoreApplication.translate("Rules", "Your turn"), QCoreApplication.translate(
            "Rules", "In any order: you may take one class card, from the open supply or from "
                     "another player; you place pieces from your reserve into one region, as "
                     "many as it has rat tokens; and you may use each of your cards once. "
                     "Last, you move the plague piece to a neighbouring region.")),
        (QCoreApplication.translate("Rules", "The plague strikes"), QCoreApplication.translate(
            "Rules", "New rats spread from the plague region: one new token next door if it "
                     "holds one token, two if it holds two or three (never more than three "
                     "in a region). Then, while there are pieces there, its tokens are "
                     "turned over, oldest first.")),
        (QCoreApplication.translate("Rules", "An outbreak"), QCoreApplication.translate(
            "Rules", "A token breaks out when the number of pieces in the region is at least "
                     "its number. Then: M, the players with the most pieces there lose one "
                     "each; A, every player there loses one; a class symbol, each player "
                     "there loses one piece for every card of that class they hold. Lost "
                     "pieces go back to the reserve; the token leaves the game.")),
        (QCoreApplication.translate("Rules", "The end"), QCoreApplication.translate(
            "Rules", "When the rat supply is empty, or a player has placed all their pieces, "
                     "every other player gets one final turn in which they may only use "
                     "their cards. Then the plague strikes every region one last time and "
                     "the pieces are counted. A tie goes to whoever would have played "
                     "next.")),
        (QCoreApplication.translate("Rules", "Playing on the computer"), QCoreApplication.translate(
            "Rules", "Drag a piece, a token or the plague (or click it, then click where it "
                     "goes): the places you may use light up. Click a card to take it. A "
                     "right click or Esc puts a piece back. The line at the bottom always "
                     "says what you may do; hover over anything to learn what it is.")),
    ]


def _cards_html() -> str:
    head = QCoreApplication.translate("Rules", "The six class cards")
    intro = QCoreApplication.translate(
        "Rules", "Each card helps its holder once per turn, but every token showing its "
                 "class symbol hurts the holder when it breaks out.")
    rows = "".join(f"<li>{_card_line(c)}</li>" for c in CARDS)
    return f"<h3>{escape(head)}</h3><p>{escape(intro)}</p><ul>{rows}</ul>"


def _card_line(cid: str) -> str:
    name = QCoreApplication.translate("Rules", "{card} ({cls}):").format(
        card=card_name(cid), cls=class_name(CLASSES[cid]))
    return (f"<b>{escape(name)}</b> {escape(card_ability(cid))}<br>"
            f'<span style="color:#6b5640">{escape(card_final(cid))}</span>')


def rules_html() -> str:
    parts = [f"<h3>{escape(title)}</h3><p>{escape(text)}</p>" for title, text in _sections()]
    parts.insert(4, _cards_html())
    return "".join(parts)


class RulesDialog(QDialog):
    """A non-modal window with the rules (the classic game, and the Big Box on a second
    tab); follows language switches."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(680, 720)
        self.text = QTextBrowser()
        self.text.setFont(theme.font(11.5))
        self.bigbox = QTextBrowser()
        self.bigbox.setFont(theme.font(11.5))
        self.tabs = QTabWidget()
        self.tabs.addTab(self.text, "")
        self.tabs.addTab(self.bigbox, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        box = QVBoxLayout(self)
        box.addWidget(self.tabs)
        box.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(QCoreApplication.translate("Rules", "Rules of Rattus"))
        self.tabs.setTabText(0, QCoreApplication.translate("Rules", "The classic game"))
        self.tabs.setTabText(1, bigbox_rules_text.title())
        self.text.setHtml(rules_html())
        self.bigbox.setHtml(bigbox_rules_text.bigbox_html())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def show_rules(parent: QWidget) -> RulesDialog:
    """Open (or raise) the rules; on the Big Box tab while a Big Box game is on."""
    dialog = parent.findChild(RulesDialog)
    if dialog is None:
        dialog = RulesDialog(parent)
    dialog.tabs.setCurrentIndex(1 if _bigbox_on(parent) else 0)
    dialog.show()
    dialog.raise_()
    return dialog


def _bigbox_on(parent: QWidget) -> bool:
    controller = getattr(parent, "controller", None)
    session = getattr(controller, "session", None)
    config = getattr(session, "config", None)
    return getattr(config, "ruleset", "") == "bigbox"
