"""Before Qt starts on Linux/X11: a display, and the libraries the xcb plugin links.

The library list is derived from the installed plugin (rattus_desktop.sysdeps.xcb);
one test hides a real library in a private mount namespace and runs the check there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rattus_desktop.shell.app import system_libs
from rattus_desktop.sysdeps import xcb

ROOT = Path(__file__).resolve().parents[1]
X11 = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":99"}
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="Qt's xcb plugin exists on Linux only")


def test_xcb_only_on_linux_x11():
    assert system_libs.uses_xcb({}, "linux")
    assert system_libs.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not system_libs.uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not system_libs.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not system_libs.uses_xcb({}, "win32") and not system_libs.uses_xcb({}, "darwin")


@linux_only
def test_no_display_is_said_before_any_library_is_looked_for():
    looked: list[str] = []
    message = system_libs.check({"QT_QPA_PLATFORM": "xcb"},
                                fails=lambda n: looked.append(n), platform="linux")
    assert message is not None and "no display" in message and "DISPLAY" in message
    assert looked == []
    assert system_libs.check({"QT_QPA_PLATFORM": "offscreen"}, fails=lambda _n: None) is None


def test_missing_libraries_named_with_their_packages():
    needed = ["libxcb-shape.so.0", "libglib-2.0.so.0", "libxcb-icccm.so.4", "libGL.so.1"]
    absent = {"libxcb-shape.so.0", "libglib-2.0.so.0"}
    message = system_libs.check(X11, fails=lambda n: n if n in absent else None,
                                sonames=lambda _x11: needed, platform="linux")
    assert message is not None
    assert "sudo apt-get install libxcb-shape0 libglib2.0-0\n" in message
    assert "libxcb-icccm4" not in message and "libgl1" not in message
    assert "libxcb-shape.so.0, libglib-2.0.so.0" in message


def test_a_missing_dependency_is_reported_once_not_through_its_dependents():
    def fails(name: str) -> str | None:  # libxcb.so.1 absent: its dependents fail on it
        return {"libX11.so.6": "libxcb.so.1", "libxcb-shape.so.0": "libxcb.so.1",
                "libxcb.so.1": "libxcb.so.1"}.get(name)

    needed = ["libGL.so.1", "libX11.so.6", "libxcb-shape.so.0", "libxcb.so.1"]
    assert system_libs.missing_sonames(needed, fails) == ["libxcb.so.1"]


def test_the_culprit_is_read_from_the_loader_message():
    culprit = system_libs.culprit
    assert culprit("libxcb.so.1: cannot open shared object file: No such file or directory",
                   "libX11.so.6") == "libxcb.so.1"
    assert culprit("/usr/lib/x86_64-linux-gnu/libxcb-shape.so.0: file too short",
                   "libxcb-shape.so.0") == "libxcb-shape.so.0"
    # A frozen app's own wording (no loader message): the library asked for.
    assert culprit("Failed to load dynlib/dll 'libxcb.so.1'. Most likely this dynlib/dll "
                   "was not found when the application was frozen.", "libxcb.so.1") == \
        "libxcb.so.1"


@linux_only
def test_the_loader_error_names_the_culprit():
    assert system_libs._fails("libc.so.6") is None
    assert system_libs._fails("libsurely-not-there.so.9") == "libsurely-not-there.so.9"


def test_an_unknown_library_is_named_by_its_soname():
    message = system_libs.check(X11, fails=lambda n: n, sonames=lambda _x11: ["libnew.so.7"],
                                platform="linux")
    assert message is not None and "apt-get install libnew.so.7" in message


def test_nothing_said_when_everything_is_there():
    assert system_libs.check(X11, fails=lambda _n: None, sonames=lambda _x11: ["libxcb.so.1"],
                             platform="linux") is None
    assert system_libs.check(X11, fails=lambda n: n, platform="win32") is None


def test_offscreen_needs_only_what_the_qt_modules_link():
    asked: list[bool] = []

    def sonames(x11: bool) -> list[str]:
        asked.append(x11)
        return ["libX11.so.6"]

    message = system_libs.check({"QT_QPA_PLATFORM": "offscreen"}, fails=lambda n: n,
                                sonames=sonames, platform="linux")
    assert asked == [False] and message is not None and "libx11-6" in message


@linux_only
def test_the_plugin_adds_the_xcb_libraries_to_the_modules_own():
    modules = set(xcb.needed_sonames(plugin=False))
    everything = set(xcb.needed_sonames())
    assert "libX11.so.6" in modules and "libxcb-shape.so.0" not in modules
    assert modules < everything and "libxcb-cursor.so.0" in everything


def test_selftest_checks_as_offscreen(monkeypatch):
    seen: list[dict[str, str]] = []
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(system_libs, "check", lambda env: seen.append(env) or None)
    assert system_libs.check_before_start(["--selftest"]) is None
    assert seen[-1]["QT_QPA_PLATFORM"] == "offscreen"
    system_libs.check_before_start(["--autoplay"])
    assert "QT_QPA_PLATFORM" not in seen[-1]


@linux_only
def test_the_list_comes_from_the_installed_plugin():
    sonames = xcb.needed_sonames()
    # What the issue found missing from the old hand-made list.
    assert {"libxcb-shape.so.0", "libglib-2.0.so.0", "libxcb-cursor.so.0"} <= set(sonames)
    # Qt's own libraries ship with PySide6: never asked of the system.
    assert not [s for s in sonames if s.startswith("libQt6")]


@linux_only
def test_every_library_the_plugin_needs_has_its_debian_package():
    table = xcb.debian_packages()
    assert [s for s in xcb.needed_sonames() if s not in table] == []


def _deps_file() -> list[str]:
    text = (ROOT / "packaging" / "linux" / "player-deps.txt").read_text(encoding="utf-8")
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]


@linux_only
def test_the_player_deps_file_is_what_the_plugin_needs():
    from rattus_desktop.sysdeps.__main__ import packages

    assert _deps_file() == packages(), "regenerate: python -m rattus_desktop.sysdeps"
    assert "libxcb-shape0" in packages() and "libglib2.0-0" in packages()


def test_the_readme_apt_line_installs_every_package():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = next(ln for ln in readme.splitlines() if "sudo apt-get install" in ln
                and "python3-venv" in ln)
    missing = [p for p in _deps_file() if f" {p} " not in line]
    assert missing == [], f"README's apt line lacks {missing}"


def _namespaces_work() -> bool:
    unshare = shutil.which("unshare")
    if unshare is None:
        return False
    probe = subprocess.run([unshare, "-rm", "true"], capture_output=True)
    return probe.returncode == 0


def _library_path(soname: str) -> Path | None:
    """The file the loader maps for ``soname`` (loaded here, then read from our maps)."""
    if system_libs.missing_sonames([soname]):
        return None
    stem = soname.split(".so")[0] + ".so"
    maps = Path("/proc/self/maps").read_text(encoding="utf-8").splitlines()
    paths = {line.split()[-1] for line in maps if f"/{stem}" in line}
    return Path(sorted(paths)[0]).resolve() if paths else None


@linux_only
def test_libraries_hidden_in_a_mount_namespace_are_named_before_qt_loads():
    """The application started (python -m rattus_desktop) with libxcb-shape.so.0 (the
    one the old list missed) and libxcb.so.1 (QtGui's chain: a traceback before) made
    unloadable for that process alone: a private mount namespace binds /dev/null over
    the real files. It must exit 3 naming both packages, not abort or trace back."""
    if not _namespaces_work():
        pytest.skip("this machine allows no private mount namespace (unshare -rm)")
    libs = [_library_path("libxcb-shape.so.0"), _library_path("libxcb.so.1")]
    if None in libs:
        pytest.skip("libxcb-shape0 or libxcb1 is not installed here: nothing to hide")
    binds = " && ".join(f"mount --bind /dev/null {lib}" for lib in libs)
    inner = f"{binds} && exec {sys.executable} -m rattus_desktop"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "QT_QPA_PLATFORM": "xcb",
           "DISPLAY": ":99"}
    run = subprocess.run(["unshare", "-rm", "sh", "-c", inner], capture_output=True,
                         text=True, env=env, timeout=120)
    assert run.returncode == system_libs.EXIT_MISSING, run.stderr
    assert "Traceback" not in run.stderr
    # Only the two: the libraries that need libxcb.so.1 are not reported with it.
    apt = next(ln for ln in run.stderr.splitlines() if "sudo apt-get install" in ln)
    assert sorted(apt.split("install ", 1)[1].split()) == ["libxcb-shape0", "libxcb1"], apt
    # Outside the namespace the libraries are still there.
    assert system_libs.missing_sonames(["libxcb-shape.so.0", "libxcb.so.1"]) == []
