"""``rattus-desktop --help`` names every command and --version; the scripts' entry points."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from rattus_desktop import __version__, cli

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_every_command_and_version(flag, capsys):
    assert cli.main([flag]) == 0
    out = capsys.readouterr().out
    assert "--autoplay" in out and "--selftest" in out  # the window's own options
    for name in cli.COMMANDS:
        assert f"\n  {name}" in out, name
    assert "--version" in out and "rattus-desktop-cli" in out


def test_every_command_has_a_help_line():
    assert set(cli.SUMMARIES) == set(cli.COMMANDS)


def test_version(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"rattus-desktop {__version__}\n"


def test_a_command_keeps_its_own_help(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["bench", "--help"])
    assert exc.value.code == 0
    assert "--games" in capsys.readouterr().out


def test_gui_script_for_the_game_and_console_script_for_the_commands():
    with (ROOT / "pyproject.toml").open("rb") as fh:
        project = tomllib.load(fh)["project"]
    assert project["gui-scripts"] == {"rattus-desktop": "rattus_desktop.cli:main"}
    assert project["scripts"] == {"rattus-desktop-cli": "rattus_desktop.cli:main"}


def test_help_needs_no_qt():
    """--help must work where Qt cannot load (the start-up check comes after it)."""
    import subprocess
    import sys

    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] == 'PySide6':\n"
            "            raise ImportError('PySide6 blocked')\n"
            "sys.meta_path.insert(0, Block())\n"
            "from rattus_desktop import cli\n"
            "sys.exit(cli.main(['--help']))\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**__import__("os").environ, "PYTHONPATH": str(ROOT / "src")},
                         timeout=60)
    assert run.returncode == 0, run.stderr
    assert "tournament" in run.stdout and "--version" in run.stdout
