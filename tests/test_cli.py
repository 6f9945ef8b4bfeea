"""The command line: scenario exit codes, one-line errors, bench output."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "tests" / "scenarios" / "shared-examples"


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env_path = str(ROOT / "src")
    code = f"import sys; sys.path.insert(0, {env_path!r}); from rattus_desktop.cli import main; " \
           "sys.exit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=120)


def test_illegal_action_exit_3_with_error_and_state() -> None:
    proc = _cli("scenario", str(EXAMPLES / "classic-illegal-plague-before-placing.json"))
    assert proc.returncode == 3
    out = json.loads(proc.stdout)
    assert out["error"]["index"] == 0
    assert out["error"]["action"] == {"type": "move_plague", "to": "gallia"}
    assert "place" in out["error"]["reason"]
    assert out["state"]["phase"] == "actions"


@pytest.mark.parametrize("content, needle", [
    ("{not json", "not valid JSON"),
    ('{"format": "rattus-scenario/1", "ruleset": "classic", "players": 9, "seed": 1}',
     "2-4 players"),
    ('{"format": "other", "players": 2}', "format"),
    ('{"format": "rattus-scenario/1", "players": 2, "seed": 1, '
     '"actions": [{"type": "place", "region": "atlantis", "count": 1}]}', "atlantis"),
    ('{"format": "rattus-scenario/1", "players": 2, "seed": 1, '
     '"actions": [{"type": "fly"}]}', "unknown action type"),
    ('{"format": "rattus-scenario/1", "players": 2, "setup": {"current_player": 0, '
     '"plague": "gallia", "regions": {"gallia": {"pieces": [21, 0]}}}}', "more than 20"),
    ('[1, 2]', "JSON object"),
    ('\xff\xfe', "JSON"),
])
def test_malformed_files_give_one_line_and_exit_2(tmp_path: Path, content: str,
                                                  needle: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content.encode("latin-1") if content.startswith("\xff") else
                     content.encode())
    proc = _cli("scenario", str(path))
    assert proc.returncode == 2, proc.stdout
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], proc.stderr
    assert "Traceback" not in proc.stderr


def test_missing_file_is_malformed_not_a_traceback(tmp_path: Path) -> None:
    proc = _cli("scenario", str(tmp_path / "nope.json"))
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_bench_prints_one_json_line() -> None:
    proc = _cli("bench", "--games", "5", "--players", "3", "--seed", "2")
    assert proc.returncode == 0
    data = json.loads(proc.stdout)
    assert data["games"] == 5 and data["players"] == 3
    assert data["games_per_second"] > 0 and data["actions_per_second"] > 0


def test_tournament_takes_level_settings_and_reports_progress() -> None:
    proc = _cli("tournament", "--players", "2", "--bots", "medium/iterations=10,easy",
                "--games", "4", "--seed", "2", "--sprt", "0,50", "--progress")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["bots"] == ["medium/iterations=10", "easy"]
    assert report["levels"]["medium/iterations=10"]["seat_games"] == 4
    assert "4 games" in proc.stderr and "LLR" in proc.stderr


@pytest.mark.parametrize("bots", ["hard/evaluation=card,easy", "easy/iterations=3,easy",
                                  "hard/depth=2,easy"])
def test_tournament_refuses_a_bad_level_in_one_line(bots: str) -> None:
    proc = _cli("tournament", "--players", "2", "--bots", bots, "--games", "2")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert "error:" in proc.stderr


def test_bench_replay_prints_a_line_per_game() -> None:
    proc = _cli("bench", "--replay", "--games", "2", "--seed", "3")
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert {(d["game"], d["ruleset"]) for d in lines} >= {
        ("rattus", "classic"), ("rattus", "bigbox"), ("cartus", "standard"),
        ("notredame", "base")}
    for data in lines:
        assert data["games"] == 2 and data["actions"] > 0
        assert data["checked_actions_per_second"] > 0
        assert data["random_games_per_second"] > 0


def test_bench_replay_of_one_game() -> None:
    proc = _cli("bench", "--replay", "--game", "cartus", "--players", "3", "--games", "2")
    assert proc.returncode == 0, proc.stderr
    (data,) = [json.loads(line) for line in proc.stdout.splitlines()]
    assert data["game"] == "cartus" and data["players"] == 3
