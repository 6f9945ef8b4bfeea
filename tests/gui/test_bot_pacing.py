"""Computer players are paced so a person can follow them: a pause before each of
their moves that follows the animation speed (none at Instant), step by step waits
before each reveal of a computer's plague too, and a thinking-time setting, separate
from the speed, sets the bots' budget and is saved."""

from __future__ import annotations

import json
import random

import pytest

from rattus_desktop.bots import SEARCH_LEVELS, make_bot
from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.saves.store import config_dir
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.bot_runner import set_thinking
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui


def human_and_bot(window, seed: int = 3) -> None:
    window.start_game(classic(2), [Seat("Ann", theme.PLAYER_COLOURS[0]),
                                   Seat("Bot", theme.PLAYER_COLOURS[1], "easy")],
                      start_player=1, seed=seed)


@pytest.mark.parametrize("speed", ["slow", "normal", "fast", "instant"])
def test_the_pause_before_a_bot_move_follows_the_animation_speed(window, speed):
    window.settings.set_speed(speed, save=False)
    flow = window.table.flow
    flow.stop()
    human_and_bot(window)
    timer = flow._bot_timer
    if speed == "instant":
        assert timer.interval() == 0
        return
    assert timer.isActive()  # the computer starts: its move waits for the pause
    assert timer.interval() == window.settings.bot_delay_ms()


def test_pauses_shrink_with_speed_and_vanish_at_instant(qapp):
    settings = Settings(persistent=False)
    pauses = []
    for speed in ("slow", "normal", "fast", "instant"):
        settings.set_speed(speed, save=False)
        pauses.append(settings.bot_delay_ms())
    assert pauses[0] > pauses[1] > pauses[2] > pauses[3] == 0
    assert pauses[2] >= 300  # fast still lets the eye see who moved


def test_step_by_step_waits_on_a_computers_plague(window, qtbot):
    window.settings.set_speed("fast", save=False)
    window.settings.step_by_step = None  # automatic: on for a human against a computer
    flow = window.table.flow
    human_and_bot(window)
    controller, rng = window.controller, random.Random(4)
    movers_waited: set[int] = set()

    def run() -> bool:
        if flow.animator.waiting:
            movers_waited.add(window.table.scene.state.current)
            flow.animator.advance()
        elif not flow.animator.busy and controller.current_is_human():
            if window.table.witch.isVisible():
                window.table.witch.keep.click()
            else:
                controller.try_apply(rng.choice(controller.game.legal_actions()))
        return 1 in movers_waited or controller.game.is_over

    qtbot.waitUntil(run, timeout=60000)
    assert 1 in movers_waited


def _classic_view():
    return Game.new(classic(2), 3).view(0)


def test_thinking_time_is_the_search_budget(qapp):
    bot = make_bot("rattus", "hard", 1)
    view = _classic_view()
    base = bot.config_for(view).budget  # classic hard: its ruleset's budget
    assert base.iterations > SEARCH_LEVELS["hard"].budget.iterations
    set_thinking(bot, 2.5)
    assert bot.config_for(view).budget.iterations == round(base.iterations * 2.5)
    set_thinking(bot, 0.4)
    assert bot.config_for(view).budget.iterations == round(base.iterations * 0.4)
    set_thinking(bot, 1.0)
    assert bot.config_for(view).budget == base


def test_thinking_time_reaches_the_bot_and_is_saved(qtbot, scratch_home):
    from rattus_desktop.shell.app.window import MainWindow

    settings = Settings(persistent=True)
    settings.set_speed("instant", save=False)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.menus.thinking_actions["long"].trigger()
    assert settings.thinking_time == "long"
    saved = json.loads((config_dir() / "settings.json").read_text())
    assert saved["thinking_time"] == "long"
    assert Settings(persistent=True).thinking_time == "long"
    window.start_game(classic(2), [Seat("Ann", theme.PLAYER_COLOURS[0]),
                                   Seat("Bot", theme.PLAYER_COLOURS[1], "hard")],
                      start_player=1, seed=3)
    bot = window.table.flow._bot_players[1]
    base = make_bot("rattus", "hard", 1).config_for(_classic_view()).budget
    qtbot.waitUntil(lambda: bot.config_for(_classic_view()).budget.iterations
                    == round(base.iterations * 2.5), timeout=5000)
    window.table.flow.stop()
    window.close()


def test_the_step_by_step_menu_shows_the_automatic_choice(window):
    window.settings.step_by_step = None
    human_and_bot(window)
    assert window.menus.step_by_step.isChecked()
    window.table.flow.stop()
    window.start_game(classic(2), [Seat("Ann", theme.PLAYER_COLOURS[0]),
                                   Seat("Bo", theme.PLAYER_COLOURS[1])], seed=3)
    assert not window.menus.step_by_step.isChecked()
    assert window.settings.step_by_step is None  # shown, not chosen for the player
