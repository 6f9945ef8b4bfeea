"""``rattus-desktop replay PATH``: the final state summary, or exit 2 with one line."""

from __future__ import annotations

import json

from rattus_desktop.cli import main
from rattus_desktop.saves import write_save

from .helpers import random_session


def test_replay_prints_the_final_summary(tmp_path, capsys) -> None:
    session = random_session(21, players=4)
    write_save(session, tmp_path / "g.json")
    assert main(["replay", str(tmp_path / "g.json")]) == 0
    out, err = capsys.readouterr()
    assert json.loads(out) == session.game.summary() and err == ""


def test_replay_of_an_unfinished_game(tmp_path, capsys) -> None:
    session = random_session(22, players=2, limit=33)
    write_save(session, tmp_path / "g.json")
    assert main(["replay", str(tmp_path / "g.json")]) == 0
    assert json.loads(capsys.readouterr().out)["phase"] == session.game.phase


def test_bad_files_exit_2_with_one_line(tmp_path, capsys) -> None:
    cases = {"cut.json": b'{"format": "rattus-desktop-save", "ver', "text.json": b"hello",
             "empty.json": b""}
    for name, data in cases.items():
        (tmp_path / name).write_bytes(data)
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(3 * 2**30)
    for path in [*(tmp_path / n for n in cases), big, tmp_path / "missing.json", tmp_path]:
        assert main(["replay", str(path)]) == 2
        out, err = capsys.readouterr()
        assert out == "" and err.count("\n") == 1 and "Traceback" not in err
        assert err.startswith("rattus-desktop replay: ")
