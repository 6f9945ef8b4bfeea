"""``rattus-desktop --autoplay``: a whole demo game through the window, offscreen."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui


def test_autoplay_quits_with_screenshot_and_summary(tmp_path):
    shot = tmp_path / "x.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-m", "rattus_desktop", "--autoplay", "--players", "4", "--seed", "3",
         "--quit-at-end", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=240, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["phase"] == "game_over"
    assert summary["winner"] is not None and summary["players"] == 4
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000


def test_autoplay_save_replays_to_the_same_summary(tmp_path):
    save = tmp_path / "demo.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-m", "rattus_desktop", "--autoplay", "--players", "2", "--seed", "8",
         "--bot", "random", "--quit-at-end", "--save", str(save)],
        capture_output=True, text=True, timeout=240, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    replay = subprocess.run([sys.executable, "-m", "rattus_desktop", "replay", str(save)],
                            capture_output=True, text=True, timeout=120, env=env, check=False)
    assert replay.returncode == 0, replay.stderr
    assert json.loads(replay.stdout) == summary
    assert json.loads(save.read_text(encoding="utf-8"))["players"][0]["kind"] == "random"
