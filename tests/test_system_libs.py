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

from rattus_desktop.shell import system_libs
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
                                load=lambda n: looked.append(n) or True)
    assert message is not None and "no display" in message and "DISPLAY" in message
    assert looked == []
    assert system_libs.check({"QT_QPA_PLATFORM": "offscreen"}) is None


def test_missing_libraries_named_with_their_packages():
    needed = ["libxcb-shape.so.0", "libglib-2.0.so.0", "libxcb-icccm.so.4", "libGL.so.1"]
    absent = {"libxcb-shape.so.0", "libglib-2.0.so.0"}
    message = system_libs.check(X11, load=lambda n: n not in absent, sonames=lambda: needed)
    assert message is not None
    assert "sudo apt-get install libxcb-shape0 libglib2.0-0\n" in message
    assert "libxcb-icccm4" not in message and "libgl1" not in message
    assert "libxcb-shape.so.0, libglib-2.0.so.0" in message


def test_an_unknown_library_is_named_by_its_soname():
    message = system_libs.check(X11, load=lambda _n: False, sonames=lambda: ["libnew.so.7"])
    assert message is not None and "apt-get install libnew.so.7" in message


def test_nothing_said_when_everything_is_there():
    assert system_libs.check(X11, load=lambda _n: True, sonames=lambda: ["libxcb.so.1"]) is None
    assert system_libs.check({"QT_QPA_PLATFORM": "offscreen"}, load=lambda _n: False) is None


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
def test_a_library_hidden_in_a_mount_namespace_is_named():
    """libxcb-shape.so.0 (the one the old check missed) made unloadable for one process:
    a private mount namespace binds /dev/null over the real file."""
    if not _namespaces_work():
        pytest.skip("this machine allows no private mount namespace (unshare -rm)")
    lib = _library_path("libxcb-shape.so.0")
    if lib is None:
        pytest.skip("libxcb-shape.so.0 is not installed here, so there is nothing to hide")
    script = ("from rattus_desktop.shell.system_libs import check\n"
              "print(check({'QT_QPA_PLATFORM': 'xcb', 'DISPLAY': ':99'}))\n")
    inner = f"mount --bind /dev/null {lib} && exec {sys.executable} -c \"$0\""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    run = subprocess.run(["unshare", "-rm", "sh", "-c", inner, script], capture_output=True,
                         text=True, env=env, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "libxcb-shape0" in run.stdout and "libxcb-shape.so.0" in run.stdout
    # Outside the namespace the library is still there.
    assert system_libs.missing_sonames(["libxcb-shape.so.0"]) == []
