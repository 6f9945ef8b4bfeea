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

from setuptools import find_namespace_packages, setup
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


# Modules of the data folders that are developer tools, never installed.
DEV_MODULES = {("rattus_desktop.translations", "update")}


class BuildPyWithTranslations(build_py):
    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        return [m for m in super().find_package_modules(package, package_dir)
                if (m[0], m[1]) not in DEV_MODULES]

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            compile_translations(HERE / "translations")
        else:
            compile_translations(Path(self.build_lib) / "rattus_desktop" / "translations")


# Data folders are listed as packages too (setuptools warns about, and will stop
# installing, data in folders that are not): every folder below src/rattus_desktop
# (the rules data wherever it lives), and the art by kind (not assets/tools/).
ASSET_KINDS = sorted(p.name for p in (HERE / "assets").iterdir()
                     if p.is_dir() and p.name not in ("tools", "__pycache__"))
PACKAGES = (find_namespace_packages("src", include=["rattus_desktop", "rattus_desktop.*"],
                                    exclude=["*.__pycache__"])
            + ["rattus_desktop.assets", "rattus_desktop.translations"]
            + [f"rattus_desktop.assets.{kind}" for kind in ASSET_KINDS])

setup(packages=PACKAGES, cmdclass={"build_py": BuildPyWithTranslations})
