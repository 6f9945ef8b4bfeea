"""The layers' boundaries: a game's internals are imported only inside its own package
(everything else finds a game through the registry), and the Qt-free layers never
import Qt — read off the source, and proven by importing and playing with Qt blocked."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "src" / "rattus_desktop"
GAME_IDS = sorted(p.name for p in (PKG / "games").iterdir()
                  if (p / "__init__.py").is_file())
BOTS = [str(p.relative_to(PKG)) for g in GAME_IDS
        for p in (PKG / "games" / g / "bot", PKG / "games" / g / "bot.py") if p.exists()]
QT_FREE = ["engine", "bots", "play", "saves", "stats", "user_folders.py", "game_args.py",
           "player_names.py",
           "games/rattus/insight", *[f"games/{g}/rules" for g in GAME_IDS], *BOTS]
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def imported_modules(path: Path) -> list[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved)."""
    rel = path.relative_to(PKG.parent).with_suffix("")
    return modules_in(path.read_text(encoding="utf-8"), list(rel.parts[:-1]))


def modules_in(text: str, package: list[str]) -> list[str]:
    """Every module a source imports, at any depth (inside functions too)."""
    out: list[str] = []
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package[:len(package) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            out += [base] + [f"{base}.{a.name}" for a in node.names]
    return out


def sources(folder: Path) -> list[Path]:
    """The Python files of a package folder, or the one module ``folder`` names."""
    if folder.is_file():
        return [folder]
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def test_the_qt_free_list_covers_every_games_bot_and_the_statistics() -> None:
    assert len(BOTS) == len(GAME_IDS) and "stats" in QT_FREE
    assert "games/rattus/insight" in QT_FREE


def test_statistics_and_saves_share_the_user_folders_not_each_other() -> None:
    """Both find the user's folders in ``user_folders``; neither borrows from the other."""
    for layer, other in (("stats", "saves"), ("saves", "stats")):
        names = [m for p in sources(PKG / layer) for m in imported_modules(p)]
        assert not [m for m in names if m.startswith(f"rattus_desktop.{other}")], layer
        assert "rattus_desktop.user_folders" in names, layer


def test_the_scan_sees_imports() -> None:
    names = imported_modules(PKG / "shell" / "kit" / "controller.py")
    assert "rattus_desktop.engine.registry" in names or "rattus_desktop.engine" in names
    assert any(n.startswith("PySide6") for n in names)


def test_the_scan_sees_imports_inside_functions() -> None:
    text = "def f():\n    if True:\n        from .kit import theme\n        import a.b\n"
    names = modules_in(text, ["rattus_desktop", "shell", "app"])
    assert "rattus_desktop.shell.app.kit.theme" in names and "a.b" in names


def host_imports(names: list[str], allowed: str) -> list[str]:
    """The ``names`` of ``rattus_desktop.shell`` outside the package ``allowed``."""
    return [m for m in names
            if (m == SHELL or m.startswith(SHELL + "."))
            and not (m == allowed or m.startswith(allowed + "."))]


SHELL = "rattus_desktop.shell"
KIT = f"{SHELL}.kit"


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_games_ui_imports_only_the_kit(game: str) -> None:
    folder = PKG / "games" / game / "ui"
    assert folder.is_dir(), folder
    offenders = {str(p.relative_to(PKG)): names for p in sources(folder)
                 if (names := host_imports(imported_modules(p), KIT))}
    assert offenders == {}


def test_the_kit_never_imports_the_host() -> None:
    offenders = {str(p.relative_to(PKG)): names for p in sources(PKG / "shell" / "kit")
                 if (names := host_imports(imported_modules(p), KIT))}
    assert offenders == {}


def test_the_boundary_check_catches_a_host_import() -> None:
    text = ("from rattus_desktop.shell.kit import theme\n"
            "def kind():\n    from rattus_desktop.shell.app.dialogs import new_game\n"
            "import rattus_desktop.shell\n")
    names = modules_in(text, ["rattus_desktop", "games", "x", "ui"])
    assert sorted(host_imports(names, KIT)) == [
        "rattus_desktop.shell", "rattus_desktop.shell.app.dialogs",
        "rattus_desktop.shell.app.dialogs.new_game"]


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_file_outside_a_game_imports_its_internals(game: str) -> None:
    inside = PKG / "games" / game
    prefix = f"rattus_desktop.games.{game}."
    offenders = [str(p.relative_to(PKG)) for p in sources(PKG)
                 if inside not in p.parents
                 and any(m.startswith(prefix) for m in imported_modules(p))]
    assert offenders == []


@pytest.mark.parametrize("layer", QT_FREE)
def test_qt_free_layers_never_import_qt(layer: str) -> None:
    folder = PKG / layer
    assert folder.exists(), folder
    offenders = [str(p.relative_to(PKG)) for p in sources(folder)
                 if any(m.split(".")[0] in QT for m in imported_modules(p))]
    assert offenders == []


BLOCK_QT = """
import importlib, importlib.abc, pkgutil, sys
class BlockQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in %r:
            raise ImportError('Qt is blocked in this test: ' + name)
        return None
sys.meta_path.insert(0, BlockQt())
sys.path.insert(0, %r)
import rattus_desktop
layers = %r
for layer in layers:
    name = 'rattus_desktop.' + layer.removesuffix('.py').replace('/', '.')
    module = importlib.import_module(name)
    for info in pkgutil.walk_packages(getattr(module, '__path__', []), name + '.'):
        importlib.import_module(info.name)
from rattus_desktop.engine import registry
from rattus_desktop.engine.bench import play_random_game
from rattus_desktop.bots import make_bot
for game in registry.games():
    config = game.config(game.players[0])
    g, n = play_random_game(config, 3)
    assert g.is_over and n > 5, game.id
    bot = make_bot(game.id, 'easy', 1)
    g = registry.new_game(config, 4)
    while not g.is_over:
        g.apply(bot.choose(g.view(g.current_player)))
assert not any(m.split('.')[0] in %r for m in sys.modules)
print('ok')
"""


def test_qt_free_layers_import_and_play_with_qt_blocked() -> None:
    script = BLOCK_QT % (QT, str(PKG.parent), QT_FREE, QT)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.strip() == "ok"
