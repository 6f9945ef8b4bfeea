"""Switching the language at run time renames the window, menus, board and status."""

from __future__ import annotations

import pytest

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui.dialogs.rules import RulesDialog, rules_html
from rattus_desktop.games.rattus.ui.names import card_name, region_name
from rattus_desktop.games.rattus.ui.tooltips import card_tip, region_tip, token_tip
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.i18n import translations
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui


def menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


@pytest.fixture
def window(qtbot, qapp, use_qm):
    settings = Settings(persistent=False)
    settings.set_speed("instant", save=False)
    translations().apply("en")
    w = MainWindow(settings)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.table.flow.stop()
    w.close()


def settle(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    qtbot.wait(20)


def test_switch_changes_window_texts_and_back(qtbot, window):
    window.start_game(classic(2), [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")],
                      seed=5)
    settle(qtbot, window)
    english = (window.windowTitle(), menu_titles(window), window.status.title.text(),
               window.table.side.supply.text())
    assert english[1][0] == "&Game"
    assert "Initial placement" in english[2]
    window.set_language("zh_TW")
    qtbot.wait(20)
    assert window.windowTitle() == "鼠疫 Rattus"
    assert menu_titles(window)[:4] == ["遊戲(&G)", "編輯(&E)", "檢視(&V)", "說明(&H)"]
    assert "初始放置" in window.status.title.text()
    assert "供應堆" in window.table.side.supply.text()
    assert window.table.side.log_title.text() == "遊戲紀錄"
    assert any("新遊戲開始" in line for line in window.table.side.lines)
    assert region_name("gallia") == "法蘭西" and card_name("witch") == "女巫"
    window.set_language("en")
    qtbot.wait(20)
    assert (window.windowTitle(), menu_titles(window), window.status.title.text(),
            window.table.side.supply.text()) == english
    assert window.settings.lang == "en"


def test_plural_forms(window):
    from rattus_desktop.shell.kit.plural import Numerus

    class Tips(Numerus):
        pass

    tips = Tips()
    assert tips.tr("%n rat token(s) here.", "", 1) == "1 rat token here."
    assert tips.tr("%n rat token(s) here.", "", 3) == "3 rat tokens here."
    translations().apply("zh_TW")
    assert tips.tr("%n rat token(s) here.", "", 3) == "這裡有 3 個老鼠指示物。"


def test_tooltips_and_rules_in_both_languages(qtbot, window):
    regions = ("anglia", "gallia", "scandia", "germania")
    for lang, words in (("en", ("Witch", "By sea", "Unknown")),
                        ("zh_TW", ("女巫", "海路", "未知"))):
        translations().apply(lang)
        assert words[0] in card_tip("witch")
        assert words[1] in region_tip("anglia", regions, 1, False)
        assert words[2] in token_tip(None, "gallia", 0, 2)
        html = rules_html()
        assert all(card_name(c) in html for c in
                   ("peasant", "merchant", "monk", "knight", "witch", "king"))
    dialog = RulesDialog(window)
    assert "階級卡" in dialog.text.toPlainText()
    translations().apply("en")
    qtbot.wait(20)  # LanguageChange is delivered through the event loop
    assert "class cards" in dialog.text.toPlainText()
    dialog.close()
