"""Starting another game from a window that shows one game's table.

A review found the Cartus table empty (and the status still welcoming) after choosing
Rattus Cartus in the new-game dialog of a Rattus window: the new table was made while
``game_started`` was being emitted, so it never heard of the game.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui

COLOURS = ["vermilion", "blue", "yellow"]


def start(window, game: str, kind: str) -> None:
    gd = registry.get(game)
    config = gd.configure(3, gd.rulesets[0], {})
    window.start_game(config, [Seat(f"P{i}", c, kind) for i, c in enumerate(COLOURS)])


def status_texts(window) -> list[str]:
    return [label.text() for label in window.status.findChildren(QLabel) if label.text()]


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_hot_seat_game_of_another_game_starts_at_its_hand_over(window, qtbot, game):
    assert window.table_game == "rattus"
    start(window, game, "human")
    qtbot.waitUntil(lambda: window.handover.isVisible(), timeout=3000)
    assert window.table_game == game
    assert "Welcome to Rattus" not in status_texts(window)


@pytest.mark.parametrize(("first", "game"), [("rattus", "cartus"), ("rattus", "notredame"),
                                           ("cartus", "rattus"), ("notredame", "cartus")])
def test_bots_play_a_game_started_from_another_games_table(window, qtbot, first, game):
    """The bots of the new game are asked by the new table's flow: it heard of the game."""
    start(window, first, "human")
    qtbot.waitUntil(lambda: window.table_game == first, timeout=3000)
    start(window, game, "easy")
    session = window.controller.session
    assert session is not None and session.config.game == game
    qtbot.waitUntil(lambda: len(session.log) > 3, timeout=10000)
    assert window.table_game == game


@pytest.mark.parametrize(("first", "game"), [("rattus", "cartus"), ("rattus", "notredame"),
                                           ("cartus", "rattus")])
def test_language_switch_right_after_starting_another_game(window, qtbot, first, game):
    """A review found the Rattus table retranslating over a Cartus game's view
    (``'CartusView' object has no attribute 'turn'``) when the language changed just
    after another game was started: only the table of the game shown speaks."""
    from rattus_desktop.shell.kit import i18n

    start(window, first, "human")
    qtbot.waitUntil(lambda: window.table_game == first, timeout=3000)
    start(window, game, "human")
    try:
        i18n.apply_language("zh_TW")  # every widget gets a LanguageChange event
        qtbot.wait(50)
        assert window.table_game == game
    finally:
        i18n.apply_language("en")
        qtbot.wait(10)
