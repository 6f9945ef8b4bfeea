"""``GameConfig``: everything that defines which game is played, frozen and hashable.

Rules, games, sessions, undo, saves, replays, the scenario runner, bench and the
new-game dialog are all built from a config; nothing else rebuilds a game from a
player count. ``options`` holds the game's own choices (Rattus: the cards in play
and the modules) as sorted ``(key, value)`` pairs whose values are JSON scalars or
tuples of them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .errors import ConfigError

OptionValue = Any  # str | int | bool | None | tuple[OptionValue, ...]


def _freeze(value: Any, key: str) -> OptionValue:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v, key) for v in value)
    if value is None or isinstance(value, str | int | bool):
        return value
    raise ConfigError("bad_option", f"option {key!r} must be text, a number, true/false "
                      f"or a list of them, not {type(value).__name__}", option=key)


def _thaw(value: OptionValue) -> Any:
    return [_thaw(v) for v in value] if isinstance(value, tuple) else value


@dataclass(frozen=True, slots=True)
class GameConfig:
    game: str
    players: int
    ruleset: str = ""
    options: tuple[tuple[str, OptionValue], ...] = ()

    @classmethod
    def make(cls, game: str, players: int, ruleset: str = "",
             options: Mapping[str, Any] | None = None) -> GameConfig:
        frozen = tuple(sorted((str(k), _freeze(v, str(k))) for k, v in (options or {}).items()))
        return cls(game, players, ruleset, frozen)

    def option(self, key: str, default: Any = None) -> Any:
        for name, value in self.options:
            if name == key:
                return value
        return default

    def with_options(self, **changes: Any) -> GameConfig:
        merged = dict(self.options)
        merged.update(changes)
        return GameConfig.make(self.game, self.players, self.ruleset, merged)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "players": self.players, "ruleset": self.ruleset,
                "options": {k: _thaw(v) for k, v in self.options}}

    @classmethod
    def from_json(cls, raw: Any) -> GameConfig:
        """Parse ``to_json``'s form (ConfigError naming what is wrong)."""
        if not isinstance(raw, dict):
            raise ConfigError("bad_config", "a game configuration must be an object")
        game, players = raw.get("game"), raw.get("players")
        ruleset, options = raw.get("ruleset", ""), raw.get("options", {})
        if not isinstance(game, str) or not game:
            raise ConfigError("bad_config", "config.game must be a game id")
        if isinstance(players, bool) or not isinstance(players, int):
            raise ConfigError("bad_config", "config.players must be a whole number")
        if not isinstance(ruleset, str):
            raise ConfigError("bad_config", "config.ruleset must be text")
        if not isinstance(options, dict):
            raise ConfigError("bad_config", "config.options must be an object")
        return cls.make(game, players, ruleset, options)
