"""The command-line arguments that choose a game and its config, built from what the
installed games declare (``GameDef.options``): ``rattus-desktop bench``, ``tournament``
and the application's own ``--autoplay`` share them. Never imports Qt."""

from __future__ import annotations

import argparse

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.engine.options import GameOption


def default_game() -> str:
    return registry.installed()[0]


def flag_options() -> list[GameOption]:
    """Every option some game offers on the command line, once by name (the first)."""
    seen: dict[str, GameOption] = {}
    for definition in registry.games():
        for option in definition.options:
            if option.flag and option.name not in seen:
                seen[option.name] = option
    return list(seen.values())


def add_game_arguments(parser: argparse.ArgumentParser, default_players: int | None,
                       purpose: str = "") -> None:
    """``--game --ruleset --players`` and every game's option flags (``purpose``: what
    the game is for, e.g. " for --autoplay")."""
    game = default_game()
    parser.add_argument("--game", default=game,
                        help=f"the game's id{purpose} (default: {game})")
    parser.add_argument("--ruleset", default="",
                        help=f"the game's ruleset{purpose} (default: its first)")
    parser.add_argument("--players", type=int, default=default_players,
                        required=default_players is None)
    for option in flag_options():
        parser.add_argument(option.flag_name, dest=option.name, default=None,
                            type=int if option.kind == "int" else str, help=option.help)


def game_config(args: argparse.Namespace) -> GameConfig:
    """The config the arguments ask for, checked by the game (ConfigError if it cannot
    be played)."""
    definition = registry.get(args.game)
    options: dict[str, object] = {}
    for option in flag_options():
        value = vars(args).get(option.name)
        if value is None:
            continue
        own = definition.option(option.name) or option
        try:
            options[option.name] = own.from_text(value) if isinstance(value, str) else value
        except ValueError as exc:
            raise ConfigError("bad_option", str(exc), option=option.name) from None
    return definition.config(args.players, args.ruleset, options or None)
