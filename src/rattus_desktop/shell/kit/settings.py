"""User settings: animation speed, the computers' thinking time, language and the last
players.

When persistent they live in the JSON settings file of ``saves`` (through
``saves_ui.settings_model``); there is no other store. Non-persistent settings
(tests, the demo, the self-test) are never written.
``load_warning`` (the file was partly or wholly ignored) and ``write_error`` (the last
change could not be written) say what went wrong until it is resolved; ``trouble``
is emitted whenever either changes (``saves_ui.notices`` shows them to the player).
"""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from rattus_desktop.play.session import Seat
from rattus_desktop.saves.settings import Settings as SavedSettings
from rattus_desktop.saves.settings import check
from rattus_desktop.shell.kit.settings_model import SettingsModel

SPEEDS: dict[str, int] = {"slow": 500, "normal": 250, "fast": 100, "instant": 0}
# The pause before each of a computer's moves, so that a person can follow them: it
# follows the animation speed (none at Instant).
BOT_PAUSE_MS: dict[str, int] = {"slow": 1600, "normal": 900, "fast": 350, "instant": 0}
# How long the computers may think: their search budget times this factor.
THINKING: dict[str, float] = {"quick": 0.4, "normal": 1.0, "long": 2.5}


class Settings(QObject):
    """Settings shared by the window, the scene and the animations."""

    changed = Signal()
    trouble = Signal()  # load_warning or write_error changed

    def __init__(self, persistent: bool = True, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.persistent = persistent  # False: tests, demos, self-test (nothing is written)
        self._options: dict[str, dict[str, Any]] = {}  # last options when not persistent
        self._games = SavedSettings()  # the games' own settings when not persistent
        self._model = SettingsModel() if persistent else None
        self.load_warning: str | None = self._model.warning if self._model else None
        self.write_error: str | None = None
        self._speed = self._load("animation_speed", "normal")
        if self._speed not in SPEEDS:
            self._speed = "normal"
        self._thinking = self._load("thinking_time", "normal")
        if self._thinking not in THINKING:
            self._thinking = "normal"
        self.lang = self._load("language", "")
        # Step by step (wait for the player at each dramatic moment of a game): None
        # lets the table decide (on when humans play the computer).
        step = self._load("step_by_step", "auto")
        self.step_by_step: bool | None = {"on": True, "off": False}.get(step)

    def _load(self, key: str, default: str) -> str:
        if self._model is not None:
            return str(getattr(self._model.values, key, default))
        return default

    def _save(self, key: str, value: Any) -> None:
        if self._model is not None:
            with contextlib.suppress(ValueError):
                self._model.set(key, value)
            before = (self.load_warning, self.write_error)
            self.load_warning, self.write_error = self._model.warning, self._model.write_error
            if before != (self.load_warning, self.write_error):
                self.trouble.emit()

    @property
    def speed(self) -> str:
        return self._speed

    def set_speed(self, speed: str, save: bool = True) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self._speed = speed
        if save:
            self._save("animation_speed", speed)
        self.changed.emit()

    @property
    def thinking_time(self) -> str:
        """How long the computers may think: "quick", "normal" or "long"."""
        return self._thinking

    def set_thinking_time(self, choice: str, save: bool = True) -> None:
        if choice not in THINKING:
            raise ValueError(f"unknown thinking time {choice!r}")
        self._thinking = choice
        if save:
            self._save("thinking_time", choice)
        self.changed.emit()

    def thinking_factor(self) -> float:
        """The computers' budget factor for ``thinking_time``."""
        return THINKING[self._thinking]

    def bot_delay_ms(self) -> int:
        """The pause before a computer's move: it scales with the animation speed."""
        return BOT_PAUSE_MS[self._speed]

    def set_lang(self, lang: str, save: bool = True) -> None:
        self.lang = lang
        if save:
            self._save("language", lang)

    def game_setting(self, game_id: str, name: str) -> str:
        """One of a game's own settings (``GameDef.settings``), e.g. a View entry's."""
        values = self._model.values if self._model is not None else self._games
        return values.game(game_id, name)

    def set_game_setting(self, game_id: str, name: str, value: str) -> None:
        values = self._model.values if self._model is not None else self._games
        games = {**values.games, game_id: {**values.games.get(game_id, {}), name: value}}
        if self._model is None:
            self._games = replace(self._games, games=check("games", games))
            return
        self._save("games", games)

    def set_step_by_step(self, on: bool | None) -> None:
        """Wait for the player at each dramatic moment: True, False or None (automatic)."""
        self.step_by_step = on
        self._save("step_by_step", "auto" if on is None else ("on" if on else "off"))
        self.changed.emit()

    @property
    def last_players(self) -> list[Seat]:
        if self._model is None:
            return []
        return list(self._model.values.last_players)

    def set_last_players(self, seats: list[Seat]) -> None:
        self._save("last_players", list(seats))

    def last_options(self, game_id: str) -> dict[str, Any]:
        """The game options last chosen in the new-game dialog for ``game_id``."""
        if self._model is None:
            return dict(self._options.get(game_id, {}))
        return dict(self._model.values.last_options.get(game_id, {}))

    def set_last_options(self, game_id: str, options: dict[str, Any]) -> None:
        if self._model is None:
            self._options[game_id] = dict(options)
            return
        self._save("last_options", {**self._model.values.last_options, game_id: options})

    @property
    def instant(self) -> bool:
        return SPEEDS[self._speed] == 0

    def duration(self, factor: float = 1.0) -> int:
        """An animation's length in ms: the base move time scaled by ``factor``."""
        return int(SPEEDS[self._speed] * factor)
