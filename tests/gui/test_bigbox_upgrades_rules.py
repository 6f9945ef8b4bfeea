"""Help → Rules covers the Big Box: opened from the real menu during a Big Box game, it
shows the Big Box tab with every one of the 33 cards (ability, level II and III tiles,
final form), the five modules, North Africa and the setup; every text has a finished
zh_TW translation in the .ts file (full-width typography is checked by tests/i18n)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from test_bigbox_table import bigbox, seats

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules.data import africa_regions, all_cards, known_modules
from rattus_desktop.games.rattus.ui import bigbox_rules_text as text
from rattus_desktop.games.rattus.ui import upgrade_names
from rattus_desktop.games.rattus.ui.bigbox_names import MODULE
from rattus_desktop.games.rattus.ui.dialogs.rules import RulesDialog
from rattus_desktop.games.rattus.ui.names import card_name, region_name

pytestmark = pytest.mark.gui
TS = Path(__file__).resolve().parents[2] / "translations" / "rattus_desktop_zh_TW.ts"


def open_rules(window) -> RulesDialog:
    window.menus.rules.trigger()  # Help → Rules of the game (F1)
    QApplication.processEvents()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_rules_open_on_the_big_box_tab_with_every_card_and_module(window):
    window.start_game(bigbox(5), seats(5), start_player=0, seed=1)
    dialog = open_rules(window)
    assert dialog.tabs.currentIndex() == 1
    assert dialog.tabs.tabText(1) == "The Big Box"
    page = dialog.bigbox.toPlainText()
    for card in all_cards():
        assert card_name(card) in page, card
        assert text.ability_text(card) in page, card
        assert text.final_text(card) in page, card
        forms = [upgrade_names.upgrade_text(card, lvl) for lvl in (2, 3)]
        if card in ("philosopher", "alchemist", "jester"):
            assert forms == [None, None]
        else:
            assert all(form and form in page for form in forms), card
    for module in known_modules():
        assert MODULE(module) in page and text.MODULE(module) in page, module
    assert all(region_name(r) in page for r in africa_regions())
    assert "Setting up the Big Box" in page
    assert "No upgrade tile." in page
    dialog.close()


def test_rules_open_on_the_classic_tab_in_a_classic_game(window):
    config = registry.get("rattus").configure(3, "classic", None)
    window.start_game(config, seats(3), start_player=0, seed=1)
    dialog = open_rules(window)
    assert dialog.tabs.currentIndex() == 0
    assert "class cards" in dialog.text.toPlainText()
    dialog.close()


def test_every_big_box_rules_text_has_a_zh_tw_translation():
    done: dict[tuple[str, str], str] = {}
    for context in ET.parse(TS).getroot():
        name = context.find("name").text
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation.get("type") is None and translation.text:
                done[(name, message.find("source").text)] = translation.text
    tables = [text.ABILITY, text.FINAL, text.MODULE, text.SECTION,
              upgrade_names.LEVEL_TWO, upgrade_names.LEVEL_THREE, upgrade_names.LEVEL_NAME]
    for table in tables:
        for key, source in table.table.items():
            zh = done.get((table.context, source))
            assert zh and zh != source, (table.context, key)
    for card in all_cards():  # every card has its ability, in both languages
        assert (text.ABILITY.get(card) or card in
                ("peasant", "merchant", "monk", "knight", "witch", "king")), card
    assert set(text.MODULE.table) == set(known_modules())
