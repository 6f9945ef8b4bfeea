"""Shared by the screen-size tests of the Cartus and Notre Dame tables: the usual
screen sizes and a human with computer seats (the font spy is conftest's
``font_sizes``)."""

from __future__ import annotations

from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]
NAMES = ["Agnes", "Bertrand", "Cecily", "Dietrich", "Eleanor"]


def seats(n: int) -> list[Seat]:
    kinds = ["human"] + ["easy"] * (n - 1)
    return [Seat(NAMES[i], theme.PLAYER_COLOURS[i], kinds[i]) for i in range(n)]
