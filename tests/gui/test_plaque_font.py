"""The guild and tavern plaques size their names to the room they have: every tavern
city's name (both languages) gets the largest font up to 0.6 of the plaque's height in
which it fits the name box, never below the 16 px floor, and a name that fits nowhere
keeps the floor (the plaque then elides it)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from rattus_desktop.games.rattus.rules.modules.tavern.taverns import tavern_cities
from rattus_desktop.games.rattus.ui.guild_board import (
    CITY_H,
    COLUMN_W,
    NAME_MAX_PX,
    NAME_MIN_PX,
    NAME_RATIO,
    SPACE_H,
    plaque_font,
)
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui
CITY_BOX = COLUMN_W - 24 - 2 * (CITY_H - 12) - 24  # the name box of a plaque in the column


def width(font, text: str) -> float:
    return QFontMetricsF(font).horizontalAdvance(text)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_city_names_get_the_largest_font_that_fits(qapp, lang):
    names = [city[lang] for city in tavern_cities().values()]
    assert names
    for name in names:
        font = plaque_font(name, CITY_BOX, CITY_H)
        px = font.pixelSize()
        assert NAME_MIN_PX <= px <= CITY_H * NAME_RATIO and font.bold()
        if px > NAME_MIN_PX:
            assert width(font, name) <= CITY_BOX
        if px < int(CITY_H * NAME_RATIO):  # one pixel larger would not have fitted
            assert width(theme.pixel_font(px + 1, bold=True), name) > CITY_BOX


def test_short_names_grow_and_long_ones_keep_the_floor(qapp):
    assert plaque_font("倫敦", CITY_BOX, CITY_H).pixelSize() == int(CITY_H * NAME_RATIO)
    assert plaque_font("X" * 60, CITY_BOX, CITY_H).pixelSize() == NAME_MIN_PX
    assert plaque_font("Farmer", 200, SPACE_H).pixelSize() == NAME_MAX_PX  # capped
