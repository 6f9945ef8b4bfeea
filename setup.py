"""Build hook: compile the Qt Linguist translations (.ts -> .qm) as part of every build.

Everything else about the package lives in pyproject.toml. The .qm files are build
outputs (never committed): a regular install puts them into the installed package's
``translations`` folder; an editable install compiles them next to the .ts files.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def find_lrelease() -> str:
    """Qt's lrelease from PySide6 (a build requirement), else one on PATH."""
    try:
        import PySide6

        bundled = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32"
                                                    else "lrelease")
        if bundled.exists():
            return str(bundled)
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease"):
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError("Qt lrelease not found: install PySide6-Essentials to build")


def compile_translations(out_dir: Path) -> None:
    sources = sorted((HERE / "translations").glob("*.ts"))
    if not sources:
        return
    out_dir.mkdir(parents=True, exist_ok=True)
    tool = find_lrelease()
    for ts in sources:
        qm = out_dir / (ts.stem + ".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            compile_translations(HERE / "translations")
        else:
            compile_translations(Path(self.build_lib) / "rattus_desktop" / "translations")


PACKAGES = find_packages("src") + ["rattus_desktop.assets", "rattus_desktop.translations"]

setup(packages=PACKAGES, cmdclass={"build_py": BuildPyWithTranslations})
