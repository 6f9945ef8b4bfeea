"""The words of the statistics window: rulesets, players, dates, figures."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt

from rattus_desktop.engine import registry
from rattus_desktop.shell.app.unfinished_ui import game_title
from rattus_desktop.shell.kit.features import NamesCards
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.levels import level_name
from rattus_desktop.stats.record import HUMAN

RULESETS = IdTexts("StatsWindow", {
    "classic": QT_TRANSLATE_NOOP("StatsWindow", "Classic"),
    "bigbox": QT_TRANSLATE_NOOP("StatsWindow", "Big Box"),
    "standard": QT_TRANSLATE_NOOP("StatsWindow", "Standard"),
    "base": QT_TRANSLATE_NOOP("StatsWindow", "Base game"),
})


def kind_label(game: str, ruleset: str) -> str:
    """"Rattus — Classic": a game and ruleset for the chooser."""
    return QCoreApplication.translate("StatsWindow", "{game} — {ruleset}").format(
        game=game_title(game), ruleset=RULESETS(ruleset))


def player_label(kind: str, name: str) -> str:
    """A profile by its name, a bot by its level ("Computer — easy")."""
    return name if kind == HUMAN else level_name(kind)


def card_label(game: str, card: str) -> str:
    """A card's translated name when the game's UI offers ``card_name`` (else its id)."""
    if game not in registry.installed():
        return card
    ui = registry.get(game).load_ui()
    return ui.card_name(card) if isinstance(ui, NamesCards) else card


def date_label(iso: str) -> str:
    """An ISO 8601 time as the locale's short date."""
    when = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not when.isValid():
        return iso
    return QLocale().toString(when.toLocalTime().date(), QLocale.FormatType.ShortFormat)


def number(value: float, digits: int = 1) -> str:
    return QLocale().toString(value, "f", digits)
