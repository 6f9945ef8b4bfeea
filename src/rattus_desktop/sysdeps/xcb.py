"""The system libraries Qt's X11 (xcb) platform plugin needs, derived from the plugin.

The plugin's DT_NEEDED names are followed through every library that ships beside it
(PySide6's ``Qt/lib``, a frozen bundle's own folder); a name found there is ours, any
other is the system's. So the list follows PySide6 and the bundle as they change.
"""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from collections.abc import Iterable, Sequence
from functools import cache
from pathlib import Path

from rattus_desktop.sysdeps import elf

PLUGIN = Path("Qt") / "plugins" / "platforms" / "libqxcb.so"
# The PySide6 modules the application imports: what they link is needed as well.
MODULES: tuple[str, ...] = ("QtCore", "QtGui", "QtWidgets", "QtSvg")
PACKAGES_FILE = Path(__file__).with_name("debian_packages.toml")


def pyside_dirs(frozen_root: str | None = None) -> list[Path]:
    """Where PySide6 lies: inside a frozen bundle, else the installed package."""
    if frozen_root is not None:
        return [Path(frozen_root) / "PySide6"]
    spec = importlib.util.find_spec("PySide6")  # locates it without importing Qt
    if spec is None or not spec.submodule_search_locations:
        return []
    return [Path(p) for p in spec.submodule_search_locations]


def roots(pyside: Path, plugin: bool = True) -> list[Path]:
    """The ELF files the check starts from: the Qt modules the application imports and,
    with ``plugin``, the xcb plugin (offscreen needs only what the modules link)."""
    starts = [pyside / PLUGIN] if plugin else []
    for module in MODULES:
        starts += sorted(pyside.glob(f"{module}.*.so"))
    return [p for p in starts if p.is_file()]


def ours(pyside: Path, frozen_root: str | None = None) -> list[Path]:
    """The folders whose libraries ship with PySide6 or the bundle."""
    folders = [pyside / "Qt" / "lib", pyside, pyside.parent / "shiboken6"]
    if frozen_root is not None:
        folders.insert(0, Path(frozen_root))
    return [f for f in folders if f.is_dir()]


def system_sonames(starts: Iterable[Path], shipped: Sequence[Path]) -> list[str]:
    """The sonames ``starts`` need, directly or through shipped libraries, that are not
    shipped: what the system must provide. Sorted."""
    seen: set[str] = set()
    system: set[str] = set()
    todo = list(starts)
    while todo:
        for name in elf.read(todo.pop()).needed:
            if name in seen:
                continue
            seen.add(name)
            local = next((f / name for f in shipped if (f / name).is_file()), None)
            if local is None:
                system.add(name)
            else:
                todo.append(local.resolve())
    return sorted(system)


@cache
def debian_packages() -> dict[str, str]:
    """soname -> the Debian/Ubuntu package that provides it (debian_packages.toml)."""
    with PACKAGES_FILE.open("rb") as fh:
        table = tomllib.load(fh)["sonames"]
    return {str(k): str(v) for k, v in table.items()}


def package_for(soname: str) -> str:
    """The Debian package of ``soname``; the soname itself when the table lacks it."""
    return debian_packages().get(soname, soname)


def needed_sonames(frozen_root: str | None = None, plugin: bool = True) -> list[str]:
    """The system libraries the Qt modules and (with ``plugin``) the xcb plugin of this
    installation (or bundle) need."""
    for pyside in pyside_dirs(frozen_root):
        starts = roots(pyside, plugin)
        if starts:
            return system_sonames(starts, ours(pyside, frozen_root))
    return []


def frozen_root() -> str | None:
    root = getattr(sys, "_MEIPASS", None)
    return str(root) if root else None
