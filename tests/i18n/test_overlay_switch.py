"""Every open screen changes language when the language is switched while it is open:
the plague story card, the confirm question, the hand-over screen, the new-game dialog,
the results screen and the Unfinished games list."""

from __future__ import annotations

import pytest

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.games.rattus.ui.plague_story import group_reveals
from rattus_desktop.play.session import Seat
from rattus_desktop.saves import unfinished
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.i18n import translations
from rattus_desktop.shell.kit.settings import Settings

pytestmark = pytest.mark.gui

SEATS = [Seat("Ann", "#d55e00", "human"), Seat("Bo", "#0072b2", "human")]
FACE = {"n": 3, "classes": ["church"], "majority": 1, "all": 0}


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


def switch(qtbot, window, lang: str) -> None:
    window.set_language(lang)
    qtbot.wait(10)


def played(window) -> None:
    window.start_game(classic(2), list(SEATS), seed=5, start_player=0)
    game = window.controller.game
    window.controller.try_apply(game.legal_actions()[0])


def test_the_plague_story_card(qtbot, window):
    played(window)
    story = window.table.story
    reveal = group_reveals([Event("token_revealed", {
        "region": "gallia", "uid": 7, "face": FACE, "pop": 4, "outbreak": True})])[0]
    story.announce(reveal, waits=True)
    assert "token 1 of 1" in story.title.text() and story.go_on.text() == "Continue (Space)"
    switch(qtbot, window, "zh_TW")
    assert "第 1 個指示物" in story.title.text()
    assert story.verdict.text() == "正在翻開指示物…"
    assert story.go_on.text() == "繼續（空白鍵）"
    story.tell(reveal, 2, ["Ann", "Bo"], waits=True)
    switch(qtbot, window, "en")
    assert "Breaks out at 3" in story.verdict.text()


def test_the_confirm_question(qtbot, window):
    played(window)
    window.ask_new_game()
    assert window.confirm.isVisible()
    assert window.confirm.title.text() == "Leave the game in progress?"
    switch(qtbot, window, "zh_TW")
    assert window.confirm.title.text() == "要離開進行中的這局嗎？"
    assert "Keep" not in window.confirm.no.text()
    window.confirm.answer_no()


def test_the_hand_over_screen(qtbot, window):
    played(window)
    window.handover.ask("Bo", lambda: window.tr("Rattus"))
    assert window.handover.title.text() == "Pass the computer to Bo"
    switch(qtbot, window, "zh_TW")
    assert window.handover.title.text() == "請把電腦交給Bo"


def test_the_new_game_dialog(qtbot, window):
    window.ask_new_game()
    dialog = window.new_game_dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    assert dialog.quick.text() == "Quick game against the computer"
    switch(qtbot, window, "zh_TW")
    assert dialog.quick.text() == "與電腦快速對戰"
    assert dialog.ok.text() != "Start the game" and dialog.cancel.text() == "取消"
    kinds = [dialog.rows[0][2].itemText(i) for i in range(dialog.rows[0][2].count())]
    assert not [k for k in kinds if "Computer" in k or k == "Human"]
    assert "Easy" not in dialog.level_notes.text()
    dialog.reject()


def test_the_results_screen(qtbot, window):
    played(window)
    summary = {"scores": [5, 3], "winner": 0, "palace": [1, 0]}
    detail = ({"board": 4, "palace": 1}, {"board": 3, "palace": 0})
    window.show_results(summary, [], Outcome((5, 3), (0,), detail))
    assert window.results.title.text() == "Ann wins!"
    switch(qtbot, window, "zh_TW")
    assert window.results.title.text() == "Ann獲勝！"
    assert window.results.again.text() == "再玩一局"


def test_the_unfinished_games_list(qtbot, window):
    played(window)
    qtbot.waitUntil(lambda: bool(unfinished.list_games()), timeout=5000)
    assert window.unfinished.show_list()
    line = window.unfinished.list.item(0).text()
    assert "moves" in line and window.unfinished.go.text() == "Continue this game"
    switch(qtbot, window, "zh_TW")
    assert window.unfinished.title.text() == "未完成的遊戲"
    assert window.unfinished.go.text() == "繼續這局"
    assert window.unfinished.list.item(0).text() != line


def test_default_seat_names_are_spelled_by_the_language(qapp, use_qm):
    """玩家一, not 玩家 1: a digit right before Chinese text reads badly (玩家 1在…)."""
    from rattus_desktop.shell.app.dialogs.new_game import default_name
    from rattus_desktop.shell.kit.i18n import apply_language

    apply_language("zh_TW")
    try:
        assert [default_name(s) for s in range(6)] == [f"玩家{c}" for c in "一二三四五六"]
    finally:
        apply_language("en")
    assert default_name(1) == "Player 2"
