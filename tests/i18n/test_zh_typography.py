"""Taiwanese typography in the zh_TW translations and in text the code joins together."""

from __future__ import annotations

import re

import pytest

from rattus_desktop.games.rattus.ui.names import keep_names_whole, region_name
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.i18n import translations
from rattus_desktop.shell.kit.settings import Settings
from rattus_desktop.shell.kit.typography import WORD_JOINER, join_list, join_sentences

from .test_ts_files import ZH, messages, translated

CJK = r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef「」『』（）]"
CJK_PUNCT = "。，、；：！？」）』"


def zh_texts() -> list[tuple[str, str]]:
    return [(msg.findtext("source") or "", text) for _ctx, msg in messages(ZH)
            for text in translated(msg)]


def test_no_ascii_space_after_cjk_punctuation():
    bad = [t for _s, t in zh_texts() if re.search(f"[{CJK_PUNCT}] ", t)]
    assert bad == []


def test_no_ascii_comma_or_semicolon_between_cjk_words():
    bad = [t for _s, t in zh_texts() if re.search(f"{CJK}\\s*[,;]\\s*{CJK}", t)]
    assert bad == []


def test_pieces_are_qizi_not_fangkuai():
    assert [t for _s, t in zh_texts() if "方塊" in t] == []


def test_no_single_em_dash():
    bad = [t for _s, t in zh_texts() if re.search("(?<!—)—(?!—)", t)]
    assert bad == []


def test_wording_a_taiwanese_player_expects():
    found = dict(zh_texts())
    assert found["Welcome to Rattus"] == "歡迎遊玩《鼠疫》"
    assert "爆發" not in found["A new game begins. The plague starts in {region}."]
    assert "格" not in found["The plague may move 1 or 2 steps. Before the first reveal you may "
                             "add 2 to the population for every token of this plague."]
    assert "悔棋" not in "".join(found.values())
    assert found["Chivalry"] != "軍職" and found["Bourgeoisie"] != "資產階級"


@pytest.fixture
def zh(qapp, use_qm):
    translations().apply("zh_TW")
    yield
    translations().apply("en")


def test_lists_and_sentences_joined_the_chinese_way(zh):
    assert join_list(["甲", "乙", "丙"]) == "甲、乙、丙"
    assert join_sentences(["放置棋子。", "你也可以拿卡。"]) == "放置棋子。你也可以拿卡。"


def test_lists_and_sentences_joined_the_english_way(qapp, use_qm):
    translations().apply("en")
    assert join_list(["a", "b"]) == "a, b"
    assert join_sentences(["Place.", "Then move."]) == "Place. Then move."


def test_region_names_never_split_in_the_log(zh):
    name = region_name("scandia")
    text = keep_names_whole(f"鼠疫襲擊{name}。")
    assert WORD_JOINER.join(name) in text
    assert text.replace(WORD_JOINER, "") == f"鼠疫襲擊{name}。"


def test_welcome_status_follows_a_language_switch(qtbot, qapp, use_qm):
    translations().apply("en")
    window = MainWindow(Settings(persistent=False))
    qtbot.addWidget(window)
    assert window.status.title.text() == "Welcome to Rattus"
    window.set_language("zh_TW")
    qtbot.wait(10)
    assert window.status.title.text() == "歡迎遊玩《鼠疫》"
    window.set_language("en")
    qtbot.wait(10)
    assert window.status.title.text() == "Welcome to Rattus"
    window.table.stop()
