"""Every class card's name fits its ribbon, in English and in Chinese (the names of the
zh_TW .ts file, measured with the fonts the card draws with): long names such as
"Royal Librarian" shrink or wrap instead of running over the ribbon's tails."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF
from test_bigbox_words import zh_translations

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.ui.items.card import CARD_W, _f
from rattus_desktop.games.rattus.ui.items.card_label import (
    RIBBON,
    WRAP,
    label_font,
    text_box,
)
from rattus_desktop.games.rattus.ui.names import card_name
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def names(lang: str) -> dict[str, str]:
    if lang == "en":
        return {c: card_name(c) for c in all_cards()}
    zh = zh_translations("Card")
    return {c: zh[card_name(c)] for c in all_cards()}


def test_the_ribbon_is_the_frame_arts_ribbon(qapp):
    assert RIBBON.topLeft() == _f(30, 250) and RIBBON.bottomRight() == _f(220, 294)
    box = text_box()
    assert RIBBON.contains(box) and box.width() < RIBBON.width() < CARD_W


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_card_name_fits_its_ribbon(qapp, lang):
    from rattus_desktop.shell.kit.i18n import apply_language

    shown = names(lang)  # read in English, before the language changes
    apply_language(lang)  # the Chinese app font, as the table draws with it
    try:
        box = text_box()
        for card, name in shown.items():
            font, wrapped = label_font(name)
            metrics = QFontMetricsF(font)
            if wrapped:
                bound = metrics.boundingRect(box, int(WRAP), name)
                assert bound.width() <= box.width() and bound.height() <= box.height(), card
            else:
                assert metrics.horizontalAdvance(name) <= box.width(), (card, name)
            assert font.pixelSize() >= 9, card
    finally:
        apply_language("en")


def test_the_old_fixed_font_did_clip_the_royal_librarian(qapp):
    """The card drew every name at 20 px: "Royal Librarian" ran over the ribbon."""
    wide = QFontMetricsF(theme.pixel_font(20, bold=True)).horizontalAdvance("Royal Librarian")
    assert wide > text_box().width()
    font, _ = label_font("Royal Librarian")
    assert font.pixelSize() < 20
    assert label_font("King")[0].pixelSize() == 20  # short names keep the full size
