"""Problems shown in the status area until they are resolved: settings that could not be
read (the defaults are used) or written, and an autosave that fails.

``wire_notices(window)`` connects them; it needs the window's ``status`` (a
``StatusBar`` with ``set_notice``), ``settings`` and, if the saves are wired, its
``saves.autosave`` hook.
"""

from __future__ import annotations

import contextlib
from typing import Any

from PySide6.QtCore import QCoreApplication

from rattus_desktop.shell.app.saves_ui.autosave_ui import NOTICE as AUTOSAVE

SETTINGS_LOAD = "settings_load"
SETTINGS_WRITE = "settings_write"

__all__ = ["AUTOSAVE", "SETTINGS_LOAD", "SETTINGS_WRITE", "settings_load_text",
           "settings_write_text", "show_settings_trouble", "wire_notices"]


def settings_load_text(detail: str) -> str:
    return QCoreApplication.translate(
        "Saves", "Some settings could not be read, so their defaults apply; changing a "
                 "setting writes a new settings file. ({detail})").format(detail=detail)


def settings_write_text(detail: str) -> str:
    return QCoreApplication.translate(
        "Saves", "Your settings could not be saved; they apply until you quit. "
                 "({detail})").format(detail=detail)


def show_settings_trouble(settings: Any, status: Any) -> None:
    """The settings' ``load_warning`` and ``write_error`` as notices (cleared if None)."""
    load, write = settings.load_warning, settings.write_error
    status.set_notice(SETTINGS_LOAD, settings_load_text(load) if load else "")
    status.set_notice(SETTINGS_WRITE, settings_write_text(write) if write else "")


def wire_notices(window: Any) -> None:
    """Show the window's settings and autosave problems in its status area."""
    settings, status = window.settings, window.status
    settings.trouble.connect(lambda: show_settings_trouble(settings, status))
    show_settings_trouble(settings, status)
    hook = getattr(getattr(window, "saves", None), "autosave", None)
    if hook is not None:
        hook.notice.connect(lambda text: status.set_notice(AUTOSAVE, text))
        with contextlib.suppress(RuntimeError, TypeError):  # the notice replaces the hint
            hook.failed.disconnect(status.set_hint)
