"""The board fills the view at every window shape (no flat brown bands: the side parts
reflow below a board in a tall window, and the table's texture reaches every edge), and
pieces stand as stacks large enough to read majorities at 1280x720."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.ui.board_scene import ARRANGEMENTS, stack_places
from rattus_desktop.games.rattus.ui.items.meeple import STACK_H, STACK_STEP, STACK_W
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui

COLOURS = ("#d55e00", "#0072b2", "#f0e442", "#cc79a7")
SIZES = [(1280, 720, 0.93), (1366, 768, 0.93), (1920, 1080, 0.9), (900, 1000, 0.6)]


def four(window) -> None:
    seats = [Seat(n, c, "human") for n, c in zip("ABCD", COLOURS, strict=True)]
    window.start_game(registry.get("rattus").config(4), seats, seed=3)


def resized(qtbot, window, w: int, h: int) -> None:
    window.resize(w, h)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (w, h), timeout=3000)
    qtbot.wait(30)


def covered(view) -> float:
    """The share of the board view that the board and its side parts cover."""
    shown = view.mapFromScene(view.sceneRect()).boundingRect().intersected(
        view.viewport().rect())
    port = view.viewport().rect()
    return shown.width() * shown.height() / (port.width() * port.height())


@pytest.mark.parametrize(("w", "h", "share"), SIZES)
def test_the_board_fills_the_view(qtbot, window, w, h, share):
    four(window)
    resized(qtbot, window, w, h)
    view = window.table.view
    assert covered(view) >= share
    if h > w:
        assert window.table.scene.arrangement == "tall"


def test_a_tall_window_puts_the_side_parts_below_the_board(qtbot, window):
    four(window)
    resized(qtbot, window, 900, 1000)
    scene = window.table.scene
    assert scene.arrangement == "tall" and scene.sceneRect() == ARRANGEMENTS["tall"]
    assert scene.tray.rect.top() > 1200 and scene.supply.rect.top() > 1200
    assert all(card.pos().y() > 1200 for card in scene.cards.values())
    resized(qtbot, window, 1366, 768)
    assert scene.arrangement == "wide"
    assert scene.tray.rect.left() > 1600


def test_the_table_texture_reaches_every_edge(qtbot, window):
    four(window)
    resized(qtbot, window, 1920, 1080)
    view = window.table.view
    assert view.backgroundBrush().style() == Qt.BrushStyle.TexturePattern
    image = view.viewport().grab().toImage()
    board = view.mapFromScene(view.sceneRect()).boundingRect()
    band_x = max(1, board.left() // 2) if board.left() > 2 else image.width() - 3
    column = {QColor(image.pixel(band_x, y)).rgb() for y in range(0, image.height(), 3)}
    assert len(column) > 12  # a grain, not a flat fill or a plain gradient band


def test_pieces_are_large_enough_at_1280x720(qtbot, window):
    four(window)
    resized(qtbot, window, 1280, 720)
    scale = window.table.view.transform().m11()
    assert STACK_H * scale >= 26
    assert STACK_STEP * scale >= 6  # each piece of a stack shows


def test_stacks_stand_apart_inside_their_region(qtbot, window):
    four(window)
    scene = window.table.scene
    for rid, geo in scene.geometry.regions.items():
        offsets = stack_places(geo, scene.regions[rid].label_rect(), 4)
        feet = [QRectF(geo.pieces.x() + dx - STACK_W / 2, geo.pieces.y() + dy - STACK_H / 2,
                       STACK_W, STACK_H) for dx, dy in offsets]
        for i, a in enumerate(feet):
            assert geo.path.contains(QPointF(a.center())), rid
            for b in feet[i + 1:]:
                overlap = a.intersected(b)
                assert overlap.width() * overlap.height() < 0.5 * STACK_W * STACK_H, rid


def test_a_taller_stack_is_drawn_taller(qtbot, window):
    four(window)
    stack = window.table.scene.stacks[("gallia", 0)]
    stack.set_count(1)
    one = stack.shape().boundingRect().height()
    stack.set_count(3)
    three = stack.shape().boundingRect().height()
    assert three >= one + 2 * STACK_STEP


def test_a_chinese_marker_does_not_stretch_a_player_panel(qtbot, window):
    four(window)
    resized(qtbot, window, 1280, 720)
    panel = window.table.panels[0]
    ds = window.table.scene.state
    panel.update_from(ds, False, "")
    qtbot.wait(20)
    plain = panel.height()
    panel.update_from(ds, True, "已結束最後回合")
    qtbot.wait(20)
    assert panel.marker.isVisible()
    assert panel.height() <= plain + 26  # one more line, not a column of characters
