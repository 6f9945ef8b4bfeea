"""The results screen is a table fed by the game's ``Outcome``: one row per seat, one
column per score part, and a note where the rules decide something a player would not
guess (a Cartus player dead of the plague, a tie broken by turn order or by rats)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui

CARTUS_PARTS = ("tracks", "hand", "specials", "gold", "vp")


def seats(*names: str) -> list[Seat]:
    colours = ("vermilion", "blue", "green", "yellow", "purple", "black")
    return [Seat(n, c) for n, c in zip(names, colours, strict=False)]


def rows(window) -> list[list[str]]:
    """The table's rows as texts (column 1 on: name or note, parts, total)."""
    grid = window.results.table
    out = []
    for r in range(grid.rowCount()):
        cells = [grid.itemAtPosition(r, c) for c in range(1, grid.columnCount())]
        widgets = [c.widget() for c in cells if c is not None and c.widget().isVisible()]
        unique = list(dict.fromkeys(widgets))  # a spanning note fills several cells
        if unique:
            out.append([w.text() for w in unique])
    return out


def name_label(window, text: str) -> QLabel:
    return next(w for w in window.results.findChildren(QLabel)
                if w.isVisible() and w.text().endswith(text))


def cartus_detail(*scores: tuple[int, ...]) -> tuple[dict[str, int], ...]:
    return tuple(dict(zip(CARTUS_PARTS, s, strict=True)) for s in scores)


def test_a_cartus_player_dead_of_the_plague_is_struck_and_ranked_after_the_living(window):
    window.start_game(registry.get("cartus").config(3), seats("Ann", "Bo", "Cy"), 0, 3)
    detail = cartus_detail((10, 2, 1, 6, 4), (5, 0, 1, 3, 2), (25, 0, 2, 0, 8))
    outcome = Outcome((23, 11, 35), (0,), detail)
    summary = {"rats": [4, 9, 13], "nuns": 10, "dead": [2]}
    window.show_results(summary, [], outcome)
    table = rows(window)
    assert table[0] == ["Player", "Tracks", "Hand", "Special cards", "Gold",
                        "Victory points", "Total"]
    assert table[1] == ["★ Ann", "10", "2", "1", "6", "4", "23"]
    assert table[2] == ["Bo", "5", "0", "1", "3", "2", "11"]
    assert table[3] == ["Cy", "25", "0", "2", "0", "8", "35"]
    # without the English .qm the plural reads "rat(s)" (tests/i18n checks "13 rats")
    assert table[4][0] in ("Dead of the plague: 13 rats, more than 10 on the nun row.",
                           "Dead of the plague: 13 rat(s), more than 10 on the nun row.")
    assert name_label(window, "Cy").font().strikeOut()
    assert not name_label(window, "Bo").font().strikeOut()
    assert window.results.title.text() == "Ann wins!"


def test_a_cartus_tie_on_points_says_the_rats_decided(window):
    window.start_game(registry.get("cartus").config(3), seats("Ann", "Bo", "Cy"), 0, 3)
    detail = cartus_detail((10, 2, 1, 6, 4), (15, 2, 1, 3, 2), (5, 0, 0, 0, 0))
    outcome = Outcome((23, 23, 5), (1,), detail, "fewer_rats", (0, 1))
    window.show_results({"rats": [6, 2, 1], "nuns": 8, "dead": []}, [], outcome)
    table = rows(window)
    assert table[1][0] == "★ Bo"
    assert table[2] == ["Tied on 23 points: fewer rats (2) win the tie."]
    assert table[3][0] == "Ann"
    assert table[4] == ["Tied on 23 points: more rats (6) lose the tie."]


def test_a_rattus_tie_broken_by_turn_order_says_so(window):
    window.start_game(classic(3), seats("Ann", "Bo", "Cy"))
    detail = ({"board": 6, "palace": 2}, {"board": 7, "palace": 1}, {"board": 5, "palace": 0})
    outcome = Outcome((8, 8, 5), (1,), detail, "after_trigger", (0, 1))
    window.show_results({"scores": [8, 8, 5], "winner": 1}, [0, 1], outcome)
    table = rows(window)
    assert table[0] == ["Player", "Board", "Palace", "Total"]
    assert table[1] == ["★ Bo", "7", "1", "8"]
    assert table[2] == ["Tied on 8 points: the tie goes to whoever would have played next, "
                        "and that is this player."]
    assert table[3] == ["Ann", "6", "2", "8"]
    assert table[4] == ["Tied on 8 points: Bo would have played first, so wins the tie."]
    assert table[5] == ["Cy", "5", "0", "5"]
    assert len(table) == 6


def test_nobody_wins_when_every_cartus_player_dies(window):
    window.start_game(registry.get("cartus").config(2), seats("Ann", "Bo"), 0, 3)
    outcome = Outcome((12, 9), (), cartus_detail((6, 2, 0, 0, 4), (5, 0, 0, 0, 4)))
    window.show_results({"rats": [11, 12], "nuns": 10, "dead": [0, 1]}, [], outcome)
    assert window.results.title.text() == "Nobody wins."
    assert name_label(window, "Ann").font().strikeOut()
    assert name_label(window, "Bo").font().strikeOut()


def test_a_notre_dame_tie_names_gold_plus_reserve_and_the_sources_are_columns(window):
    window.start_game(registry.get("notredame").config(3), seats("Ann", "Bo", "Cy"), 0, 11)
    sources = {"residence": 4, "message": 3, "donation": 0, "notre_dame": 8, "persons": 5,
               "park_bonus": 0, "outbreak": -2}
    detail = ({**sources, "gold": 2, "reserve": 1}, {**sources, "gold": 5, "reserve": 0},
              {**sources, "outbreak": -8, "gold": 9, "reserve": 9})
    outcome = Outcome((18, 18, 12), (1,), detail, "gold_plus_reserve", (0, 1))
    window.show_results({}, [0, 1], outcome)
    table = rows(window)
    assert table[0] == ["Player", "Residence", "Messages", "Donations", "Notre Dame scoring",
                        "Persons", "Park bonus", "Outbreaks", "Prestige"]
    assert table[1] == ["★ Bo", "4", "3", "0", "8", "5", "0", "-2", "18"]
    assert table[2] == ["Tied on 18 prestige: the most gold plus cubes in reserve (5) wins "
                        "the tie."]
    assert table[4] == ["Tied on 18 prestige: less gold plus cubes in reserve (3) loses the tie."]
    assert table[5][0] == "Cy" and len(table) == 6
