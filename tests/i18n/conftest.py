"""i18n tests: offscreen Qt; the .ts files compiled into a scratch folder for each run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
sys.path.insert(0, str(TRANSLATIONS))

import update  # noqa: E402, F401 - translations/update.py, used by the tests


@pytest.fixture(autouse=True)
def scratch_home(tmp_path, monkeypatch):
    monkeypatch.setenv("RATTUS_DESKTOP_HOME", str(tmp_path / "home"))


@pytest.fixture(scope="session")
def qm_dir(tmp_path_factory) -> Path:
    """Our .ts files compiled with lrelease (what every install does)."""
    out = tmp_path_factory.mktemp("qm")
    for ts in sorted(TRANSLATIONS.glob("*.ts")):
        subprocess.run([_lrelease(), "-silent", str(ts), "-qm",
                        str(out / (ts.stem + ".qm"))], check=True)
    return out


def _lrelease() -> str:
    import shutil

    import PySide6

    for path in (Path(PySide6.__file__).parent / "lrelease",
                 Path(PySide6.__file__).parent / "lrelease.exe"):
        if path.exists():
            return str(path)
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    assert found, "Qt lrelease not found (it ships with PySide6-Essentials)"
    return found


@pytest.fixture
def use_qm(qm_dir, monkeypatch):
    """The app loads its .qm files from ``qm_dir``."""
    from rattus_desktop.shell.kit import i18n

    monkeypatch.setattr(i18n, "_app_dirs", lambda: [qm_dir])
    yield qm_dir
    i18n.translations().apply("en")
