"""The Rattus part of the new-game dialog: ruleset, seats, card set, modules, warnings,
presets and the remembered choice; what is offered is what the core accepts."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rattus_desktop.engine import registry
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.rattus.rules.data import all_cards, known_modules
from rattus_desktop.games.rattus.ui.names import card_name
from rattus_desktop.games.rattus.ui.table_support import card_on_table, module_on_table
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog

pytestmark = pytest.mark.gui


def core_accepts_card(card: str) -> bool:
    try:
        registry.get("rattus").configure(4, "bigbox", {"cards": [card]})
    except ConfigError:
        return False
    return True


def core_accepts_module(module: str) -> bool:
    try:
        registry.get("rattus").configure(4, "bigbox", {"modules": [module]})
    except ConfigError:
        return False
    return True


def dialog_for(qtbot, settings) -> NewGameDialog:
    dialog = NewGameDialog(None, None, "rattus", settings)
    qtbot.addWidget(dialog)
    return dialog


def enabled_counts(dialog: NewGameDialog) -> list[int]:
    return [dialog.count_group.id(b) for b in dialog.count_group.buttons() if b.isEnabled()]


def card_items(panel) -> dict[str, object]:
    return {panel.cards.item(i).data(Qt.ItemDataRole.UserRole): panel.cards.item(i)
            for i in range(panel.cards.count())}


def test_ruleset_sets_the_seat_counts(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("classic"))
    assert enabled_counts(dialog) == [2, 3, 4] and not panel.bigbox.isVisibleTo(dialog)
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    assert enabled_counts(dialog) == [2, 3, 4, 5, 6]
    dialog.count_group.button(6).setChecked(True)
    assert len([r for r in dialog.rows if not r[0].isHidden()]) == 6
    colours = {dialog.rows[s][1].currentData() for s in range(6)}
    assert len(colours) == 6
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("classic"))
    assert dialog.player_count() == 4  # 6 is not a classic count


def test_cards_the_core_or_table_refuses_are_listed_disabled_with_a_note(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    panel.how.button(3).setChecked(True)  # chosen by hand
    items = card_items(panel)
    assert set(items) == set(all_cards())
    for card, item in items.items():
        enabled = bool(item.flags() & Qt.ItemFlag.ItemIsEnabled)
        assert enabled == (core_accepts_card(card) and card_on_table(card)), card
        assert card_name(card) in item.text()
        assert ("—" in item.text()) == (not enabled)
        if core_accepts_card(card) and not card_on_table(card):
            assert "not at this table yet" in item.text()
    for module, check in panel.modules.items():
        assert check.isEnabled() == (core_accepts_module(module) and module_on_table(module))
        if not check.isEnabled():  # its reason in its tooltip and on the line
            assert check.toolTip() and check.toolTip() in panel.module_note.text()
    assert set(panel.modules) == set(known_modules())


def test_chosen_set_is_the_started_config_with_the_chivalry_warning(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    dialog.count_group.button(3).setChecked(True)
    panel.how.button(3).setChecked(True)
    items = card_items(panel)
    ticked = {c for c, i in items.items() if i.checkState() == Qt.CheckState.Checked}
    assert ticked == set(panel.config(3).option("cards"))  # the set shown before stays
    for item in items.values():
        item.setCheckState(Qt.CheckState.Unchecked)
    for card in ("peasant", "merchant", "monk", "witch", "king", "nun"):
        items[card].setCheckState(Qt.CheckState.Checked)
    assert "chivalry" in panel.warning.text()
    config = dialog.choice().config
    assert config == registry.get("rattus").configure(
        3, "bigbox", {"cards": ["peasant", "merchant", "monk", "witch", "king", "nun"]})
    items["nun"].setCheckState(Qt.CheckState.Unchecked)
    items["knight"].setCheckState(Qt.CheckState.Checked)
    assert "chivalry" not in panel.warning.text()
    dialog.count_group.button(4).setChecked(True)
    assert panel.warning.text() == ""


def test_empty_hand_chosen_set_is_refused(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    panel.how.button(3).setChecked(True)
    for item in card_items(panel).values():
        item.setCheckState(Qt.CheckState.Unchecked)
    dialog.accept()
    assert dialog.result() == 0 and panel.warning.text()


def test_random_set_is_shown_and_started(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    dialog.count_group.button(5).setChecked(True)
    panel.how.button(1).setChecked(True)
    shown = [c for c, item in card_items(panel).items()
             if item.checkState() == Qt.CheckState.Checked]
    config = dialog.choice().config
    assert config.ruleset == "bigbox" and config.players == 5
    assert list(config.option("cards")) == shown and len(shown) == 8
    assert all(card_on_table(c) for c in shown)  # a random set the table can play
    assert all(card_name(c) in panel.in_play.text() for c in shown)
    assert panel.cards.isHidden() and not panel.in_play.isHidden()
    panel.how.button(3).setChecked(True)
    assert not panel.cards.isHidden() and panel.in_play.isHidden()


def test_preset_and_remembered_choice(qtbot, settings):
    dialog = dialog_for(qtbot, settings)
    dialog.options_panel.preset_bigbox()
    assert dialog.player_count() == 6
    config = dialog.choice().config
    assert config == registry.get("rattus").configure(6, "bigbox", {"cards": "first"})
    dialog.accept()
    again = dialog_for(qtbot, settings)
    assert again.options_panel.current_ruleset() == "bigbox"
    assert again.player_count() == 6 and again.choice().config == config


@pytest.mark.parametrize("how", [1, 2])  # random, one per class
def test_sets_drawn_by_a_rule_are_always_playable_here(qtbot, settings, how):
    dialog = dialog_for(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    panel.how.button(how).setChecked(True)
    for players in (2, 3, 4, 5, 6):
        dialog.count_group.button(players).setChecked(True)
        for seed in range(1, 40, 7):
            panel.card_seed = seed
            cards = dialog.choice().config.option("cards")
            assert cards and all(card_on_table(c) for c in cards), (players, seed, cards)
