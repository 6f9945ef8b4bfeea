"""Typing help: the game-neutral ``View`` the shell hands out, as the Rattus view it is."""

from __future__ import annotations

from typing import cast

from rattus_desktop.engine.protocol import View
from rattus_desktop.games.rattus.rules.view import PlayerView


def rattus_view(view: View) -> PlayerView:
    """``view`` typed as a Rattus ``PlayerView`` (the Rattus table only sees Rattus views)."""
    return cast(PlayerView, view)
