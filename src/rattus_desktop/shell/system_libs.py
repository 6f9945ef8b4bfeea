"""Before Qt starts on Linux/X11: a display, and the system libraries its xcb plugin needs.

Without them Qt aborts (SIGABRT, exit code 134) with a message that often names the
wrong library, or PySide6 fails to import with a traceback. The libraries are read
from the installed (or bundled) xcb plugin itself (rattus_desktop.sysdeps.xcb); if
some are missing we say which Debian / Ubuntu packages to install and exit cleanly.
Qt-free (it runs before Qt is imported).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Mapping

from rattus_desktop.sysdeps import elf, xcb

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


def no_display(env: Mapping[str, str]) -> str | None:
    """The message when the X11 plugin would start without an X server to talk to."""
    if env.get("DISPLAY"):
        return None
    return ("rattus-desktop: no display: DISPLAY is not set, so there is no X11 (or "
            "XWayland) server to open the window on.\n"
            "Start it from a desktop session; `rattus-desktop --selftest` checks an "
            "installation without a display.")


def missing_sonames(sonames: list[str], load: Callable[[str], bool] = _loads) -> list[str]:
    return [soname for soname in sonames if not load(soname)]


def missing_packages(sonames: list[str], load: Callable[[str], bool] = _loads) -> list[str]:
    """The Debian packages of the libraries in ``sonames`` that do not load (in order)."""
    packages = [xcb.package_for(s) for s in missing_sonames(sonames, load)]
    return list(dict.fromkeys(packages))


def explain(packages: list[str], sonames: list[str]) -> str:
    return ("rattus-desktop: Qt's X11 display plugin needs system libraries that are not "
            f"installed: {', '.join(packages)}.\n"
            f"On Debian or Ubuntu: sudo apt-get install {' '.join(packages)}\n"
            f"(other Linux systems: the packages that provide {', '.join(sonames)})")


def plugin_sonames() -> list[str]:
    """The system libraries this installation's xcb plugin needs ([] if unreadable)."""
    try:
        return xcb.needed_sonames(xcb.frozen_root())
    except (OSError, elf.ElfError):
        return []  # Qt will say what is wrong itself


def check(env: Mapping[str, str] | None = None,
          load: Callable[[str], bool] = _loads,
          sonames: Callable[[], list[str]] = plugin_sonames) -> str | None:
    """The message to print and exit with, or None when Qt can start."""
    env = os.environ if env is None else env
    if not uses_xcb(env):
        return None
    problem = no_display(env)
    if problem:
        return problem
    needed = sonames()
    absent = missing_sonames(needed, load)
    if not absent:
        return None
    return explain(missing_packages(absent, lambda _s: False), absent)
