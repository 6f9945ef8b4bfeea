"""The Notre Dame table at the usual screen sizes: legible text, no overlaps, no dead
space, in both languages.

Every font the board paints is recorded (``theme.pixel_font`` is wrapped) while the
real window is grabbed; its size in scene units times the view's scale is its height
on screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from table_sizes import NAMES, SIZES, seats

from rattus_desktop.engine import registry
from rattus_desktop.games.notredame.ui.items import KeyedItem
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme

pytestmark = pytest.mark.gui


def open_table(qtbot, settings, size: tuple[int, int], players: int = 3) -> MainWindow:
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(registry.get("notredame").config(players), seats(players), 0, 11)
    qtbot.waitUntil(lambda: w.table.board.enabled, timeout=10000)
    QTest.qWait(50)
    return w


def parts(w: MainWindow) -> list[tuple[str, QRectF]]:
    board = w.table.board
    lay = board.layout
    out = [(f"borough{g.index}", g.rect) for g in lay.boroughs]
    out.append(("notre_dame", board.items_by_key[("notre_dame",)].rect))
    for key, item in board.items_by_key.items():
        if isinstance(item, KeyedItem) and key[0] in ("person", "card"):
            out.append((str(key), item.mapRectToScene(item.rect)))
    return out


def shown_text_sizes(w: MainWindow, font_sizes: list[int]) -> list[float]:
    font_sizes.clear()
    w.grab()
    scale = w.table.view.shown_scale
    return [px * scale for px in font_sizes]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 5])
def test_every_text_on_the_board_is_legible(qtbot, settings, font_sizes, size, players):
    w = open_table(qtbot, settings, size, players)
    try:
        sizes = shown_text_sizes(w, font_sizes)
        assert sizes, "nothing was painted"
        assert w.table.view.shown_scale >= 1.0
        assert min(sizes) >= 11, min(sizes)
        assert max(sizes) >= 16  # titles (borough owners, Notre Dame, persons) are larger
    finally:
        w.table.flow.stop()
        w.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_parts_fill_the_view_and_never_overlap(qtbot, settings, size, players):
    w = open_table(qtbot, settings, size, players)
    try:
        view = w.table.view
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        port = view.viewport().rect()
        assert shown.width() >= port.width() - 2 and shown.height() >= port.height() - 2
        scene_rect = view.sceneRect()
        laid = parts(w)
        assert len([n for n, _r in laid if n.startswith("('person'")]) == 3
        for name, rect in laid:
            assert scene_rect.contains(rect), name
        for i, (a, ra) in enumerate(laid):
            for b, rb in laid[i + 1:]:
                assert not ra.intersects(rb), (a, b)
        boroughs = [r for n, r in laid if n.startswith("borough")]
        area = sum(r.width() * r.height() for r in boroughs)
        assert area / (scene_rect.width() * scene_rect.height()) >= 0.3
        # a borough's sector is at least 45 pixels wide on screen
        cell = w.table.board.layout.boroughs[0].cell
        assert cell.width() * view.shown_scale >= 45
    finally:
        w.table.flow.stop()
        w.close()


def test_zh_tw_text_is_at_least_12_pixels(qtbot, settings, font_sizes):
    from rattus_desktop.shell.kit.i18n import apply_language

    apply_language("zh_TW")
    try:
        w = open_table(qtbot, settings, (1280, 720))
        assert min(shown_text_sizes(w, font_sizes)) >= 12
        w.table.flow.stop()
        w.close()
    finally:
        apply_language("en")


def test_zoom_magnifies_the_board_and_comes_back(qtbot, settings):
    w = open_table(qtbot, settings, (1280, 720))
    try:
        view = w.table.view
        fitted = view.shown_scale
        w.zoom_table(1)
        assert view.shown_scale == pytest.approx(fitted * 1.25)
        assert view.verticalScrollBar().maximum() > 0
        w.zoom_table(0)
        assert view.shown_scale == pytest.approx(fitted)
    finally:
        w.table.flow.stop()
        w.close()


def test_the_final_scores_stay_on_the_board_through_a_resize(qtbot, settings):
    w = MainWindow(settings, "notredame")
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    bots = [Seat(NAMES[i], theme.PLAYER_COLOURS[i], "random") for i in range(3)]
    w.start_game(registry.get("notredame").config(3), bots, 0, 4)
    try:
        qtbot.waitUntil(lambda: w.controller.game.is_over, timeout=60000)
        QTest.qWait(50)

        def scores() -> list[str]:
            return [i.toPlainText() for i in w.table.board.items()
                    if type(i).__name__ == "QGraphicsTextItem"]

        assert any("Prestige" in t for t in scores())
        w.resize(1600, 900)
        QTest.qWait(50)
        assert any("Prestige" in t for t in scores())
    finally:
        w.table.flow.stop()
        w.close()


def test_a_long_bold_log_line_gets_the_height_it_wraps_to(qtbot, settings):
    """A strong (bold) line is as tall as its own font wraps it, not cut off with "…"."""
    from PySide6.QtGui import QFontMetrics

    w = open_table(qtbot, settings, (1280, 720))
    try:
        log = w.table.side.log
        w.table.side.add_log(lambda: "Outbreak in Bertrand's borough! 2 prestige lost. " * 3,
                             True)
        item = log.item(log.count() - 1)
        assert item.sizeHint().height() >= 3 * QFontMetrics(item.font()).lineSpacing()
    finally:
        w.table.flow.stop()
        w.close()
