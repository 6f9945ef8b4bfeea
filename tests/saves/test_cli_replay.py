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


BLOCK_QT = """
import sys, importlib.abc
class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6'):
            raise ImportError('Qt is blocked in this test: ' + name)
        return None
sys.meta_path.insert(0, BlockQt())
sys.path.insert(0, %r)
from rattus_desktop.cli import main
import rattus_desktop.saves.replay, rattus_desktop.saves.settings, rattus_desktop.play.undo
sys.exit(main(['replay', %r]))
"""


def test_replay_command_and_saves_need_no_qt(tmp_path) -> None:
    import subprocess
    import sys
    from pathlib import Path

    src = Path(__file__).resolve().parents[2] / "src"
    write_save(random_session(23, players=2, limit=20), tmp_path / "g.json")
    code = BLOCK_QT % (str(src), str(tmp_path / "g.json"))
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["players"] == 2
