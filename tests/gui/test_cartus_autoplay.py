"""``rattus-desktop --autoplay --game cartus``: a whole 5-player game through the window."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_cartus_autoplay_ends_with_a_summary_and_a_screenshot(tmp_path, lang):
    shot = tmp_path / "x.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-m", "rattus_desktop", "--autoplay", "--game", "cartus",
         "--players", "5", "--seed", "3", "--speed", "instant", "--quit-at-end",
         "--screenshot", str(shot), "--lang", lang],
        capture_output=True, text=True, timeout=240, env=env, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["game"] == "cartus" and summary["phase"] == "game_over"
    assert summary["players"] == 5 and len(summary["score_detail"]) == 5
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000
