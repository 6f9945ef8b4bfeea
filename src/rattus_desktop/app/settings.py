"""User settings: animation speed and language (kept in QSettings when persistent)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal

SPEEDS: dict[str, int] = {"normal": 250, "fast": 100, "instant": 0}


class Settings(QObject):
    """Settings shared by the window, the scene and the animations."""

    changed = Signal()

    def __init__(self, persistent: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.persistent = persistent  # False: tests, demos, self-test (nothing is written)
        self._store = QSettings("RattusDesktop", "Rattus Desktop") if persistent else None
        self._speed = self._load("speed", "normal")
        if self._speed not in SPEEDS:
            self._speed = "normal"
        self.lang = self._load("lang", "")

    def _load(self, key: str, default: str) -> str:
        if self._store is None:
            return default
        value = self._store.value(key, default)
        return str(value) if value is not None else default

    def _save(self, key: str, value: str) -> None:
        if self._store is not None:
            self._store.setValue(key, value)

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str, save: bool = True) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._speed = speed
        if save:
            self._save("speed", speed)
        self.changed.emit()

    def set_lang(self, lang: str) -> None:
        self.lang = lang
        self._save("lang", lang)

    @property
    def instant(self) -> bool:
        return SPEEDS[self._speed] == 0

    def duration(self, factor: float = 1.0) -> int:
        """An animation's length in ms: the base move time scaled by ``factor``."""
        return int(SPEEDS[self._speed] * factor)
