"""The Rattus part of the scenario contract (scenario-format.md, and
scenario-format-bigbox.md for ``"ruleset": "bigbox"``): the position and the actions
of a scenario file whose ``game`` is ``rattus`` (or absent)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import ActionParseError, ConfigError, SetupError
from rattus_desktop.games.rattus.rules.actions import from_json
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.game import Game


def _int(doc: dict[str, Any], key: str) -> int:
    value = doc.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError("bad_field", f"\"{key}\" must be a whole number, not {value!r}"[:120])
    return value


def load(doc: dict[str, Any]) -> tuple[Game, list[Action]]:
    """The game a Rattus scenario describes and its actions (SetupError/ConfigError)."""
    ruleset = doc.get("ruleset", "classic")
    if not isinstance(ruleset, str):
        raise ConfigError("unknown_ruleset", f"unknown ruleset {ruleset!r}"[:120])
    players = _int(doc, "players")
    options: dict[str, Any] = {}
    if ruleset == "bigbox":
        options = {"cards": doc.get("cards", "first"), "modules": doc.get("modules", [])}
        if "cards" in doc and not isinstance(doc["cards"], list):  # ruling 1: a list
            raise ConfigError("bad_field", "\"cards\" must be a list of card ids")
        if "jester" in options["cards"]:  # ruling 26: fully random by design
            raise ConfigError("bad_field", "scenarios do not use the Jester (ruling 26)")
    config = configure(players, ruleset, options)
    setup = doc.get("setup", "standard")
    try:
        if setup == "standard":
            game = Game.new(config, _int(doc, "seed"))
        else:
            seed = _int(doc, "seed") if "seed" in doc else 0
            game = Game.from_setup(config, setup, seed)
    except SetupError as exc:
        raise SetupError(exc.code, f"setup: {exc.reason}") from None
    return game, _actions(doc.get("actions", []))


def _actions(raw: Any) -> list[Action]:
    if not isinstance(raw, list):
        raise SetupError("bad_field", "\"actions\" must be a list")
    out = []
    for index, item in enumerate(raw):
        try:
            out.append(from_json(item))
        except ActionParseError as exc:
            raise SetupError(exc.code, f"actions[{index}]: {exc.reason}") from None
    return out
