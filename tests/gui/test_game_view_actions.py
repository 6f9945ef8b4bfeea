"""The View menu holds the entries of the game on the table, and only those; the step-by-
step entry speaks the game's words."""

from __future__ import annotations

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui


def _seats(n: int) -> list[Seat]:
    return [Seat(f"P{i}", c) for i, c in enumerate(("#c0392b", "#2e86c1", "#27ae60")[:n])]


def test_the_view_menu_follows_the_game_on_the_table(window):
    window.start_game(registry.get("rattus").config(2), _seats(2), seed=3)
    risk = window.menus.game_actions["plague_risk"]
    assert risk in window.menus.view.actions() and risk.shortcut().toString() == "Ctrl+Shift+R"
    assert "plague" in window.menus.step_by_step.text()
    window.start_game(registry.get("cartus").config(2), _seats(2), seed=3)
    assert window.menus.game_actions == {}
    assert not [a for a in window.menus.view.actions() if "risk" in a.text()]
    assert "plague" not in window.menus.step_by_step.text()
    window.start_game(registry.get("rattus").config(2), _seats(2), seed=4)
    assert window.menus.game_actions["plague_risk"] in window.menus.view.actions()
