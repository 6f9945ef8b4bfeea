"""Help → Keys lists the keys of keyboard play in both languages, and the status line
tells a keyboard pick in Chinese too (issue 28 item 7)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.i18n import translations
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]


@pytest.fixture
def window(qtbot, qapp, use_qm):
    settings = Settings(persistent=True)
    settings.set_speed("instant", save=False)
    translations().apply("en")
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    yield w
    translations().apply("en")
    w.table.flow.stop()
    w.close_without_asking()


def keys_box(window) -> QMessageBox:
    window.menus.keys.trigger()
    box = window._keys_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    return box


def test_help_keys_in_english_and_chinese(qtbot, window):
    assert window.menus.keys.text() == "&Keys"
    text = keys_box(window).text()
    for words in ("Tab / Shift+Tab", "Arrow keys", "Enter", "Esc", "nearest place"):
        assert words in text
    keys_box(window).close()
    window.set_language("zh_TW")
    qtbot.wait(10)
    assert window.menus.keys.text() == "按鍵說明(&K)"
    text = keys_box(window).text()
    for words in ("方向鍵", "最近", "放回", "狀態列"):
        assert words in text


def test_the_pick_is_told_in_chinese(qtbot, window):
    window.set_language("zh_TW")
    window.start_game(classic(2), list(SEATS), seed=21)
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    QTest.keyClick(window.table.view, Qt.Key.Key_Tab)
    assert window.table.interaction.selected == ("reserve",)  # setup: only the reserve
    text = window.status.hint.text()
    assert text.startswith("已拿起：備用區的 1 個棋子。可以放到") and "方向鍵" in text
    QTest.keyClick(window.table.view, Qt.Key.Key_Down)
    assert "→" in window.status.hint.text() and "Enter" in window.status.hint.text()
