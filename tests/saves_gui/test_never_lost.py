"""A game in progress is never left without asking; the unfinished games list."""

from __future__ import annotations

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.saves import unfinished
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.app.unfinished_ui import SlotKeeper
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


@pytest.fixture
def window(qtbot, home):
    settings = Settings(persistent=False)
    settings.set_speed("instant", save=False)
    w = MainWindow(settings)
    w.slots = SlotKeeper()  # the unfinished-games slots, in the scratch home
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.table.stop()
    w.close_without_asking()


def start_and_move(qtbot, window, seed=3, moves=1):
    window.start_game(registry.get("rattus").config(2), SEATS, seed=seed)
    for _ in range(moves):
        qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
        assert window.controller.try_apply(window.controller.game.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)


def test_closing_with_a_game_in_progress_asks_first(qtbot, window):
    start_and_move(qtbot, window)
    window.close()
    qtbot.wait(20)
    assert window.isVisible() and window.confirm.isVisible()
    window.confirm.no.click()
    assert window.isVisible() and not window.confirm.isVisible()
    window.close()
    qtbot.wait(20)
    window.confirm.yes.click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)


def test_closing_without_a_game_in_progress_does_not_ask(qtbot, window):
    window.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    assert not window.confirm.isVisible()


def test_new_game_asks_before_leaving_the_game(qtbot, window):
    start_and_move(qtbot, window)
    window.ask_new_game()
    assert window.confirm.isVisible()
    assert not [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    window.confirm.yes.click()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(NewGameDialog)),
                    timeout=2000)
    for dialog in window.findChildren(NewGameDialog):
        dialog.reject()


def test_two_unfinished_games_listed_and_the_older_resumed(qtbot, window):
    start_and_move(qtbot, window, seed=3, moves=1)
    first_log = list(window.controller.session.log)
    window.leave_game_then(lambda: window.start_game(registry.get("rattus").config(2), SEATS,
                                                     seed=4))
    window.confirm.yes.click()
    for _ in range(3):
        qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
        assert window.controller.try_apply(window.controller.game.legal_actions()[0])
    assert [len(e.save.actions) for e in unfinished.list_games()] in ([3, 1], [1, 3])
    window.show_unfinished()
    assert window.unfinished.isVisible() and window.unfinished.list.count() == 2
    lines = [window.unfinished.list.item(i).text() for i in range(2)]
    assert all(": Rattus: " in line for line in lines), lines  # each line names its game
    row = [len(e.save.actions) for e in window.unfinished.entries].index(1)
    window.unfinished.list.setCurrentRow(row)
    window.unfinished.go.click()
    assert window.confirm.isVisible()  # the game on the table has moves: asked first
    window.confirm.yes.click()
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    assert list(window.controller.session.log) == first_log
    assert len(unfinished.list_games()) == 2  # nothing was lost


def test_play_again_needs_a_game_and_saved_is_calm(qtbot, window):
    assert not window.menus.again.isEnabled()
    start_and_move(qtbot, window)
    assert window.menus.again.isEnabled()
    window.status.set_good_news("Saved: x.json")
    assert window.status.hint.objectName() == "notice"
    window.status.set_hint("That move is not allowed now.")
    assert window.status.hint.objectName() == "hint"
