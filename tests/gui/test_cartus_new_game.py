"""Cartus in the new-game dialog: the rules' ways to choose the buildings, and computer
seats named from the period cast."""

from __future__ import annotations

import pytest

from rattus_desktop.play.session import HUMAN
from rattus_desktop.shell.app.dialogs import period_names
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog, default_name

pytestmark = pytest.mark.gui


def dialog_for(qtbot, game_id: str) -> NewGameDialog:
    dialog = NewGameDialog(game_id=game_id)
    qtbot.addWidget(dialog)
    return dialog


def test_cartus_offers_the_rules_ways_to_choose_buildings(qtbot):
    dialog = dialog_for(qtbot, "cartus")
    panel = dialog.options_panel
    assert panel is not None
    assert dialog.choice().config.option("building_set") == "beginner"
    for way in ("random_type", "random_mix"):
        panel.radios[panel.way.id(dialog.findChild(type(panel.radios[0]),
                                                    f"buildingWay_{way}"))].setChecked(True)
        assert dialog.choice().config.option("building_set") == way
    panel.radios[1].setChecked(True)
    picks = panel.picks
    picks["magic"].setCurrentIndex(picks["magic"].findData("piper_house"))
    picks["royalty"].setCurrentIndex(picks["royalty"].findData("treasury"))
    chosen = list(dialog.choice().config.option("building_set"))
    assert len(chosen) == 6 and "piper_house" in chosen and "treasury" in chosen
    assert "fortune_teller" not in chosen and "palace" not in chosen


def test_two_players_are_told_the_guard_tower_advice(qtbot):
    dialog = dialog_for(qtbot, "cartus")
    panel = dialog.options_panel
    dialog.count_group.button(2).setChecked(True)
    panel.radios[2].setChecked(True)  # one per class at random: the tower may come
    assert panel.note.text() and not panel.note.isHidden()
    panel.radios[0].setChecked(True)  # the beginners' set has the Castle
    assert panel.note.isHidden()


def test_the_choice_is_remembered_and_restored(qtbot):
    dialog = dialog_for(qtbot, "cartus")
    panel = dialog.options_panel
    panel.radios[1].setChecked(True)
    panel.picks["chivalry"].setCurrentIndex(panel.picks["chivalry"].findData("guard_tower"))
    kept = panel.remembered(3)
    other = dialog_for(qtbot, "cartus").options_panel
    assert other.restore(kept) == 3
    assert other.way_chosen() == "chosen" and "guard_tower" in other.building_set()


def test_a_computer_seat_takes_a_period_name_and_a_typed_name_stays(qtbot):
    dialog = dialog_for(qtbot, "notredame")
    dialog.count_group.button(3).setChecked(True)
    name, _colour, kind, _icon = dialog.rows[2]
    kind.setCurrentIndex(kind.findData("easy"))
    assert name.text() == period_names.computer_name(2, "en")
    assert period_names.is_cast_name(name.text()) and "Player" not in name.text()
    kind.setCurrentIndex(kind.findData(HUMAN))
    assert name.text() == default_name(2)
    name.setText("Héloïse")
    kind.setCurrentIndex(kind.findData("easy"))
    assert name.text() == "Héloïse"


def test_the_cast_has_both_languages_and_distinct_names():
    cast = period_names.cast()
    assert len(cast) >= 5
    for lang in ("en", "zh_TW"):
        names = [period_names.computer_name(s, lang) for s in range(len(cast))]
        assert len(set(names)) == len(names) and all(names)
    assert period_names.computer_name(1, "zh_TW") != period_names.computer_name(1, "en")


def test_entrants_are_drawn_in_entry_order_from_the_top():
    """Rules (Enter buildings): a new disc goes below those already there; the entry
    order is the discs from the top down."""
    from rattus_desktop.games.cartus.ui.items import entrant_rows

    rows = entrant_rows(3, 100.0, 330.0)
    tops = [y for y, _h in rows]
    assert tops == sorted(tops) and tops[0] < tops[1] < tops[2]
    assert rows[-1][0] + rows[-1][1] == pytest.approx(326.0)  # on the bottom edge
    assert all(y >= 100.0 for y in tops)
