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

    @property
    def values(self) -> Settings:
        return self.store.settings

    @property
    def warning(self) -> str | None:
        """Why the settings file was (partly) ignored at start, if it was."""
        return self.store.warning

    def set(self, name: str, value: Any) -> None:
        """Change one setting (ValueError for a bad value) and save the file."""
        if getattr(self.store.settings, name, object()) == value:
            return
        try:
            self.store.update(**{name: value})
        except OSError as exc:
            self.failed.emit(str(exc))
            return
        self.changed.emit(name)
