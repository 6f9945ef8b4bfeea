"""The new-game dialog: levels described, presets, a chooser of every game with a table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from rattus_desktop.engine import registry
from rattus_desktop.play.session import HUMAN
from rattus_desktop.shell.app.dialogs.new_game import (
    GAME_SWITCH,
    NewGameDialog,
    level_description,
    offered_games,
)

pytestmark = pytest.mark.gui


def kinds(dialog: NewGameDialog) -> list[str]:
    return [dialog.rows[s][2].currentData() for s in range(dialog.player_count())]


def test_each_level_described_in_a_line(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    combo = dialog.rows[0][2]
    for i in range(1, combo.count()):
        level = combo.itemData(i)
        tip = combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
        assert tip == level_description(level) and tip.startswith(level.capitalize())
        assert tip in dialog.level_notes.text()


def test_presets(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.count_group.button(4).setChecked(True)
    dialog.preset_hot_seat()
    assert kinds(dialog) == [HUMAN] * 4 and dialog.hot_seat.text() == "Hot-seat for 4"
    dialog.preset_against_computer()
    assert dialog.player_count() == 2
    assert kinds(dialog)[0] == HUMAN and kinds(dialog)[1] != HUMAN


def test_chooser_lists_every_game_with_a_table(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    offered = {dialog.chooser.itemData(i) for i in range(dialog.chooser.count())}
    assert offered == {g.id for g in registry.games() if g.ui}
    assert offered == {g.id for g in offered_games()} and "rattus" in offered
    titles = {dialog.chooser.itemData(i): dialog.chooser.itemText(i)
              for i in range(dialog.chooser.count())}
    assert titles == {g.id: g.load_ui().title() for g in offered_games()}
    assert (not dialog.chooser.isHidden()) == (len(offered) > 1)


def test_choosing_another_game_asks_for_its_dialog(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    results: list[int] = []
    dialog.finished.connect(results.append)
    dialog.game_chosen("rattus")  # the same game: nothing happens
    assert results == []
    dialog.game_chosen("another")
    assert results == [GAME_SWITCH] and dialog.switch_to == "another"


def test_dialog_fits_its_content(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.size() == dialog.sizeHint()
    assert dialog.height() < 640
