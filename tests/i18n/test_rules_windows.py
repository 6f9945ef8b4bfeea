"""The rules windows of Cartus and Notre Dame, in both languages: every card, building,
sector and person beside its picture, the legend, the end, scoring and tie-breaks; the
Legend button is tested in tests/gui/test_tables_in_viewport.py."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextDocument

from rattus_desktop.games.cartus.rules.data import catalogue
from rattus_desktop.games.cartus.ui import names as cartus_names
from rattus_desktop.games.cartus.ui import rules_dialog as cartus_rules
from rattus_desktop.games.notredame.rules.data import load
from rattus_desktop.games.notredame.ui import names as nd_names
from rattus_desktop.games.notredame.ui import rules_dialog as nd_rules
from rattus_desktop.games.notredame.ui.layout import SECTORS
from rattus_desktop.shell.kit.i18n import translations

pytestmark = pytest.mark.gui


def plain(html_of) -> tuple[str, int]:
    """The window's text as a reader sees it, and how many pictures it holds."""
    doc = QTextDocument()
    html = html_of(doc)
    doc.setHtml(html)
    return doc.toPlainText(), html.count('src="pic:')


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_cartus_rules_describe_every_card_and_building(qapp, use_qm, lang):
    translations().apply(lang)
    text, pictures = plain(cartus_rules.full_html)
    cat = catalogue()
    wanted = ([cartus_names.class_name(c) for c in cat.classes]
              + [cartus_names.pile_name(k) for k in ("joker", "sword", "flute", "pass", "gold")]
              + [cartus_names.building_name(b) for b in cat.buildings]
              + [cartus_names.card_tip(k) for k in ("joker", "sword", "flute", "pass", "gold")])
    missing = [w for w in wanted if w not in text]
    assert missing == []
    assert pictures >= len(cat.classes) + 5 + len(cat.buildings) + 4
    assert cartus_rules.end_html()[:20] and ("10" in text and "9" in text)
    if lang == "zh_TW":
        assert "王室" in text and "百搭卡" in text and "Premium" not in text


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_notredame_rules_describe_every_sector_and_person(qapp, use_qm, lang):
    translations().apply(lang)
    text, pictures = plain(nd_rules.full_html)
    persons = load().persons
    wanted = ([nd_names.sector_name(s) for s in (*SECTORS, "notre_dame", "confidant")]
              + [nd_names.sector_tip(s) for s in SECTORS]
              + [nd_names.person_name(p) for p in persons]
              + [nd_names.person_tip(p) for p in persons])
    missing = [w for w in wanted if w not in text]
    assert missing == []
    assert pictures >= len(SECTORS) + 1 + 2 + len(persons)
    if lang == "zh_TW":
        assert "聲望" in text and "Prestige" not in text


@pytest.mark.parametrize(("lang", "one", "three"), [
    ("en", "Enter Palace with 1 card", "Enter Palace with 3 cards"),
    ("zh_TW", "帶著 1 張卡進入宮殿", "帶著 3 張卡進入宮殿")])
def test_the_enter_button_words_have_no_card_s(qapp, use_qm, lang, one, three):
    translations().apply(lang)
    assert cartus_names.enter_button_text("palace", 1) == one
    assert cartus_names.enter_button_text("palace", 3) == three
