"""The wheel carries the game's data and none of the developer files.

The wheel is built for real (setuptools' PEP 517 backend, no isolation, so nothing is
downloaded) from a copy of the sources in a temporary folder.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import bundle_config as cfg
import pytest

ROOT = cfg.ROOT
BUILD = ("import sys; from setuptools import build_meta as b; "
         "print(b.build_wheel(sys.argv[1]))")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> tuple[list[str], str, str]:
    """(names in the wheel, its METADATA, the build's output)."""
    tree = tmp_path_factory.mktemp("wheel-src")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "*.qm")
    for name in ("src", "assets", "translations"):
        shutil.copytree(ROOT / name, tree / name, ignore=ignore)
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, tree / name)
    out = tree / "dist"
    proc = subprocess.run([sys.executable, "-W", "always", "-c", BUILD, str(out)], cwd=tree,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    (path,) = out.glob("*.whl")
    with zipfile.ZipFile(path) as zf:
        names = zf.namelist()
        meta = next(zf.read(n).decode() for n in names if n.endswith(".dist-info/METADATA"))
    return names, meta, proc.stdout + proc.stderr


def test_the_game_data_is_in_the_wheel(wheel):
    names, _, _ = wheel
    for folder, suffix in (("games/rattus/data", ".toml"), ("assets", ".svg"), ("assets", ".toml"),
                           ("translations", ".qm")):
        assert any(n.startswith(f"rattus_desktop/{folder}/") and n.endswith(suffix)
                   for n in names), f"no {suffix} below rattus_desktop/{folder}/"
    for rel in ("assets/icons/app.svg", "assets/board/europe.svg",
                "assets/board/europe-layout.toml", "translations/rattus_desktop_zh_TW.qm",
                "translations/rattus_desktop_en.qm"):
        assert f"rattus_desktop/{rel}" in names
    tomls = sorted(p.name for p in (ROOT / "src" / "rattus_desktop").rglob("*.toml"))
    assert tomls and sorted(Path(n).name for n in names
                            if n.endswith(".toml") and "/assets/" not in n) == tomls


def test_no_developer_files_in_the_wheel(wheel):
    names, _, _ = wheel
    leaked = [n for n in names if n.endswith(".ts") or "/tools/" in n
              or n.endswith("translations/update.py") or n.endswith("README.md")]
    assert leaked == []
    assert not any(n.startswith("rattus_desktop/translations/") and n.endswith(".py")
                   for n in names)


def test_spdx_license_and_no_setuptools_warnings(wheel):
    _, meta, log = wheel
    assert "License-Expression: LicenseRef-Proprietary" in meta.splitlines()
    assert "Package would be ignored" not in log
    assert "is absent from the `packages` configuration" not in log
    assert "License classifiers are deprecated" not in log
    assert "`project.license` as a TOML table is deprecated" not in log
