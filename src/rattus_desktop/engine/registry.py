"""The game registry: the shell, saves, bots, the command line and tests find a game
only through it.

Each game package under ``rattus_desktop.games`` exposes ``GAME``, a ``GameDef``.
Importing a game package never imports Qt; its Qt table and its bot policy are named
as ``"module:attribute"`` strings and imported only when asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from .actions import Action, FieldCodec
from .config import GameConfig
from .errors import ConfigError
from .options import GameOption, GameSetting
from .protocol import Game

GAMES_PACKAGE = "rattus_desktop.games"


@dataclass(frozen=True)
class GameDef:
    """One game the application hosts."""

    id: str
    title: str  # English; the Qt layer shows a translated title for ``id``
    players: tuple[int, ...]
    rulesets: tuple[str, ...]
    codec: FieldCodec
    # (config, seed, start_player) -> a new game at its first decision
    new: Callable[[GameConfig, int, int | None], Game]
    # (players, ruleset, options) -> a checked config (ConfigError when it cannot be played)
    configure: Callable[[int, str, Mapping[str, Any] | None], GameConfig]
    # a scenario document (already known to be this game's) -> (game, actions)
    scenario: Callable[[dict[str, Any]], tuple[Game, list[Action]]]
    bot_policy: str = ""  # "module:attribute" of the game's bot policy
    ui: str = ""  # "module:attribute" of the game's Qt table (imports Qt)
    #: "module:attribute" of the game's optional insight capability (Qt-free), e.g.
    #: ``risk(view)`` and ``explain_losses(view, events)``; "" when it has none
    insight: str = ""
    #: the config's options (the command line, autoplay and tests are built from them)
    options: tuple[GameOption, ...] = ()
    #: the game's own user settings (kept under its id in the settings file)
    settings: tuple[GameSetting, ...] = ()

    def config(self, players: int, ruleset: str = "",
               options: Mapping[str, Any] | None = None) -> GameConfig:
        return self.configure(players, ruleset or self.rulesets[0], options)

    def check(self, config: GameConfig) -> GameConfig:
        """``config`` if this game can be played with it (else ConfigError)."""
        if config.game != self.id:
            raise ConfigError("wrong_game", f"a {config.game!r} config is not for {self.id!r}")
        return self.configure(config.players, config.ruleset, dict(config.options))

    def option(self, name: str) -> GameOption | None:
        return next((o for o in self.options if o.name == name), None)

    def load_bot_policy(self) -> Any:
        return load_attribute(self.bot_policy)

    def load_ui(self) -> Any:
        return load_attribute(self.ui)

    def load_insight(self) -> Any:
        """The game's insight capability, or None when it offers none."""
        return load_attribute(self.insight) if self.insight else None


def load_attribute(path: str) -> Any:
    module, _, name = path.partition(":")
    if not module or not name:
        raise LookupError(f"no such attribute path {path!r}")
    return getattr(importlib.import_module(module), name)


@cache
def installed() -> tuple[str, ...]:
    games = importlib.import_module(GAMES_PACKAGE)
    return tuple(games.INSTALLED)


@cache
def get(game_id: str) -> GameDef:
    """The game ``game_id`` (ConfigError "unknown_game" if no such game is installed)."""
    if game_id not in installed():
        raise ConfigError("unknown_game", f"unknown game {game_id!r}; this version has "
                          f"{', '.join(installed())}", game=game_id)
    game: GameDef = importlib.import_module(f"{GAMES_PACKAGE}.{game_id}").GAME
    return game


def games() -> tuple[GameDef, ...]:
    return tuple(get(g) for g in installed())


def new_game(config: GameConfig, seed: int, start_player: int | None = None) -> Game:
    """A new game of ``config`` dealt from ``seed`` (ConfigError if it cannot be played)."""
    definition = get(config.game)
    return definition.new(definition.check(config), seed, start_player)


def codec(game_id: str) -> FieldCodec:
    return get(game_id).codec
