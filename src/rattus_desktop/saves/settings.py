"""User settings as JSON in the user config folder, loaded tolerantly.

A missing file gives the defaults. A file that cannot be read, is not JSON or
holds bad values gives the defaults for what is bad, plus a one-line
``warning`` (the GUI shows it in the status area until a setting is saved); it is
never a crash, and the file is not rewritten until the user changes a setting
(``SettingsStore.update``). Unknown keys are kept as they were. ``last_players``
must have a seat count the new-game dialog offers (that of the default game).

A number JSON cannot hold (``1e400``, ``NaN``, ``Infinity``) drops only the entry that
holds it (named in the warning; the rest of the file applies), and no such number is
ever accepted by ``update`` or written.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from rattus_desktop.engine import registry
from rattus_desktop.engine.options import GameSetting
from rattus_desktop.engine.reading import os_reason
from rattus_desktop.play.session import Seat
from rattus_desktop.user_folders import config_dir

from . import fields as save_fields
from .atomic import atomic_write
from .errors import SaveError
from .reading import read_json

LANGUAGES = ("", "en", "zh_TW")  # "": follow the system
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")  # the keys of app.settings.SPEEDS
BOT_SPEEDS = ("slow", "normal", "fast", "instant")
THINKING_TIMES = ("quick", "normal", "long")  # the keys of shell.settings.THINKING
STEP_BY_STEP = ("auto", "on", "off")  # auto: on when humans play the computer
BOT_DELAYS_MS = {"slow": 1500, "normal": 700, "fast": 250, "instant": 0}
MAX_PLAYERS = 6
MAX_BYTES = 2**20


class _NonFinite:
    """Stands in, while loading, for a number JSON cannot hold (then dropped)."""


NON_FINITE = _NonFinite()


@dataclass(frozen=True)
class Settings:
    language: str = ""
    animation_speed: str = "normal"
    bot_speed: str = "normal"
    step_by_step: str = "auto"
    thinking_time: str = "normal"
    last_players: tuple[Seat, ...] = ()
    #: the new-game dialog's last game options, per game id (e.g. Rattus' ruleset, cards)
    last_options: dict[str, Any] = field(default_factory=dict)
    #: each game's own settings (``GameDef.settings``) by game id, e.g. a View entry
    games: dict[str, dict[str, Any]] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def game(self, game_id: str, name: str) -> str:
        """A game's own setting: the value stored, else the game's declared default."""
        value = self.games.get(game_id, {}).get(name)
        return str(value) if value is not None else _declared(game_id, name).default

    @property
    def bot_delay_ms(self) -> int:
        return BOT_DELAYS_MS[self.bot_speed]

    def to_json(self) -> dict[str, Any]:
        return {**self.extra, "language": self.language,
                "animation_speed": self.animation_speed, "bot_speed": self.bot_speed,
                "step_by_step": self.step_by_step, "thinking_time": self.thinking_time,
                "last_players": [{"name": s.name, "colour": s.colour, "kind": s.kind}
                                 for s in self.last_players],
                "last_options": dict(self.last_options),
                "games": {k: dict(v) for k, v in self.games.items()}}


CHOICES: dict[str, tuple[str, ...]] = {
    "language": LANGUAGES, "animation_speed": ANIMATION_SPEEDS, "bot_speed": BOT_SPEEDS,
    "step_by_step": STEP_BY_STEP, "thinking_time": THINKING_TIMES,
}


def check(name: str, value: Any) -> Any:
    """The value to store for setting ``name`` (ValueError if it is not acceptable)."""
    if name in CHOICES:
        if value not in CHOICES[name]:
            raise ValueError(f"{name} must be one of {CHOICES[name]}, not {value!r}")
        return value
    if name == "last_options":
        return _options(value)
    if name == "games":
        return _games(value)
    if name == "last_players":
        if isinstance(value, tuple | list) and all(isinstance(s, Seat) for s in value):
            value = [{"name": s.name, "colour": s.colour, "kind": s.kind} for s in value]
        counts = seat_counts()
        if not isinstance(value, list) or (value and len(value) not in counts):
            raise ValueError(f"last_players must be empty or a list of {counts[0]}-"
                             f"{counts[-1]} players")
        try:
            return tuple(save_fields.seat(i, raw) for i, raw in enumerate(value))
        except SaveError as exc:
            raise ValueError(exc.message) from None
    raise ValueError(f"unknown setting {name!r}")


def _plain(value: Any, depth: int = 0) -> bool:
    """JSON text, numbers, true/false, and lists or objects of them (a few levels)."""
    if isinstance(value, float):
        return math.isfinite(value)
    if value is None or isinstance(value, str | int | bool):
        return True
    if depth < 3 and isinstance(value, list):
        return all(_plain(v, depth + 1) for v in value)
    if depth < 3 and isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v, depth + 1) for k, v in value.items())
    return False


def _options(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, dict) and _plain(v) for k, v in value.items()):
        raise ValueError("last_options must map game ids to objects of plain values")
    return {k: dict(v) for k, v in value.items()}


def _declared(game_id: str, name: str) -> GameSetting:
    """The setting ``name`` that game ``game_id`` declares (KeyError if none)."""
    for setting in registry.get(game_id).settings if game_id in registry.installed() else ():
        if setting.name == name:
            return setting
    raise KeyError(f"{game_id!r} declares no setting {name!r}")


def _games(value: Any) -> dict[str, dict[str, Any]]:
    """Every game's own settings: a declared one must hold one of its choices; what no
    installed game declares is kept as it was (plain values)."""
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, dict) and _plain(v) for k, v in value.items()):
        raise ValueError("games must map game ids to objects of plain values")
    out: dict[str, dict[str, Any]] = {}
    for game_id, given in value.items():
        out[game_id] = dict(given)
        for name, raw in given.items():
            try:
                setting = _declared(game_id, name)
            except KeyError:
                continue
            out[game_id][name] = setting.check(raw)
    return out


def _former_keys() -> dict[str, tuple[str, GameSetting]]:
    """The top-level keys older settings files used for a game's setting."""
    return {s.former: (g.id, s) for g in registry.games() for s in g.settings if s.former}


def _games_from(raw: dict[str, Any]) -> tuple[dict[str, dict[str, Any]] | None, list[str]]:
    """The games' settings of a document (None: none given or bad), older top-level
    keys moved under their game, and the names of the values that were bad."""
    bad: list[str] = []
    try:
        games = _games(raw["games"]) if "games" in raw else {}
    except ValueError:
        games, bad = {}, ["games"]
    for key, (game_id, setting) in _former_keys().items():
        if key not in raw or setting.name in games.get(game_id, {}):
            continue
        try:
            games.setdefault(game_id, {})[setting.name] = setting.check(raw[key])
        except ValueError:
            bad.append(key)
    return (games or None), bad


def seat_counts() -> tuple[int, ...]:
    """The player counts the new-game dialog offers (those of the default game)."""
    return tuple(registry.get(registry.installed()[0]).players)


def from_json(raw: Any) -> tuple[Settings, list[str]]:
    """Settings from a parsed document, and the names of the values that were bad."""
    if not isinstance(raw, dict):
        return Settings(), []
    names = [f.name for f in fields(Settings) if f.name not in ("extra", "games")]
    values: dict[str, Any] = {}
    games, bad = _games_from(raw)
    for name in names:
        if name in raw:
            try:
                values[name] = check(name, raw[name])
            except ValueError:
                bad.append(name)
    if games is not None:
        values["games"] = games
    known = {*names, "games", *_former_keys()}
    extra = {k: v for k, v in raw.items() if k not in known}
    return Settings(**values, extra=extra), bad


def drop_non_finite(value: Any, where: str = "") -> list[str]:
    """Remove, in place, every object entry or list item of ``value`` that holds
    ``NON_FINITE`` (where the loader found 1e400, NaN or Infinity); their paths."""
    dropped: list[str] = []
    if isinstance(value, dict):
        for key in list(value):
            path = f"{where}.{key}" if where else key
            if value[key] is NON_FINITE:
                del value[key]
                dropped.append(path)
            else:
                dropped += drop_non_finite(value[key], path)
    elif isinstance(value, list):
        for index in reversed(range(len(value))):
            if value[index] is NON_FINITE:
                del value[index]
                dropped.append(f"{where}[{index}]")
            else:
                dropped += drop_non_finite(value[index], f"{where}[{index}]")
    return sorted(dropped)


class SettingsStore:
    """The settings file: ``settings`` to read, ``update(**changes)`` to change and save."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / "settings.json"
        self.warning: str | None = None
        self.settings = self._load()

    def _load(self) -> Settings:
        try:
            raw = read_json(self.path, MAX_BYTES, expect=dict, non_finite=NON_FINITE)
        except SaveError as exc:
            if exc.code == "wrong_format":
                self.warning = (f"{self.path}: not a JSON object of settings; using the "
                                "default settings")
            elif exc.code != "missing":
                self.warning = f"{self.path}: {exc.message}; using the default settings"
            return Settings()
        if not isinstance(raw, dict):
            self.warning = (f"{self.path}: not a JSON object of settings; using the "
                            "default settings")
            return Settings()
        dropped = drop_non_finite(raw)
        settings, bad = from_json(raw)
        notes = []
        if dropped:
            notes.append(f"a number too large to use (1e400, NaN or Infinity) in "
                         f"{', '.join(dropped)}; left out")
        if bad:
            notes.append(f"bad value for {', '.join(bad)}; using the default for "
                         + ("it" if len(bad) == 1 else "them"))
        if notes:
            self.warning = f"{self.path}: " + "; ".join(notes)
        return settings

    def update(self, **changes: Any) -> Settings:
        """Change settings (ValueError for a bad value, nothing changed) and save them.

        If the file cannot be written the new values still apply for this run and
        OSError is raised (its text says why); the old file stays as it was.
        """
        checked = {name: check(name, value) for name, value in changes.items()}
        self.settings = replace(self.settings, **checked)
        try:
            data = json.dumps(self.settings.to_json(), ensure_ascii=False, indent=1,
                              allow_nan=False).encode()
            atomic_write(self.path, data + b"\n")
        except (OSError, ValueError) as exc:
            reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
            raise OSError(f"{self.path}: cannot write the settings ({reason})") from None
        self.warning = None
        return self.settings
