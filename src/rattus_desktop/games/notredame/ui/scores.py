"""Where each seat's prestige came from: the game replayed from its seed and actions,
its prestige events summed by source (None when the replay does not reproduce it)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.events import Event

SOURCES = ("residence", "message", "donation", "notre_dame", "persons", "park_bonus", "outbreak")


def add_events(parts: list[dict[str, int]], events: list[Event]) -> None:
    for e in events:
        seat = e.data.get("seat")
        if not isinstance(seat, int):
            continue
        if e.kind == "prestige":
            source = str(e.data["source"])
            if source not in SOURCES:
                source = "persons"
            parts[seat][source] += int(e.data["gain"])
            parts[seat]["park_bonus"] += int(e.data.get("park_bonus", 0))
        elif e.kind == "outbreak":
            parts[seat]["outbreak"] -= int(e.data["prestige_lost"])


def breakdown(session: Any) -> list[dict[str, int]] | None:
    """``session``: a ``play.session.Session`` (its seed, start player and log)."""
    summary = session.game.summary()
    try:
        replay = session.new_game()
        parts = [dict.fromkeys(SOURCES, 0) for _ in range(replay.players)]
        for action in session.log:
            add_events(parts, replay.apply(action))
    except Exception:  # noqa: BLE001 - a log that does not replay: no breakdown
        return None
    prestige = [s["prestige"] for s in replay.summary()["seats"]]
    if prestige != [s["prestige"] for s in summary["seats"]]:
        return None
    return parts
