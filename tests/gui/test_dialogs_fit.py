"""Dialogs that fit (issue 28 item 5): confirmations sized to their text, the new-game
dialog on a 720-pixel screen with six seats, a disabled choice that says why."""

from __future__ import annotations

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.i18n import apply_language

pytestmark = pytest.mark.gui


def _whole(label) -> bool:
    """Every line of a word-wrapped label is shown: it is as tall as its text needs."""
    return label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("language", ["en", "zh_TW"])
@pytest.mark.parametrize("quitting", [True, False])
def test_quit_and_leave_confirmations_show_their_whole_text(window, qtbot, language,
                                                            quitting):
    apply_language(language)
    try:
        window.resize(1280, 720)
        window.start_game(registry.get("rattus").config(2),
                          [Seat("Ann", "#c0392b"), Seat("Bo", "#2e86c1")], seed=3)
        window.controller.try_apply(window.controller.game.legal_actions()[0])
        window.leave_game_then(lambda: None, quitting=quitting)
        qtbot.wait(50)
        confirm = window.confirm
        assert confirm.isVisible()
        assert _whole(confirm.info) and _whole(confirm.title)
        card = confirm.card
        assert card.height() >= card.layout().totalHeightForWidth(card.width())
        widest = max(confirm.info.fontMetrics().horizontalAdvance(confirm.info.text()),
                     confirm.title.fontMetrics().horizontalAdvance(confirm.title.text()))
        assert card.width() <= max(widest + 120, confirm.MIN_WIDTH)  # sized to its text
        assert card.width() <= window.width()
        box = card.geometry()
        assert confirm.rect().contains(box)
    finally:
        apply_language("en")


def _six_seat_big_box(qtbot, settings):
    from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(None, None, "rattus", settings)
    qtbot.addWidget(dialog)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    dialog.count_group.button(6).setChecked(True)
    return dialog


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_new_game_dialog_fits_a_720_pixel_screen_with_six_seats(qtbot, settings,
                                                                     language):
    apply_language(language)
    try:
        dialog = _six_seat_big_box(qtbot, settings)
        dialog.show()
        qtbot.wait(30)
        dialog.fit_screen(720 - 40)  # a laptop's screen less its task bar
        qtbot.wait(30)
        assert dialog.sizeHint().height() <= 720 - 40 - 30  # the title bar too
        assert dialog.ok.isVisible() and dialog.cancel.isVisible()
        body = dialog.body_scroll.widget()
        if body.height() > dialog.body_scroll.viewport().height():  # the rest scrolls
            bar = dialog.body_scroll.verticalScrollBar()
            assert bar.maximum() >= body.height() - dialog.body_scroll.viewport().height()
    finally:
        apply_language("en")


def test_a_disabled_player_count_says_why(qtbot, settings):
    dialog = _six_seat_big_box(qtbot, settings)
    panel = dialog.options_panel
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("classic"))
    for n in (5, 6):
        button = dialog.count_group.button(n)
        assert not button.isEnabled() and "rules" in button.toolTip()
    assert dialog.count_group.button(4).toolTip() == ""
    assert "5" in dialog.count_why.text() and "6" in dialog.count_why.text()
    panel.ruleset.setCurrentIndex(panel.ruleset.findData("bigbox"))
    assert dialog.count_why.text() == ""
