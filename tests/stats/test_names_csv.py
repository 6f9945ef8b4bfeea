"""Names in the statistics are cleaned of hidden characters when recorded and read;
the CSV export cannot be read as spreadsheet formulas."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from rattus_desktop.stats import StatsStore
from rattus_desktop.stats.report import csv_text, neutral_cell

from .games import record


def test_names_are_cleaned_when_recorded_and_read(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.record(record(seed=1, seats=[("human", "Ann\u202e"), ("easy", "easy")]))
        # a file written by someone else: a hidden character straight in the database
        store.conn.execute("UPDATE seats SET name = ? WHERE seat = 0", ("Bo\u202e\x00b",))
        store.conn.execute("UPDATE ratings SET player = 'human:Bo\u2066b' "
                           "WHERE player = 'human:Ann'")
        [game] = store.games()
        assert game.seats[0].name == "Bob"
        assert {r.player for r in store.ratings("rattus", "classic")} == {
            "human:Bob", "bot:easy"}


@pytest.mark.parametrize("text", ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx",
                                  "=HYPERLINK(\"http://x\")"])
def test_a_formula_prefix_is_neutralised(text: str) -> None:
    assert neutral_cell(text) == "'" + text


@pytest.mark.parametrize("value", ["Ann", "安妮", "", 5, -3, "2026-01-01T00:00:00+00:00"])
def test_other_cells_are_written_as_they_are(value: object) -> None:
    assert neutral_cell(value) == value


def test_the_export_writes_no_cell_a_spreadsheet_would_run(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with StatsStore.open(path) as store:
        store.record(record(seed=2, seats=[("human", "=cmd|' /C calc'!A0"), ("easy", "easy")]))
        store.conn.execute("UPDATE games SET played_at = '=HYPERLINK(\"http://x\")'")
        games = store.games()
    rows = list(csv.reader(io.StringIO(csv_text(games))))
    header, first = rows[0], rows[1]
    assert first[header.index("played_at")] == "'=HYPERLINK(\"http://x\")"
    assert first[header.index("player")] == "human:=cmd|' /C calc'!A0"
    assert not any(cell.startswith(("=", "+", "@", "\t", "\r")) for row in rows
                   for cell in row)
