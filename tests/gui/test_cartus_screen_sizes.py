"""The Cartus table at the usual screen sizes: legible text, no overlaps, no dead space.

Every font the table paints is recorded (``theme.pixel_font`` is wrapped) while the
real window is grabbed; its size in scene units times the view's scale is its height
on screen.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtTest import QTest
from table_sizes import SIZES, seats

from rattus_desktop.engine import registry
from rattus_desktop.shell.app.window import MainWindow

pytestmark = pytest.mark.gui


def open_table(qtbot, settings, size: tuple[int, int], players: int = 3) -> MainWindow:
    w = MainWindow(settings, "cartus")
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_game(registry.get("cartus").config(players), seats(players), 0, 11)
    qtbot.waitUntil(lambda: w.table.scene.enabled, timeout=10000)
    QTest.qWait(50)
    return w


def parts(w: MainWindow) -> list[tuple[str, QRectF]]:
    scene = w.table.scene
    out = [("tracks", scene.tracks.sceneBoundingRect()),
           ("players", scene.players.sceneBoundingRect()),
           ("info", scene.info.sceneBoundingRect())]
    out += [(f"building{i}", b.mapRectToScene(QRectF(0, 0, b.w, b.h)))
            for i, b in enumerate(scene.buildings) if b.isVisible()]
    out += [(f"nun{i}", n.mapRectToScene(QRectF(0, 0, n.w, n.h)))
            for i, n in enumerate(scene.nuns)]
    cards = [c.sceneBoundingRect() for c in scene.hand]
    if cards:
        hand = cards[0]
        for rect in cards[1:]:
            hand = hand.united(rect)
        out.append(("hand", hand))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 5])
def test_every_text_on_the_table_is_legible(qtbot, settings, font_sizes, size, players):
    w = open_table(qtbot, settings, size, players)
    try:
        font_sizes.clear()
        w.grab()
        scale = w.table.view.shown_scale
        assert font_sizes, "nothing was painted"
        assert scale >= 1.0, scale
        assert min(font_sizes) * scale >= 11, (min(font_sizes), scale)
        # the building names (the card titles) are larger than the rest
        assert max(font_sizes) * scale >= 16
    finally:
        w.table.flow.stop()
        w.close()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 5])
def test_parts_fill_the_view_and_never_overlap(qtbot, settings, size, players):
    w = open_table(qtbot, settings, size, players)
    try:
        view = w.table.view
        shown = view.mapFromScene(view.sceneRect()).boundingRect()
        port = view.viewport().rect()
        assert shown.width() >= port.width() - 2 and shown.height() >= port.height() - 2
        scene_rect = view.sceneRect()
        laid = parts(w)
        for name, rect in laid:
            assert scene_rect.contains(rect.adjusted(4, 4, -4, -4)), name
        for i, (a, ra) in enumerate(laid):
            for b, rb in laid[i + 1:]:
                assert not ra.adjusted(2, 2, -2, -2).intersects(rb), (a, b)
        covered = sum_area([r for _n, r in laid]) / (scene_rect.width() * scene_rect.height())
        assert covered >= 0.6, covered
        # the cards are large: a hand card is at least 130 pixels tall on screen
        card = w.table.scene.hand[0]
        assert card.h * view.shown_scale >= 130
    finally:
        w.table.flow.stop()
        w.close()


def sum_area(rects: list[QRectF]) -> float:
    return sum(r.width() * r.height() for r in rects)


def test_zh_tw_text_is_at_least_12_pixels(qtbot, settings, font_sizes):
    from rattus_desktop.shell.kit.i18n import apply_language

    apply_language("zh_TW")
    try:
        w = open_table(qtbot, settings, (1280, 720))
        font_sizes.clear()
        w.grab()
        assert min(font_sizes) * w.table.view.shown_scale >= 12
        w.table.flow.stop()
        w.close()
    finally:
        apply_language("en")


def test_zoom_magnifies_the_laid_out_table_and_comes_back(qtbot, settings):
    w = open_table(qtbot, settings, (1280, 720))
    try:
        view = w.table.view
        fitted = view.shown_scale
        rect = view.sceneRect()
        w.zoom_table(1)
        assert view.shown_scale == pytest.approx(fitted * 1.25)
        assert view.sceneRect() == rect  # the same layout, magnified
        assert view.horizontalScrollBar().maximum() > 0
        w.zoom_table(0)
        assert view.shown_scale == pytest.approx(fitted)
    finally:
        w.table.flow.stop()
        w.close()


def test_a_long_bold_log_line_gets_the_height_it_wraps_to(qtbot, settings):
    """A strong (bold, larger) line is as tall as its own font wraps it, not cut off."""
    from PySide6.QtGui import QFontMetrics

    w = open_table(qtbot, settings, (1280, 720))
    try:
        log = w.table.log
        w.table.add_log("The building deck is empty: this is the last round. " * 3,
                        strong=True)
        item = log.item(log.count() - 1)
        line = QFontMetrics(item.font()).lineSpacing()
        assert item.sizeHint().height() >= 3 * line
        narrow = item.sizeHint()
        w.resize(1920, 1080)  # the log widens: the line is measured again
        QTest.qWait(50)
        assert item.sizeHint().width() > narrow.width()
        assert item.sizeHint().height() <= narrow.height()
    finally:
        w.table.flow.stop()
        w.close()
