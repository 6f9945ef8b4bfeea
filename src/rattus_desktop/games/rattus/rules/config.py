"""Rattus configurations: rulesets, player counts, the cards in play and the modules."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.rattus.rules.data import all_cards, classic_cards

GAME_ID = "rattus"
RULESETS = ("classic",)
PLAYER_COUNTS = {"classic": (2, 3, 4)}


def configure(players: int, ruleset: str = "classic",
              options: Mapping[str, Any] | None = None) -> GameConfig:
    """A checked Rattus config (ConfigError naming what cannot be played)."""
    opts = dict(options or {})
    if ruleset == "bigbox":
        raise ConfigError("unsupported_ruleset",
                          "the \"bigbox\" ruleset is not supported by this version yet",
                          ruleset=ruleset)
    if ruleset not in RULESETS:
        raise ConfigError("unknown_ruleset", f"unknown ruleset {ruleset!r}", ruleset=ruleset)
    if isinstance(players, bool) or players not in PLAYER_COUNTS[ruleset]:
        raise ConfigError("player_count", f"{ruleset} Rattus is for 2-4 players, not "
                          f"{players}", players=players)
    cards = tuple(opts.pop("cards", classic_cards()))
    modules = tuple(opts.pop("modules", ()))
    if opts:
        raise ConfigError("bad_option", f"unknown option {sorted(opts)[0]!r}",
                          option=sorted(opts)[0])
    unknown = [c for c in cards if c not in all_cards()]
    if unknown:
        raise ConfigError("unknown_card", f"unknown class card {unknown[0]!r}", card=unknown[0])
    if ruleset == "classic" and (sorted(cards) != sorted(classic_cards()) or modules):
        raise ConfigError("bad_option", "classic Rattus plays the six base cards and no "
                          "modules")
    return GameConfig.make(GAME_ID, players, ruleset,
                           {"cards": list(classic_cards()), "modules": list(modules)})


def classic(players: int) -> GameConfig:
    return configure(players, "classic")
