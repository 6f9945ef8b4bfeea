"""Each tutorial reaches every topic a first game meets: a step that waits for the move,
or a note said when the game's event first happens; every note names an event the rules
really emit, and every text is translated."""

from __future__ import annotations

from pathlib import Path

import pytest

from rattus_desktop.games.cartus.ui.tutorial import tutorial as cartus_tutorial
from rattus_desktop.games.notredame.ui.tutorial import tutorial as nd_tutorial
from rattus_desktop.shell.kit.i18n import translations

pytestmark = pytest.mark.gui

RULES = Path(__file__).resolve().parents[2] / "src" / "rattus_desktop" / "games"

#: topic → the step expectations or note events that teach it
TOPICS = {
    "cartus": {
        "supply": {"supply"}, "nun row look": {"look"}, "entering": {"enter"},
        "jokers, gold and the piles": {"take"}, "swords": {"sword"}, "flutes": {"flute"},
        "passes": {"pass"}, "the Guard Tower": {"levy"}, "the end": {"last_round"},
        "plague death and scoring": {"nun_row"}, "influence": {"influence"},
    },
    "notredame": {
        "the draft": {"draft"}, "playing a sector": {"play"},
        "the carriage": {"carriage"}, "messages": {"message"},
        "hiring a person": {"hire", "no_hire"}, "rats and the plague": {"plague"},
        "outbreak": {"outbreak"}, "the donation": {"donation"},
        "period scoring": {"notre_dame_scored"},
    },
}
SCRIPTS = {"cartus": cartus_tutorial, "notredame": nd_tutorial}


def taught(game: str) -> set[str]:
    t = SCRIPTS[game]()
    return {k for s in t.steps for k in s.expect} | {n.kind for n in t.notes}


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_every_topic_is_taught(game):
    have = taught(game)
    missing = [topic for topic, kinds in TOPICS[game].items() if not kinds & have]
    assert missing == []


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_every_note_names_an_event_the_rules_emit(game):
    source = "".join(p.read_text(encoding="utf-8")
                     for p in (RULES / game / "rules").glob("*.py"))
    for note in SCRIPTS[game]().notes:
        assert f'"{note.kind}"' in source, note.kind


@pytest.mark.parametrize("game", ["cartus", "notredame"])
def test_every_tutorial_text_is_translated(qapp, use_qm, game):
    translations().apply("en")
    t = SCRIPTS[game]()
    english = [s.text() for s in t.steps] + [n.text() for n in t.notes] + [t.finish()]
    translations().apply("zh_TW")
    chinese = [s.text() for s in t.steps] + [n.text() for n in t.notes] + [t.finish()]
    same = [e for e, c in zip(english, chinese, strict=True) if e == c]
    assert same == []
