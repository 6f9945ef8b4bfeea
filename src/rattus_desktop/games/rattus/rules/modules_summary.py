"""The summary fields of the Region cards and Universities modules (public only)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules.state import GameState


def modules_summary(out: dict[str, Any], g: GameState) -> None:
    cards, uni = g.mods.cards, g.mods.uni
    if cards is not None:
        out["hand_sizes"] = [len(h) for h in cards.hands]
    if uni is None:
        return
    out["events_left"] = len(uni.deck)
    out["points"] = list(uni.points)
    for region, entry in out["regions"].items():
        entry["university"] = uni.university_of(region)
        entry["marker"] = region in uni.markers
