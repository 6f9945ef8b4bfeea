"""The Big Box on a laptop (issue 28): 1280x720, six players, every module."""

from __future__ import annotations

import pytest
from test_bigbox_all_modules import everything
from test_bigbox_table import seats

pytestmark = pytest.mark.gui
LAPTOP = (1280, 720)


def six_at_laptop(window, qtbot):
    window.start_game(everything(6, 5), seats(6), start_player=0, seed=5)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=8000)
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == LAPTOP, timeout=3000)
    qtbot.wait(80)


def test_the_board_stays_put_when_the_status_text_grows(window, qtbot):
    six_at_laptop(window, qtbot)
    view = window.table.view
    before = (view.mapTo(window, view.rect().topLeft()), view.size())
    long = " ".join(["A long prompt that keeps going and going."] * 12)
    window.status.set_status("Agnes: place your pieces", long)
    window.status.set_hint("Why not: " + long)
    qtbot.wait(80)
    assert window.status.detail.height() > 2 * window.status.detail.fontMetrics().height()
    after = (view.mapTo(window, view.rect().topLeft()), view.size())
    assert after == before
    window.status.set_status("Agnes", "")
    window.status.set_hint("")
    qtbot.wait(80)
    assert (view.mapTo(window, view.rect().topLeft()), view.size()) == before


def inside(widget, outer) -> bool:
    top_left = widget.mapTo(outer, widget.rect().topLeft())
    return widget.isVisible() and outer.rect().contains(
        type(widget.rect())(top_left, widget.size()))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_player_line_is_in_view(window, qtbot, players):
    window.start_game(everything(players, 5), seats(players), start_player=0, seed=5)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=8000)
    window.resize(*LAPTOP)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == LAPTOP, timeout=3000)
    window.status.set_status("Agnes", " ".join(["Two lines of status text."] * 12))
    qtbot.wait(80)
    viewport = window.table.players_scroll.viewport()
    assert len(window.table.panels) == players
    for panel in window.table.panels:
        assert inside(panel, viewport), panel.info.name
        assert inside(panel, window)
    assert window.table.players_scroll.verticalScrollBar().maximum() == 0


def test_a_player_line_expands_on_a_click_and_names_the_cards(window, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    six_at_laptop(window, qtbot)
    panel = window.table.panels[0]
    folded = panel.height()
    assert not panel.counts.isVisible() and panel.line.isVisible()
    assert "Reserve" in panel.line.toolTip()
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert panel.expanded and panel.counts.isVisible() and panel.cards.isVisible()
    assert panel.height() > folded
    QTest.mouseClick(panel, Qt.MouseButton.LeftButton)
    qtbot.wait(50)
    assert not panel.expanded and not panel.counts.isVisible()


def test_stacks_of_different_players_never_overlap_in_a_region(window, qtbot):
    from rattus_desktop.games.rattus.ui.stack_slots import footprint

    six_at_laptop(window, qtbot)
    scene = window.table.scene
    ds = scene.state
    for region in scene.regions:  # every region crowded: one to six players, many pieces
        for players in range(1, 7):
            ds.pieces[region] = [7 if s < players else 0 for s in range(6)]
            ds.pieces[region][0] = 12 if players > 1 else 1
            scene.layout_pieces()
            feet = []
            for seat in range(players):
                stack = scene.stacks[(region, seat)]
                assert stack.isVisible()
                feet.append(footprint(stack.count, stack.most).translated(stack.pos()))
            for i, a in enumerate(feet):
                for b in feet[i + 1:]:
                    assert not a.intersects(b), (region, players)
        ds.pieces[region] = [0] * 6
    scene.layout_pieces()


def test_the_stack_footprint_covers_what_is_painted(window, qtbot):
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from rattus_desktop.games.rattus.ui.stack_slots import footprint

    six_at_laptop(window, qtbot)
    stack = window.table.scene.stacks[(next(iter(window.table.scene.regions)), 2)]
    for count in (1, 2, 5, 12):
        stack.set_count(count)
        box = stack.boundingRect()
        image = QImage(int(box.width()), int(box.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(-box.left(), -box.top())
        stack.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        xs, ys = [], []
        for y in range(image.height()):
            for x in range(image.width()):
                if image.pixelColor(x, y).alpha() > 20:
                    xs.append(x + box.left())
                    ys.append(y + box.top())
        foot = footprint(count, stack.most).adjusted(-1, -1, 1, 1)
        assert xs, "nothing painted"
        assert foot.left() <= min(xs) and max(xs) <= foot.right(), count
        assert foot.top() <= min(ys) and max(ys) <= foot.bottom(), count


@pytest.mark.parametrize("region_colour", ["#f4efe4", "#e9dcb4", "#d8e4c8", "#f0e442"])
def test_light_pieces_carry_an_outline_on_every_region_colour(qtbot, region_colour):
    """A white or yellow piece as large as at 1280x720 (a Big Box figure: 15x18 px) on
    a pale region: a dark rim all round (the art's own thin line leaves ~26 dark pixels)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from rattus_desktop.games.rattus.ui.items.meeple import is_light, paint_meeple
    from rattus_desktop.shell.kit import art, theme

    light = [c for c in theme.PLAYER_COLOURS if is_light(c)]
    assert "#f4efe4" in light and "#f0e442" in light
    art.clear_cache()
    for seat, colour in enumerate(theme.PLAYER_COLOURS):
        if colour not in light:
            continue
        image = QImage(30, 30, QImage.Format.Format_ARGB32)
        image.fill(QColor(region_colour))
        painter = QPainter(image)
        paint_meeple(painter, QRectF(7, 5, 15, 18), theme.shape_for(seat), colour)
        painter.end()
        dark = sum(image.pixelColor(x, y).lightnessF() < 0.5 for x in range(30)
                   for y in range(30))
        assert dark >= 50, (colour, dark)


def test_region_names_are_at_least_11_pixels_on_screen(window, qtbot, font_sizes):
    six_at_laptop(window, qtbot)
    scene, view = window.table.scene, window.table.view
    scale = view.transform().m11()
    assert scale < 0.4  # the Big Box board is shown small here: 22 px would be ~7 px
    font_sizes.clear()
    for region in scene.regions.values():
        region.update()
    window.grab()
    sizes = {r.label_px for r in scene.regions.values()}
    assert len(sizes) == 1 and sizes <= set(font_sizes)
    assert min(sizes) * scale >= 11
    window.resize(1920, 1080)  # a larger screen: back to the board's own size
    qtbot.wait(100)
    big = view.transform().m11()
    assert all(r.label_px * big >= 11 for r in scene.regions.values())
    assert all(r.label_px < min(sizes) for r in scene.regions.values())


def test_the_hint_s_first_move_has_the_highest_estimate_shown(window, qtbot):
    from rattus_desktop.shell.kit.hint_search import compute_hint

    six_at_laptop(window, qtbot)
    game = window.controller.game
    hint = compute_hint("rattus", game.view(game.current_player), 5, iterations=60)
    values = [s.value for s in hint.top]
    assert hint.top[0].action == hint.action
    assert values[0] == max(values) and values == sorted(values, reverse=True)
