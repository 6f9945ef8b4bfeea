"""The results screen of a Big Box game shows where each score came from in its table
(a column per module's points); a classic game has the board and the palace."""

from __future__ import annotations

import pytest

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui

PARTS = ("board", "palace", "diplomats", "universities", "region_cards", "guild", "tavern")


def row_texts(window, row: int) -> list[str]:
    grid = window.results.table
    cells = [grid.itemAtPosition(row, c) for c in range(1, grid.columnCount())]
    return [c.widget().text() for c in cells if c is not None]


def test_big_box_results_list_the_module_points(window, qtbot):
    window.start_game(classic(2), [Seat("Ann", "vermilion"), Seat("Bo", "blue")])
    detail = (dict(zip(PARTS, (5, 0, 0, 3, 1, 0, 2), strict=True)),
              dict(zip(PARTS, (7, 1, 4, 0, 0, 0, 0), strict=True)))
    summary = {"scores": [11, 12], "winner": 1, "palace": [0, 1],
               "modules": ["universities", "region_cards", "tavern"]}
    window.show_results(summary, [], Outcome((11, 12), (1,), detail))
    assert window.results.subtitle.text().endswith("the modules add theirs (each player's "
                                                   "parts are listed).")
    assert row_texts(window, 0) == ["Player", "Board", "Palace", "Diplomats", "Universities",
                                    "Region cards", "Guilds", "Taverns", "Total"]
    assert row_texts(window, 1) == ["★ Bo", "7", "1", "4", "0", "0", "0", "0", "12"]
    assert row_texts(window, 2) == ["Ann", "5", "0", "0", "3", "1", "0", "2", "11"]


def test_classic_results_have_the_board_and_the_palace(window, qtbot):
    window.start_game(classic(2), [Seat("Ann", "vermilion"), Seat("Bo", "blue")])
    detail = ({"board": 7, "palace": 2}, {"board": 8, "palace": 0})
    window.show_results({"scores": [9, 8], "winner": 0}, [], Outcome((9, 8), (0,), detail))
    assert row_texts(window, 1) == ["★ Ann", "7", "2", "9"]
    assert window.results.subtitle.text() == (
        "Each piece on the board or in the palace scores a point.")
