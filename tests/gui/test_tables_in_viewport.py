"""Cartus and Notre Dame with 5 players at 1280×720 (and at 1920×1080): every item the
table shows lies inside the board's viewport, and the viewport inside the window
(nothing runs off the window: a message, a chip, a card)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QTextBrowser
from table_sizes import seats

from rattus_desktop.engine import registry
from rattus_desktop.shell.app.window import MainWindow

pytestmark = pytest.mark.gui

READY = {"cartus": lambda t: t.scene.enabled, "notredame": lambda t: t.board.enabled}


def open_table(qtbot, settings, game: str, size: tuple[int, int]) -> MainWindow:
    w = MainWindow(settings, game)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(registry.get(game).config(5), seats(5), 0, 11)
    qtbot.waitUntil(lambda: READY[game](w.table), timeout=10000)
    QTest.qWait(50)
    return w


def outside(w: MainWindow) -> list[str]:
    """Every visible item whose rectangle on screen leaves the viewport (1 px slack)."""
    view = w.table.view
    port = view.viewport().rect().adjusted(-1, -1, 1, 1)
    out = []
    for item in view.scene().items():
        if not item.isVisible() or item.opacity() == 0:
            continue
        rect = item.sceneBoundingRect()
        if rect.isEmpty():
            continue
        shown = view.mapFromScene(rect).boundingRect()
        if not port.contains(shown):
            out.append(f"{type(item).__name__} {getattr(item, 'key', '')} {shown} {port}")
    return out


@pytest.mark.parametrize("game", ["cartus", "notredame"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_five_players_every_item_inside_the_viewport(qtbot, settings, game, size):
    w = open_table(qtbot, settings, game, size)
    try:
        view = w.table.view
        top_left = view.viewport().mapTo(w, view.viewport().rect().topLeft())
        on_window = QRect(top_left, view.viewport().size())
        assert w.rect().contains(on_window), (on_window, w.rect())
        assert outside(w) == []
    finally:
        w.table.flow.stop()
        w.close()


def test_the_check_sees_an_item_pushed_out(qtbot, settings):
    w = open_table(qtbot, settings, "notredame", (1280, 720))
    try:
        scene = w.table.view.scene()
        stray = scene.addRect(scene.sceneRect().adjusted(-40, 0, 40, 0))
        assert outside(w)
        scene.removeItem(stray)
    finally:
        w.table.flow.stop()
        w.close()


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_the_town_art_is_drawn_from_files_that_exist(qtbot, settings, game):
    from rattus_desktop.resources import asset
    from rattus_desktop.shell.kit import art

    art.REFERENCED.clear()
    w = open_table(qtbot, settings, game, (1280, 720))
    try:
        w.grab()
        prefix = "cards/cartus-" if game == "cartus" else "board/nd-"
        drawn = {n for n in art.REFERENCED if n.startswith(prefix)}
        assert drawn, art.REFERENCED
        for name in drawn | {n for n in art.REFERENCED if "nd-" in n}:
            assert asset(name).is_file() and art.art_file(name) == name, name
    finally:
        w.table.flow.stop()
        w.close()


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_the_legend_button_opens_the_rules_at_the_legend(qtbot, settings, game):
    w = MainWindow(settings, game)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    try:
        button = w.table.legend
        assert button.isVisible() and button.text()
        port = w.table.view.viewport().rect()
        assert port.contains(button.geometry())
        button.click()
        browsers = [b for b in QApplication.topLevelWidgets()
                    if b.isVisible() and b.findChild(QTextBrowser, "rulesText")]
        assert browsers
        shown = browsers[-1].findChild(QTextBrowser, "rulesText")
        assert shown.verticalScrollBar().value() > 0  # scrolled down to the legend
        browsers[-1].close()
    finally:
        w.table.stop()
        w.close()


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_the_side_text_grows_with_the_window(qtbot, settings, game):
    sizes = []
    for size in ((1280, 720), (1920, 1080)):
        w = open_table(qtbot, settings, game, size)
        try:
            log = w.table.log if game == "cartus" else w.table.side.log
            sizes.append(log.font().pointSizeF())
        finally:
            w.table.flow.stop()
            w.close()
    assert sizes[1] >= sizes[0] * 1.4, sizes


def test_two_player_notre_dame_gives_little_room_to_unused_boroughs(qtbot, settings):
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(registry.get("notredame").config(2), seats(2), 0, 11)
    qtbot.waitUntil(lambda: w.table.board.enabled, timeout=10000)
    try:
        geos = w.table.board.layout.boroughs
        area = {g.index: g.rect.width() * g.rect.height() for g in geos}
        used = area[0] + area[2]
        unused = area[1] + area[3]
        assert unused < 0.2 * used, (unused, used)
        assert outside(w) == []
        rects = [g.rect for g in geos]
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
        centre = w.table.board.layout.notre_dame
        assert not any(r.intersects(centre) for r in rects)
    finally:
        w.table.flow.stop()
        w.close()
