"""Public information: the rat-token faces not seen yet, and tooltips on revealed tokens."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint

from rattus_desktop.games.rattus.rules.data import classic_tokens
from rattus_desktop.games.rattus.ui.panels import TokenStrip
from rattus_desktop.games.rattus.ui.unseen import unseen_faces, unseen_line

pytestmark = pytest.mark.gui


def test_unseen_is_the_token_mix_minus_what_was_revealed(qapp):
    faces = [t.face for t in classic_tokens()]
    revealed = faces[:5]
    left = unseen_faces(revealed)
    assert sum(left.values()) == len(faces) - 5
    assert left + Counter(revealed) == Counter(faces)
    numbers = Counter(f.n for f in faces)
    first = min(numbers)
    gone = sum(1 for f in revealed if f.n == first)
    assert f"{first}×{numbers[first] - gone}" in unseen_line(revealed)


def test_the_strip_stays_small_and_explains_each_token(qtbot):
    strip = TokenStrip()
    qtbot.addWidget(strip)
    strip.resize(272, 40)
    faces = [t.face for t in classic_tokens()]
    strip.set_faces(faces)
    side = strip.token_side()
    assert strip.heightForWidth(272) <= 4 * (side + 4) + 4 <= 84  # never crowds the log
    assert strip._face_at(QPoint(2 + side // 2, 2 + side // 2)) == faces[0]


def test_region_tip_names_each_players_pieces_and_the_majority(qapp):
    from rattus_desktop.games.rattus.ui.tooltips import pieces_lines

    assert pieces_lines([3, 0, 3, 1], ["Ann", "Bo", "Cy", "Di"]) == [
        "Ann 3, Cy 3, Di 1", "Majority: Ann, Cy"]
    assert pieces_lines([0, 0], ["Ann", "Bo"]) == ["No pieces here."]
