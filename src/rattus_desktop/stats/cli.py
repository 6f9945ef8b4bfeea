"""``rattus-desktop stats`` and ``tournament --record`` (no Qt)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .errors import StatsError
from .record import GameRecord
from .report import database_json
from .store import StatsStore

Recorder = Callable[[GameRecord], None]


def _open(file: str | None) -> StatsStore:
    store = StatsStore.open(Path(file) if file else None)
    if store.notice is not None:
        print(f"rattus-desktop: {store.notice.message}", file=sys.stderr)
    return store


def show_stats(as_json: bool, game: str | None, ruleset: str | None,
               file: str | None) -> int:
    try:
        with _open(file) as store:
            data = database_json(store, game, ruleset)
    except StatsError as exc:
        print(f"rattus-desktop stats: {exc.message}", file=sys.stderr)
        return 2
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(ratings_text(data))
    return 0


def ratings_text(data: dict[str, Any]) -> str:
    """The ratings as a short table (``stats`` without ``--json``)."""
    lines = [f"{len(data['games'])} games recorded in {data['path']}"]
    for block in data["ratings"]:
        lines.append(f"\n{block['game']} / {block['ruleset']}:")
        lines.append(f"  {'player':<24} {'mu':>7} {'sigma':>6} {'ordinal':>8} {'games':>6}")
        for p in block["players"]:
            lines.append(f"  {p['player']:<24} {p['mu']:>7.2f} {p['sigma']:>6.2f} "
                         f"{p['ordinal']:>8.2f} {p['games']:>6}")
    return "\n".join(lines)


def recording_tournament(run: Callable[[Recorder], dict[str, Any]],
                         file: str | None = None) -> int:
    """Run a tournament, adding each game to the statistics; print its report with
    ``"recorded"`` (how many games were added) and the ratings of its game."""
    try:
        with _open(file) as store:
            added = [0]

            def record(rec: GameRecord) -> None:
                added[0] += store.record(rec)

            report = run(record)
            report["recorded"] = added[0]
            report["ratings"] = database_json(store, report["game"],
                                              report["ruleset"])["ratings"]
    except StatsError as exc:
        print(f"rattus-desktop tournament: {exc.message}", file=sys.stderr)
        return 2
    print(json.dumps(report))
    return 0
