"""The X11 libraries Qt needs are looked for before Qt starts; a clear message if not."""

from __future__ import annotations

from rattus_desktop.shell.app import system_libs


def test_xcb_only_on_linux_x11():
    assert system_libs.uses_xcb({}, "linux")
    assert system_libs.uses_xcb({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not system_libs.uses_xcb({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not system_libs.uses_xcb({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not system_libs.uses_xcb({}, "win32") and not system_libs.uses_xcb({}, "darwin")


def test_missing_libraries_named_with_their_packages():
    absent = {"libxcb-cursor.so.0", "libxcb-icccm.so.4"}
    message = system_libs.check({"QT_QPA_PLATFORM": "xcb"}, load=lambda n: n not in absent)
    assert message is not None
    assert "libxcb-cursor0" in message and "libxcb-icccm4" in message
    assert "sudo apt-get install libxcb-cursor0 libxcb-icccm4" in message
    assert "keysyms1" not in message.split("\n")[1]


def test_nothing_said_when_everything_is_there():
    assert system_libs.check({"QT_QPA_PLATFORM": "xcb"}, load=lambda _n: True) is None
    assert system_libs.check({"QT_QPA_PLATFORM": "offscreen"}, load=lambda _n: False) is None

