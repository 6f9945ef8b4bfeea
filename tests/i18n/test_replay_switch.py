"""An open replay window follows a language switch and keeps its position."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.play.session import Seat
from rattus_desktop.saves import load_save, write_save
from rattus_desktop.shell.app.saves_ui.replay_view import show_replay
from rattus_desktop.shell.kit.i18n import translations
from sessions import rattus_session

pytestmark = pytest.mark.gui


def test_replay_window_retranslates(qtbot, qapp, use_qm, tmp_path):
    session = rattus_session([Seat("Ann", "#d55e00"), Seat("Bo", "#0072b2")], seed=4)
    rng = random.Random(4)
    for _ in range(30):
        session.apply(rng.choice(session.game.legal_actions()))
    write_save(session, tmp_path / "g.json")
    translations().apply("en")
    view = show_replay(load_save(tmp_path / "g.json"))
    qtbot.addWidget(view)
    view.seek(12)
    english = (view.windowTitle(), view.where.text(), view.log.item(0).text())
    assert english[0].startswith("Replay")
    translations().apply("zh_TW")
    qtbot.wait(20)
    chinese = (view.windowTitle(), view.where.text(), view.log.item(0).text())
    assert all(a != b for a, b in zip(english, chinese, strict=True)), chinese
    assert view.position == 12 and view.log.currentRow() == 11
    translations().apply("en")
    qtbot.wait(20)
    assert (view.windowTitle(), view.where.text(), view.log.item(0).text()) == english
