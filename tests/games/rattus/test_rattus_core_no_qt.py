"""The rules core, the scenario runner and the bench work where Qt cannot be imported."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "tests" / "scenarios" / "shared-examples" / "classic-peasant-and-threshold.json"

BLOCK_QT = """
import sys, importlib.abc
class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is blocked in this test: ' + name)
        return None
sys.meta_path.insert(0, BlockQt())
sys.path.insert(0, %r)
"""


def _run(code: str) -> subprocess.CompletedProcess[str]:
    script = BLOCK_QT % str(ROOT / "src") + code
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)


def test_core_imports_and_plays_without_qt() -> None:
    proc = _run(
        "import rattus_desktop.engine.scenario, rattus_desktop.bots, rattus_desktop.play.session\n"
        "import rattus_desktop.saves\n"
        "from rattus_desktop.engine import registry\n"
        "from rattus_desktop.engine.bench import play_random_game\n"
        "g, n = play_random_game(registry.get('rattus').config(3), 1)\n"
        "assert g.is_over and n > 10\n"
        "assert not any(m.startswith(('PySide6', 'shiboken6')) for m in sys.modules)\n"
        "print('ok')\n")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_scenario_and_bench_commands_without_qt() -> None:
    proc = _run(
        "from rattus_desktop.cli import main\n"
        f"rc = main(['scenario', {str(EXAMPLE)!r}])\n"
        "assert rc == 0, rc\n"
        "rc = main(['bench', '--games', '3', '--players', '2', '--seed', '4'])\n"
        "assert rc == 0\n")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert json.loads(lines[0])["phase"] == "actions"
    bench = json.loads(lines[1])
    assert bench["games"] == 3 and bench["players"] == 2
    assert bench["games_per_second"] > 0 and bench["actions_per_second"] > 0


def test_core_source_never_mentions_qt() -> None:
    core = ROOT / "src" / "rattus_desktop" / "games" / "rattus" / "rules"
    for path in core.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "QtCore" not in text, path
