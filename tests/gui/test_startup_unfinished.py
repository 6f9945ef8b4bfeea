"""At start-up the Unfinished games list stands where a resume question used to:
declining it never loses a game, and resuming from it restores the Chronicle."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat
from rattus_desktop.saves import unfinished
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


def new_window(qtbot) -> MainWindow:
    settings = Settings(persistent=True)
    settings.set_speed("instant", save=False)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


def play(qtbot, window: MainWindow, seed: int, moves: int) -> None:
    window.start_game(registry.get("rattus").config(2), list(SEATS), seed=seed,
                      start_player=0)
    rng = random.Random(seed)
    for _ in range(moves):
        qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
        if window.handover.isVisible():
            window.handover.ready.click()
        if window.table.witch.isVisible():
            window.table.witch.keep.click()
            continue
        legal = window.controller.game.legal_actions()
        assert window.controller.try_apply(rng.choice(legal))
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)


def quit_window(window: MainWindow) -> None:
    window.table.stop()
    window.close_without_asking()


def dialogs(window: MainWindow) -> list[NewGameDialog]:
    return [d for d in window.findChildren(NewGameDialog) if d.isVisible()]


def test_declining_the_list_at_start_loses_nothing(qtbot):
    first = new_window(qtbot)
    play(qtbot, first, seed=3, moves=12)
    log = list(first.controller.session.log)
    quit_window(first)
    second = new_window(qtbot)
    second.start_up()
    assert second.unfinished.isVisible() and not dialogs(second)
    second.unfinished.close_button.click()  # not now
    assert [len(e.save.actions) for e in unfinished.list_games()] == [len(log)]
    second.start_up()  # offered again: nothing was lost
    second.unfinished.new.click()  # a new game instead
    qtbot.waitUntil(lambda: bool(dialogs(second)), timeout=2000)
    for dialog in dialogs(second):
        dialog.reject()
    play(qtbot, second, seed=4, moves=3)
    kept = sorted(len(e.save.actions) for e in unfinished.list_games())
    assert kept == sorted([len(log), 3])
    quit_window(second)


def test_resuming_from_the_list_at_start_restores_the_chronicle(qtbot):
    first = new_window(qtbot)
    play(qtbot, first, seed=5, moves=25)
    lines = list(first.table.side.lines)
    assert len(lines) > 20
    quit_window(first)
    second = new_window(qtbot)
    second.start_up()
    assert second.unfinished.isVisible()
    second.unfinished.go.click()
    qtbot.waitUntil(lambda: not second.table.flow.animator.busy, timeout=5000)
    assert second.table.side.lines == lines
    assert len(second.controller.session.log) > 0
    quit_window(second)


def test_the_newest_chronicle_line_stays_in_sight_when_the_log_shrinks(qtbot):
    window = new_window(qtbot)
    play(qtbot, window, seed=5, moves=40)
    log = window.table.side.log
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    log.setFixedHeight(log.height() - 40)  # e.g. another row of revealed tokens above
    qtbot.wait(20)
    assert bar.value() == bar.maximum()
    bar.setValue(0)  # the player scrolls up to read: left where they are
    log.setFixedHeight(log.height() + 20)
    qtbot.wait(20)
    assert bar.value() == 0
    quit_window(window)
