"""The kit's keyboard gesture (``shell/kit/gesture.py``): the arrow keys light the
nearest target in their direction by position, Enter resolves to (source, target),
Esc puts it back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from rattus_desktop.shell.kit.gesture import ARROWS, KeyGesture, nearest_in_direction

pytestmark = pytest.mark.gui

#   a(0,0)   b(100,0)   far(400,10)
#   c(0,100)
#            d(110,220)
PLACES = {"a": QPointF(0, 0), "b": QPointF(100, 0), "c": QPointF(0, 100),
          "d": QPointF(110, 220), "far": QPointF(400, 10)}
RIGHT, LEFT = ARROWS[Qt.Key.Key_Right], ARROWS[Qt.Key.Key_Left]
UP, DOWN = ARROWS[Qt.Key.Key_Up], ARROWS[Qt.Key.Key_Down]


def test_the_nearest_that_way_wins_not_the_name_order() -> None:
    assert nearest_in_direction(QPointF(0, 0), PLACES, RIGHT) == "b"
    assert nearest_in_direction(QPointF(100, 0), PLACES, RIGHT) == "far"
    assert nearest_in_direction(QPointF(0, 0), PLACES, DOWN) == "c"
    assert nearest_in_direction(QPointF(0, 100), PLACES, DOWN) == "d"


def test_nothing_that_way_is_none() -> None:
    assert nearest_in_direction(QPointF(0, 0), PLACES, LEFT) is None
    assert nearest_in_direction(QPointF(0, 0), PLACES, UP) is None


def test_sideways_distance_weighs_more() -> None:
    places = {"straight": QPointF(200, 0), "aside": QPointF(60, 80)}
    assert nearest_in_direction(QPointF(0, 0), places, RIGHT) == "straight"


def gesture() -> KeyGesture[str]:
    positions = {**PLACES, "hand": QPointF(-50, 0)}
    return KeyGesture(lambda source: ["b", "c", "d"] if source == "hand" else [],
                      positions.get)


def test_steps_from_the_source_then_from_the_lit_target() -> None:
    g = gesture()
    g.pick("hand")
    assert g.step(RIGHT) == "b"  # from the hand at (-50, 0)
    assert g.step(DOWN) == "d"  # from b: d lies straight below, c below but far aside
    assert g.step(UP) == "b"
    assert g.step(UP) == "b"  # nothing above: the lit target stays
    assert g.resolve() == ("hand", "b")


def test_nothing_that_way_from_the_source_lights_the_nearest() -> None:
    g = gesture()
    g.pick("hand")
    assert g.step(LEFT) == "c"  # nothing left of the hand: the nearest of all (112 px)


def test_escape_puts_back_and_an_unchosen_gesture_resolves_to_nothing() -> None:
    g = gesture()
    g.pick("hand")
    assert g.resolve() is None  # no target lit yet
    g.step(DOWN)
    g.cancel()
    assert g.source is None and g.target is None and g.resolve() is None
    g.pick("nothing")  # a source with no targets: the arrows light nothing
    assert g.step(RIGHT) is None
