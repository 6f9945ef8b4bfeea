"""The results table is never cut: at 1280×720 and 1920×1080 (where its text grows),
with the most seats each game allows and long names, every cell's text fits its cell (no
elided text, no wrapped note cut short) and every cell lies inside the window, in English
and in Traditional Chinese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel

from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.games.notredame.ui.scores import SOURCES
from rattus_desktop.games.rattus.rules.config import bigbox
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.i18n import translations
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

NAMES = ("Bartholomew of Ghent", "Wilhelmina Vortigern", "Maximilian Sforza",
         "Cunegonde de Valois", "Ferdinand Habsburg", "巴塞洛繆．范德維爾德")
COLOURS = ("vermilion", "blue", "green", "yellow", "purple", "black")
BIGBOX = ("board", "palace", "diplomats", "universities", "region_cards", "guild", "tavern")
CARTUS = ("tracks", "hand", "specials", "gold", "vp")


@pytest.fixture
def window(qtbot, qapp, use_qm):
    settings = Settings(persistent=False)
    settings.set_speed("instant", save=False)
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    translations().apply("en")
    w.table.flow.stop()
    w.close_without_asking()


def seats(n: int) -> list[Seat]:
    return [Seat(NAMES[i], COLOURS[i]) for i in range(n)]


def detail(parts: tuple[str, ...], n: int, big: int = 18) -> tuple[dict[str, int], ...]:
    return tuple({p: big - i - j for j, p in enumerate(parts)} for i in range(n))


def show_bigbox(window) -> None:
    window.start_game(bigbox(6), seats(6))
    d = detail(BIGBOX, 6)
    scores = tuple(sum(x.values()) for x in d)
    tied = (0, 1)
    scores = (scores[0], scores[0], *scores[2:])
    window.show_results({}, list(tied), Outcome(scores, (1,), d, "after_trigger", tied))


def show_cartus(window) -> None:
    window.start_game(registry.get("cartus").config(5), seats(5), 0, 3)
    d = detail(CARTUS, 5)
    scores = tuple(sum(x.values()) for x in d)
    summary = {"rats": [13, 2, 3, 4, 5], "nuns": 10, "dead": [0]}
    window.show_results(summary, [], Outcome(scores, (1,), d))


def show_notredame(window) -> None:
    window.start_game(registry.get("notredame").config(5), seats(5), 0, 11)
    d = tuple({**x, "gold": 3, "reserve": 4} for x in detail(SOURCES, 5))
    scores = (60, 60, 50, 40, 30)
    window.show_results({}, [0, 1], Outcome(scores, (0,), d, "gold_plus_reserve", (0, 1)))


def cut_cells(window) -> list[str]:
    """Every label of the results card whose text does not fit it or the window."""
    screen = window.results
    bad = []
    for label in screen.card.findChildren(QLabel):
        if not label.isVisible() or not label.text():
            continue
        room = label.contentsRect()
        if label.wordWrap():
            fits = label.heightForWidth(room.width()) <= room.height()
        else:
            fits = label.fontMetrics().horizontalAdvance(label.text()) <= room.width()
        inside = screen.rect().contains(QRect(label.mapTo(screen, QPoint(0, 0)), label.size()))
        if not (fits and inside):
            bad.append(f"{label.text()!r} fits={fits} inside={inside}")
    return bad


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("show", [show_bigbox, show_cartus, show_notredame])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_cell_fits(qtbot, window, lang, show, size):
    window.resize(*size)
    qtbot.wait(10)
    show(window)
    window.set_language(lang)  # the open results screen switches language
    qtbot.wait(30)
    assert window.results.isVisible()
    assert window.results.again.text() == ("Play again" if lang == "en" else "再玩一局")
    cells = [w for w in window.results.card.findChildren(QLabel) if w.isVisible() and w.text()]
    assert len(cells) > 30  # the table is there: headers, rows and notes
    assert cut_cells(window) == []
    if show is show_cartus:
        note = {"en": "Dead of the plague: 13 rats, more than 10 on the nun row.",
                "zh_TW": "死於鼠疫：13 隻老鼠，多於修女列的 10 位修女。"}[lang]
        assert note in [w.text() for w in cells]
    grown = window.results.table.itemAtPosition(1, 1).widget().font().pointSize()
    assert (grown > 15) == (size[1] > 720)  # the names' 15 points grow on a large window
