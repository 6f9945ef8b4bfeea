"""The plague told per token: the verdict with the Knight's bonus, who lost what, and
the player's pace (a step that waits, pause and resume)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from rattus_desktop.engine.events import Event
from rattus_desktop.games.rattus.ui.plague_story import (
    PlagueStory,
    group_reveals,
    losses_text,
    verdict_text,
)
from rattus_desktop.shell.kit.animation import Animator, Step, pause, wait_for_player

pytestmark = pytest.mark.gui

FACE = {"n": 3, "classes": ["church"], "majority": 1, "all": 0}


def reveal_events(outbreak: bool, pop: int, losses: list[tuple[int, int, str]]) -> list[Event]:
    events = [Event("region_resolving", {"region": "gallia"}),
              Event("token_revealed", {"region": "gallia", "uid": 7, "face": FACE, "pop": pop,
                                       "outbreak": outbreak})]
    events += [Event("pieces_lost", {"seat": s, "region": "gallia", "count": c, "cause": why})
               for s, c, why in losses]
    events.append(Event("token_revealed", {"region": "gallia", "uid": 8, "face": FACE,
                                           "pop": pop - 1, "outbreak": False}))
    return events


def test_reveals_grouped_with_their_losses():
    reveals = group_reveals(reveal_events(True, 4, [(0, 1, "majority"), (1, 2, "church")]))
    assert sorted(reveals) == [1, 4]
    first, second = reveals[1], reveals[4]
    assert (first.index, first.count, second.index, second.count) == (1, 2, 2, 2)
    assert [e["seat"] for e in first.losses] == [0, 1] and second.losses == []


def test_knight_bonus_shown_as_such(qapp):
    reveal = group_reveals(reveal_events(True, 4, []))[1]
    text = verdict_text(reveal, pieces=2)
    assert "2 pieces + 2 (Knight) = 4" in text and "outbreak" in text and "at 3" in text
    assert "Knight" not in verdict_text(reveal, pieces=4)


def test_who_lost_what_and_why_or_no_one(qapp):
    hit = group_reveals(reveal_events(True, 4, [(0, 1, "majority"), (1, 2, "church")]))[1]
    assert losses_text(hit, ["Ann", "Bo"]) == "Ann loses 1 (majority), Bo loses 2 (Church)"
    harmless = group_reveals(reveal_events(True, 4, []))[1]
    assert "no one lost anything" in losses_text(harmless, ["Ann", "Bo"])
    spared = group_reveals(reveal_events(False, 2, []))[1]
    assert losses_text(spared, ["Ann", "Bo"]) == "Nobody loses anything."


def test_story_card_shows_the_face_and_the_continue_button(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    story = PlagueStory(host)
    reveal = group_reveals(reveal_events(True, 4, [(0, 1, "majority")]))[1]
    story.tell(reveal, 2, ["Ann", "Bo"], waits=True)
    assert story.isVisible() and story.go_on.isVisible()
    assert story.face.pixmap().width() > 90
    assert "Gallia" in story.title.text() and "1 of 2" in story.title.text()
    with qtbot.waitSignal(story.advance, timeout=1000):
        story.go_on.click()


def test_a_waiting_step_lasts_until_the_player_goes_on(qtbot, settings):
    animator = Animator(settings)
    done: list[str] = []
    animator.run([Step(wait_for_player, lambda: done.append("waited")),
                  Step(lambda: None, lambda: done.append("next"))])
    qtbot.wait(60)
    assert animator.busy and animator.waiting and done == []
    assert animator.advance()
    qtbot.waitUntil(lambda: done == ["waited", "next"], timeout=1000)
    assert not animator.busy


def test_pause_and_resume(qtbot, settings):
    animator = Animator(settings)
    done: list[str] = []
    animator.run([Step(lambda: pause(150), lambda: done.append("end"))])
    assert animator.toggle_pause() and animator.paused
    qtbot.wait(300)
    assert done == []
    assert animator.toggle_pause() is False
    qtbot.waitUntil(lambda: done == ["end"], timeout=2000)


def test_the_next_announcement_is_not_in_the_last_verdicts_colour(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    story = PlagueStory(host)
    reveals = group_reveals(reveal_events(True, 4, [(0, 1, "majority")]))
    story.tell(reveals[1], 2, ["Ann", "Bo"], waits=True)
    assert "#8a2a12" in story.verdict.styleSheet()
    story.announce(reveals[3], waits=True)
    assert "#8a2a12" not in story.verdict.styleSheet()


def test_a_float_text_is_as_wide_as_its_chinese_words(qapp):
    from PySide6.QtGui import QColor, QFontMetricsF

    from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem
    from rattus_desktop.shell.kit import theme

    text = "人口 2 ≥ 2：鼠疫爆發！"
    item = FloatTextItem(text, QColor("red"), 22)
    wanted = QFontMetricsF(theme.pixel_font(22, bold=True)).horizontalAdvance(text)
    assert item.boundingRect().width() >= wanted + 20
