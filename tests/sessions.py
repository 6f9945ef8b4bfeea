"""Test helpers: sessions of classic Rattus (the config built from the seats)."""

from __future__ import annotations

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.play.session import Seat, Session


def rattus_session(seats: list[Seat], seed: int, start_player: int | None = None,
                   log: list[Action] | None = None) -> Session:
    config = registry.get("rattus").config(len(seats))
    return Session(config, list(seats), seed, start_player, list(log or []))
