"""Before Qt is imported on Linux: the system libraries Qt needs, and a display for X11.

Without them Qt aborts (SIGABRT, exit code 134) with a message that often names the
wrong library, or PySide6 fails to import with a traceback. The libraries are read
from the installed (or bundled) PySide6 modules and, when Qt will use X11, its xcb
plugin (rattus_desktop.sysdeps.xcb); if some are missing we say which Debian / Ubuntu
packages to install and exit cleanly. Qt-free (it runs before Qt is imported).
"""

from __future__ import annotations

import ctypes
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence

from rattus_desktop.sysdeps import elf, xcb

EXIT_MISSING = 3


# The loader's message starts with the file it could not load: "libxcb.so.1: cannot
# open shared object file", "/usr/lib/x86_64-linux-gnu/libxcb.so.1: file too short".
_CULPRIT = re.compile(r"^(?:\S*/)?([^\s/:]+\.so[^\s/:]*):")


def culprit(message: str, name: str) -> str:
    """The library a loader error names, else ``name``."""
    match = _CULPRIT.match(message.strip())
    return match.group(1) if match else name


def _fails(name: str) -> str | None:
    """None when ``name`` loads; else the library the loader could not load: ``name``
    itself, or the dependency its error names. (A frozen app's ctypes wraps the error
    in its own, the loader's being the cause.)"""
    try:
        ctypes.CDLL(name)
    except OSError as exc:
        cause = exc.__cause__ if isinstance(exc.__cause__, OSError) else exc
        return culprit(str(cause), name)
    return None


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


def missing_sonames(sonames: list[str],
                    fails: Callable[[str], str | None] = _fails) -> list[str]:
    """The libraries that are missing: those of ``sonames`` that do not load, each
    replaced by the dependency that stopped it when the loader names one (one missing
    libxcb.so.1 is not reported as twenty libraries that need it). In order, once."""
    culprits = [fails(soname) for soname in sonames]
    return list(dict.fromkeys(c for c in culprits if c is not None))


def packages_of(sonames: list[str]) -> list[str]:
    """The Debian packages of ``sonames`` (in order, once each)."""
    return list(dict.fromkeys(xcb.package_for(s) for s in sonames))


def explain(packages: list[str], sonames: list[str]) -> str:
    return ("rattus-desktop: Qt's X11 display plugin needs system libraries that are not "
            f"installed: {', '.join(packages)}.\n"
            f"On Debian or Ubuntu: sudo apt-get install {' '.join(packages)}\n"
            f"(other Linux systems: the packages that provide {', '.join(sonames)})")


def qt_sonames(with_xcb: bool) -> list[str]:
    """The system libraries this installation's Qt needs ([] if unreadable)."""
    try:
        return xcb.needed_sonames(xcb.frozen_root(), plugin=with_xcb)
    except (OSError, elf.ElfError):
        return []  # Qt will say what is wrong itself


def check(env: Mapping[str, str] | None = None,
          fails: Callable[[str], str | None] = _fails,
          sonames: Callable[[bool], list[str]] = qt_sonames,
          platform: str = sys.platform) -> str | None:
    """The message to print and exit with, or None when Qt can start."""
    env = os.environ if env is None else env
    if not platform.startswith("linux"):
        return None
    x11 = uses_xcb(env, platform)
    problem = no_display(env) if x11 else None
    if problem:
        return problem
    absent = missing_sonames(sonames(x11), fails)
    if not absent:
        return None
    return explain(packages_of(absent), absent)


def check_before_start(argv: Sequence[str]) -> str | None:
    """``check`` for a start with ``argv``: --selftest runs offscreen unless told not to."""
    env = dict(os.environ)
    if "--selftest" in argv:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return check(env)
