"""Checked configurations, new games and scenario documents."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError, SetupError

from .buildset import check_set
from .codec import CODEC
from .data import catalogue
from .explicit import explicit_state
from .game import CartusGame
from .setup import deal_standard

GAME_ID = "cartus"
RULESETS = ("standard",)
PLAYERS = (2, 3, 4, 5)


def configure(players: int, ruleset: str, options: Mapping[str, Any] | None) -> GameConfig:
    if isinstance(players, bool) or players not in PLAYERS:
        raise ConfigError("bad_players", f"Rattus Cartus is for 2 to 5 players, not "
                          f"{players!r}", players=players)
    if ruleset not in ("", *RULESETS):
        raise ConfigError("bad_ruleset", f"unknown Cartus ruleset {ruleset!r}",
                          ruleset=ruleset)
    opts = dict(options or {})
    unknown = sorted(set(opts) - {"building_set"})
    if unknown:
        raise ConfigError("bad_option", f"unknown Cartus option {unknown[0]!r}",
                          option=unknown[0])
    building_set = check_set(catalogue(), opts.get("building_set", "beginner"))
    return GameConfig.make(GAME_ID, players, RULESETS[0], {"building_set": building_set})


def new_game(config: GameConfig, seed: int, start_player: int | None = None) -> CartusGame:
    if start_player is not None and not (
            type(start_player) is int and 0 <= start_player < config.players):
        raise ConfigError("bad_start_player", f"start_player must be a seat, not "
                          f"{start_player!r}")
    state = deal_standard(config.players, config.option("building_set", "beginner"), seed,
                          start_player)
    return CartusGame.start(config, seed, state)


def _whole(doc: dict[str, Any], key: str, default: int) -> int:
    value = doc.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError("bad_scenario", f"\"{key}\" must be a whole number, not {value!r}")
    return value


def scenario(doc: dict[str, Any]) -> tuple[CartusGame, list[Action]]:
    """The position and the parsed actions of a scenario document (EngineError if bad)."""
    if "ruleset" in doc:
        raise SetupError("bad_scenario", "a Cartus scenario has no \"ruleset\"")
    if doc.get("game") != GAME_ID:
        raise SetupError("bad_scenario", f"\"game\" must be {GAME_ID!r}")
    players, seed = _whole(doc, "players", 0), _whole(doc, "seed", 0)
    options = {"building_set": doc["building_set"]} if "building_set" in doc else {}
    config = configure(players, "standard", options)
    setup = doc.get("setup", "standard")
    if setup == "standard":
        start = doc.get("start_player")
        if start is not None:
            start = _whole(doc, "start_player", 0)
            if not 0 <= start < players:
                raise SetupError("bad_scenario", f"start_player {start} is not a seat")
        game = new_game(config, seed, start)
    else:
        game = CartusGame.start(config, seed, explicit_state(players, setup, seed))
    raw = doc.get("actions", [])
    if not isinstance(raw, list):
        raise SetupError("bad_scenario", "\"actions\" must be a list")
    return game, [CODEC.from_json(a) for a in raw]
