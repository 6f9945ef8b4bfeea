"""New games, configurations and scenario documents (the runner's entry points)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError, SetupError
from rattus_desktop.engine.events import Event

from . import position, setup
from .codec import parse
from .data import load, table
from .game import NotreDameGame

GAME_ID = "notredame"
RULESETS = ("base",)
SHUFFLES = ("seed", "canonical")


def player_counts() -> tuple[int, ...]:
    return tuple(sorted(int(p) for p in load().raw["player_counts"]))


def configure(players: int, ruleset: str = "", options: Mapping[str, Any] | None = None
              ) -> GameConfig:
    if isinstance(players, bool) or players not in player_counts():
        raise ConfigError("bad_players", f"Notre Dame is for 2-5 players, not {players!r}",
                          players=players)
    ruleset = ruleset or RULESETS[0]
    if ruleset not in RULESETS:
        raise ConfigError("unknown_ruleset", f"unknown ruleset {ruleset!r}", ruleset=ruleset)
    opts = dict(options or {})
    for key, value in opts.items():
        if key != "shuffle" or value not in SHUFFLES:
            raise ConfigError("bad_option", f"unknown option {key}={value!r}", option=key)
    if opts.get("shuffle") == "seed":
        del opts["shuffle"]
    return GameConfig.make(GAME_ID, players, ruleset, opts)


def is_canonical(config: GameConfig) -> bool:
    return bool(config.option("shuffle") == "canonical")


def new(config: GameConfig, seed: int, start_player: int | None = None) -> NotreDameGame:
    config = configure(config.players, config.ruleset, dict(config.options))
    if start_player is not None and not 0 <= start_player < config.players:
        raise ConfigError("bad_start_player", f"start_player must be a seat 0.."
                          f"{config.players - 1}, not {start_player}")
    ev: list[Event] = []
    state = setup.deal(config.players, seed, start_player, is_canonical(config), ev)
    return NotreDameGame(config, state, seed)


def _whole(doc: dict[str, Any], key: str, default: int | None = None) -> int:
    value = doc.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError("bad_field", f"\"{key}\" must be a whole number, not {value!r}")
    return value


def _config(doc: dict[str, Any]) -> GameConfig:
    ruleset = doc.get("ruleset", RULESETS[0])
    if ruleset not in RULESETS:
        raise SetupError("bad_ruleset", f"unknown ruleset {ruleset!r}")
    players = _whole(doc, "players")
    shuffle = doc.get("shuffle", "seed")
    if shuffle not in SHUFFLES:
        raise SetupError("bad_shuffle", f"\"shuffle\" must be \"seed\" or \"canonical\", "
                         f"not {shuffle!r}")
    try:
        return configure(players, ruleset, {"shuffle": shuffle})
    except ConfigError as exc:
        raise SetupError(exc.code, exc.reason) from None


def _actions(doc: dict[str, Any], players: int) -> list[Action]:
    raw = doc.get("actions", [])
    if not isinstance(raw, list):
        raise SetupError("bad_actions", "\"actions\" must be a list")
    known = load().ids() | frozenset(table(players).markets)
    out = []
    for i, item in enumerate(raw):
        try:
            out.append(parse(item, known))
        except SetupError:
            raise
        except Exception as exc:  # ActionParseError: name the action
            reason = getattr(exc, "reason", str(exc))
            raise SetupError("bad_action", f"actions[{i}]: {reason}") from None
    return out


def scenario(doc: dict[str, Any]) -> tuple[NotreDameGame, list[Action]]:
    """The game a scenario document describes and its parsed actions (SetupError)."""
    config = _config(doc)
    seed = _whole(doc, "seed", 0)
    actions = _actions(doc, config.players)
    setup_doc = doc.get("setup", "standard")
    if setup_doc == "standard":
        return new(config, seed), actions
    ev: list[Event] = []
    state = position.explicit(config.players, setup_doc, seed, is_canonical(config), ev)
    return NotreDameGame(config, state, seed), actions
