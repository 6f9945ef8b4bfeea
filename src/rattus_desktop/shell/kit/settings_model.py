"""The JSON settings (``saves.settings``) as a QObject with a ``changed`` signal.

``app.settings.Settings`` can delegate its storage here so that language,
animation speed, bot speed and the last players persist in the user config
folder (``settings.json``), loaded tolerantly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from rattus_desktop.saves.settings import Settings, SettingsStore


class SettingsModel(QObject):
    changed = Signal(str)  # the name of the setting that changed
    failed = Signal(str)  # the settings file could not be written (the value still applies)

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = SettingsStore(path)
        self.write_error: str | None = None  # why the last write failed (until one works)

    @property
    def values(self) -> Settings:
        return self.store.settings

    @property
    def warning(self) -> str | None:
        """Why the settings file was (partly) ignored at start, if it was."""
        return self.store.warning

    def set(self, name: str, value: Any) -> None:
        """Change one setting (ValueError for a bad value) and save the file."""
        unchanged = getattr(self.store.settings, name, object()) == value
        if unchanged and self.write_error is None:
            return
        try:
            self.store.update(**{name: value})
        except OSError as exc:
            self.write_error = str(exc)
            self.failed.emit(self.write_error)
            return
        self.write_error = None
        self.changed.emit(name)
