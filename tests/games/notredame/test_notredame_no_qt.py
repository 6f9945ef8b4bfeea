"""Importing Notre Dame and playing a game never imports Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SCRIPT = """
import sys, importlib.abc, random
class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'):
            raise ImportError('Qt is blocked in this test: ' + name)
        return None
sys.meta_path.insert(0, BlockQt())
sys.path.insert(0, %r)
import rattus_desktop.games as games
games.INSTALLED = ("notredame",)
from rattus_desktop.engine import registry
from rattus_desktop.engine.protocol import random_playout
definition = registry.get("notredame")
game = registry.new_game(definition.config(4), 5)
random_playout(game, random.Random(5))
definition.load_bot_policy()
assert game.is_over
assert not any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules)
print('ok')
"""


def test_notredame_plays_without_qt() -> None:
    proc = subprocess.run([sys.executable, "-c", SCRIPT % str(ROOT / "src")],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_notredame_source_never_mentions_qt() -> None:
    """The rules, the data and the bot policy; ``ui/`` is the game's Qt layer."""
    package = ROOT / "src" / "rattus_desktop" / "games" / "notredame"
    paths = [p for p in package.rglob("*.py") if "ui" not in p.relative_to(package).parts]
    assert any(p.name == "bot.py" for p in paths) and any(p.parent.name == "rules" for p in paths)
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "QtCore" not in text, path
