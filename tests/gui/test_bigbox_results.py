"""The results screen of a Big Box game shows where each score came from (module
points included); a classic game keeps its palace line."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui


def labels(window) -> list[str]:
    return [w.text() for w in window.results.findChildren(QLabel) if w.isVisible()]


def test_big_box_results_list_the_module_points(window, qtbot):
    window.start_game(classic(2), [Seat("Ann", "vermilion"), Seat("Bo", "blue")])
    detail = [{"pieces": 5, "palace": 0, "diplomats": 0, "universities": 3,
               "region_cards": 1, "guild": 0, "tavern": 2},
              {"pieces": 7, "palace": 1, "diplomats": 4, "universities": 0,
               "region_cards": 0, "guild": 0, "tavern": 0}]
    summary = {"scores": [11, 12], "winner": 1, "palace": [0, 1], "score_detail": detail,
               "modules": ["universities", "region_cards", "tavern"]}
    window.show_results(summary, [])
    texts = labels(window)
    assert window.results.subtitle.text().endswith("the modules add theirs (each player's "
                                                   "parts are listed).")
    assert "5 on the board, 3 for universities, 1 for region cards, 2 for taverns" in texts
    assert "7 on the board, 1 in the palace, 4 for diplomats" in texts


def test_classic_results_keep_the_palace_line(window, qtbot):
    window.start_game(classic(2), [Seat("Ann", "vermilion"), Seat("Bo", "blue")])
    window.show_results({"scores": [9, 8], "winner": 0, "palace": [2, 0]}, [])
    assert "2 in the palace" in labels(window)
    assert window.results.subtitle.text() == (
        "Each piece on the board or in the palace scores a point.")
