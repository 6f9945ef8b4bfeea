"""Before Qt starts on Linux/X11: the system libraries its xcb plugin needs.

Without them Qt aborts (SIGABRT, exit code 134) with a message that often names the
wrong library. We look for each one first and, if some are missing, say which Debian /
Ubuntu packages to install and exit cleanly. Qt-free (it runs before Qt is imported).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

# soname -> the Debian/Ubuntu package that provides it
XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
}
EXIT_MISSING = 3


def _loads(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def uses_xcb(env: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will pick its X11 plugin in this environment."""
    if not platform.startswith("linux"):
        return False
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:
        return chosen.split(":")[0] == "xcb"
    return not env.get("WAYLAND_DISPLAY")


def missing_packages(load: Callable[[str], bool] = _loads) -> list[str]:
    return [package for soname, package in XCB_LIBRARIES.items() if not load(soname)]


def explain(packages: list[str]) -> str:
    return ("rattus-desktop: Qt's X11 display plugin needs system libraries that are not "
            f"installed: {', '.join(packages)}.\n"
            f"On Debian or Ubuntu: sudo apt-get install {' '.join(packages)}\n"
            "(other Linux systems: the xcb-util cursor, image, keysyms, renderutil and wm "
            "packages, and libxkbcommon-x11)")


def check(env: Mapping[str, str] | None = None,
          load: Callable[[str], bool] = _loads) -> str | None:
    """The message to print and exit with, or None when Qt can start."""
    env = os.environ if env is None else env
    if getattr(sys, "frozen", False) or not uses_xcb(env):
        return None  # a bundle carries its own copies; other platforms need none
    packages = missing_packages(load)
    return explain(packages) if packages else None
