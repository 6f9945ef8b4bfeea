"""Big Box module use in tournament games, counted per seat from each game's events and
actions (the rules core is not asked): guild spaces taken (``guild_taken``), tavern
cities taken (``tavern_taken``), upgrades (``card_upgraded``), region cards played
(``region_card_played``), university event decisions (the ``discard_class_card``,
``move_university`` and ``bonus_place`` actions chosen) and the most pieces the seat
ever had in one region (read from the open position after every action)."""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.events import Event

EVENTS = {"guild_taken": "guild_spaces", "tavern_taken": "tavern_cities",
          "card_upgraded": "upgrades", "region_card_played": "region_cards"}
UNIVERSITY_DECISIONS = frozenset({"discard_class_card", "move_university", "bonus_place"})
FIELDS = ("guild_spaces", "tavern_cities", "upgrades", "region_cards",
          "university_decisions", "most_in_region")


def modules_on(config: GameConfig) -> bool:
    """A Rattus game with Big Box modules (the only one whose use is counted)."""
    return config.game == "rattus" and bool(config.option("modules", ()))


class ModuleUse:
    """The counters of one game, by seat."""

    def __init__(self, players: int) -> None:
        self.seats: list[dict[str, int]] = [dict.fromkeys(FIELDS, 0) for _ in range(players)]

    def observe(self, seat: int, action: Action, events: Iterable[Event], game: Any) -> None:
        """One applied action: ``seat`` chose it, it caused ``events``, and ``game`` (a
        Rattus game) is the position after it."""
        pieces: Mapping[str, Sequence[int]] = game.state.pieces  # region -> per seat
        if action.type.partition("@")[0] in UNIVERSITY_DECISIONS:
            self.seats[seat]["university_decisions"] += 1
        for event in events:
            field = EVENTS.get(event.kind)
            by = event.data.get("seat")
            if field is not None and isinstance(by, int):
                self.seats[by][field] += 1
        for counts in pieces.values():
            for s, n in enumerate(counts):
                self.seats[s]["most_in_region"] = max(self.seats[s]["most_in_region"], n)


def summarise(per_game: Iterable[tuple[Sequence[str], Sequence[dict[str, int]]]]
              ) -> dict[str, dict[str, Any]]:
    """Per level: seat-games, totals, means per seat and game, and the most pieces any
    of its seats had in one region."""
    rows: dict[str, list[dict[str, int]]] = {}
    for levels, seats in per_game:
        for level, counts in zip(levels, seats, strict=True):
            rows.setdefault(level, []).append(counts)
    out: dict[str, dict[str, Any]] = {}
    for level, games in rows.items():
        out[level] = {
            "seat_games": len(games),
            "total": {f: sum(c[f] for c in games) for f in FIELDS[:-1]},
            "per_seat_game": {f: round(statistics.fmean(c[f] for c in games), 2)
                              for f in FIELDS},
            "most_in_region_max": max(c["most_in_region"] for c in games)}
    return out


HEADERS = ("level", "seat-games", "guild spaces", "taverns", "upgrades", "region cards",
           "university", "most in a region")


def table(module_use: Mapping[str, Mapping[str, Any]]) -> str:
    """A plain-text table (a measuring tool's output, not shown in the app): per level,
    the means per seat and game, and for the most pieces in one region mean (max)."""
    rows = [list(HEADERS)]
    for level, row in module_use.items():
        mean = row["per_seat_game"]
        cells = [level, str(row["seat_games"])] + [f"{mean[f]:.2f}" for f in FIELDS[:-1]]
        cells.append(f"{mean['most_in_region']:.2f} ({row['most_in_region_max']})")
        rows.append(cells)
    widths = [max(len(r[i]) for r in rows) for i in range(len(HEADERS))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(["module use per seat and game:", *lines])
