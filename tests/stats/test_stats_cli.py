"""``rattus-desktop stats`` and ``tournament --record``."""

import json

from rattus_desktop.cli import main
from rattus_desktop.stats import StatsStore

from .games import record


def test_stats_json_prints_games_and_ratings(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path))
    with StatsStore.open() as store:
        store.record(record(seed=1))
        store.record(record(seed=2))
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema_version"] == 1
    assert [g["seed"] for g in data["games"]] == [1, 2]
    assert data["games"][0]["seats"][0]["player"] == "human:Ann"
    [block] = data["ratings"]
    assert (block["game"], block["ruleset"]) == ("rattus", "classic")
    assert {p["player"] for p in block["players"]} == {"human:Ann", "bot:easy", "bot:hard"}
    assert all(p["games"] == 2 for p in block["players"])
    p = block["players"][0]
    assert abs(p["ordinal"] - (p["mu"] - 3 * p["sigma"])) < 1e-3
    assert main(["stats", "--json", "--game", "cartus"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == []
    assert main(["stats"]) == 0
    assert "bot:hard" in capsys.readouterr().out


def test_tournament_record_adds_its_games_rated_by_level(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path))
    args = ["tournament", "--players", "2", "--bots", "random,easy", "--games", "4",
            "--seed", "3", "--record"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 4 and report["recorded"] == 4
    players = {p["player"]: p for p in report["ratings"][0]["players"]}
    assert set(players) == {"bot:random", "bot:easy"}
    assert players["bot:easy"]["games"] == 4
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["games"]) == 4
    assert {g["source"] for g in data["games"]} == {"tournament"}
    assert sorted(s["kind"] for s in data["games"][0]["seats"]) == ["easy", "random"]
    assert main(args) == 0  # the very same games again: recorded once
    assert json.loads(capsys.readouterr().out)["recorded"] == 0


def test_without_record_a_tournament_writes_nothing(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path))
    assert main(["tournament", "--players", "2", "--bots", "random,random",
                 "--games", "2"]) == 0
    assert "recorded" not in json.loads(capsys.readouterr().out)
    assert not (tmp_path / "data" / "stats.sqlite3").exists()


def test_a_damaged_file_is_reported_and_kept(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path))
    path = tmp_path / "data" / "stats.sqlite3"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"garbage" * 50)
    assert main(["stats", "--json"]) == 0
    captured = capsys.readouterr()
    assert "moved aside" in captured.err and "Traceback" not in captured.err
    assert json.loads(captured.out)["games"] == []
    kept = [p for p in path.parent.iterdir() if "unreadable" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b"garbage" * 50


def test_stats_and_record_never_import_qt(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    src = Path(__file__).resolve().parents[2] / "src"
    code = ("import sys; sys.modules['PySide6'] = None; sys.path.insert(0, sys.argv[1]); "
            "from rattus_desktop.cli import main; "
            "assert main(['tournament', '--players', '2', '--bots', 'random,easy', "
            "'--games', '2', '--record']) == 0; "
            "sys.exit(main(['stats', '--json']))")
    env = {**os.environ, "RATTUS_DESKTOP_HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code, str(src)], capture_output=True,
                          text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr
    assert len(json.loads(done.stdout.splitlines()[-1])["games"]) == 2
