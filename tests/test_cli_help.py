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
