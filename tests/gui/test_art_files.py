"""Every art file the board asks for exists and renders: a missing or misnamed SVG is an
error here, not a silent fall back to the plain vector stand-ins."""

from __future__ import annotations

import pytest

from rattus_desktop.games.rattus.rules.config import classic
from rattus_desktop.play.session import Seat
from rattus_desktop.resources import asset
from rattus_desktop.shell.kit import art, theme

pytestmark = pytest.mark.gui


def test_every_referenced_art_file_exists_and_renders(window, qtbot) -> None:
    seats = [Seat(f"P{i}", theme.PLAYER_COLOURS[i], "easy") for i in range(4)]
    window.settings.set_speed("instant", save=False)
    window.start_game(classic(4), seats, seed=3)
    qtbot.waitUntil(lambda: window.controller.game.is_over, timeout=60_000)
    window.table.screenshot_ready()
    window.grab()
    names = set(art.REFERENCED)
    wanted = {"icons/app.svg", "pieces/plague.svg", "board/palace.svg", "cards/card-frame.svg",
              "pieces/token-back.svg", "pieces/token-face.svg", "icons/icon-majority.svg",
              "icons/icon-all.svg"}
    assert wanted <= names, wanted - names
    assert any(n.startswith("icons/class-") for n in names)
    for name in sorted(names):
        assert asset(name).is_file(), name
        assert art.art_file(name) == name, name
