"""Rattus configurations: rulesets, player counts, the cards in play and the modules.

Big Box: ``configure(players, "bigbox", {"cards": ..., "modules": [...]})`` where
``cards`` is a list of card ids (a chosen set) or one of the ways of choosing them,
``"first"`` (the first-game set), ``"random"`` or ``"one_per_class"`` (drawn from
``Random(card_seed)``, option ``card_seed``); the config stores the resulting list.
Only cards and modules this version plays are accepted (``PLAYABLE_CARDS``,
``PLAYABLE_MODULES``); others are refused with a ConfigError naming them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.rattus.rules.abilities import ABILITIES
from rattus_desktop.games.rattus.rules.data import all_cards, classic_cards, known_modules
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import needs_tiles

GAME_ID = "rattus"
RULESETS = ("classic", "bigbox")
PLAYER_COUNTS = {"classic": (2, 3, 4), "bigbox": (2, 3, 4, 5, 6)}
#: Big Box cards this version plays (the others are refused by ``configure``).
PLAYABLE_CARDS: tuple[str, ...]
PLAYABLE_CARDS = ("peasant", "merchant", "monk", "knight", "witch", "king", "messenger",
                  "nomad", "judge", "philosopher", "nun", "pied_piper", "jester", "bishop",
                  "mayor", "wizard", "queen", "alchemist",
                  "astronomer", "explorer", "student", "professor", "royal_librarian",
                  "sultan", "guild_master", "tavern_keeper",
                  "soldier", "crusader", "inquisitor", "serf", "boccaccio", "baker", "emperor")
#: Big Box modules this version plays.
PLAYABLE_MODULES: tuple[str, ...] = ("region_cards", "universities", "guild", "tavern",
                                     "upgrades")
FIRST_GAME_EXTRA = ("messenger", "nomad")  # added to the base six at 5-6 players
CHOICES = ("first", "random", "one_per_class")


def card_count(players: int) -> int:
    """Cards in a normal Big Box game: 6 at 2-4 players, 8 at 5-6."""
    return 8 if players >= 5 else 6


def first_game_cards(players: int) -> tuple[str, ...]:
    return classic_cards() + (FIRST_GAME_EXTRA if players >= 5 else ())


def _offered(modules: Sequence[str]) -> list[str]:
    """Playable cards whose module (if any) is on, in card order (with the Upgrades
    module, only cards whose tiles are played too)."""
    cards = all_cards()
    untiled = set(_untiled(list(cards))) if "upgrades" in modules else set()
    return [c for c in cards if c in PLAYABLE_CARDS and c not in untiled
            and (cards[c].needs is None or cards[c].needs in modules)]


def _untiled(cards: Sequence[str]) -> list[str]:
    """Cards with upgrade tiles by design whose tiles this version does not play."""

    return needs_tiles(cards, [c for c, ab in ABILITIES.items() if ab.upgradable])


def choose_cards(players: int, how: str, rng: random.Random,
                 modules: Sequence[str] = ()) -> tuple[str, ...]:
    """The cards of a new game, chosen ``how`` ("first", "random", "one_per_class")."""
    if how == "first":
        return first_game_cards(players)
    want = card_count(players)
    offered = _offered(modules)
    if how == "random":
        picked = rng.sample(offered, min(want, len(offered)))
    elif how == "one_per_class":
        by_class: dict[str, list[str]] = {}
        for card in offered:
            by_class.setdefault(all_cards()[card].cls, []).append(card)
        classes = sorted(by_class)
        rng.shuffle(classes)
        picked = [rng.choice(by_class[c]) for c in classes[:want]]
        rest = [c for c in offered if c not in picked]
        picked += rng.sample(rest, min(want - len(picked), len(rest)))
    else:
        raise ConfigError("bad_option", f"unknown way of choosing cards {how!r}", option="cards")
    order = list(all_cards())
    return tuple(sorted(picked, key=order.index))


def card_warnings(players: int, cards: Sequence[str]) -> list[dict[str, Any]]:
    """Warnings the new-game dialog shows for a card set (ids and data, no words)."""
    out: list[dict[str, Any]] = []
    if players < 4 and not any(all_cards()[c].cls == "chivalry" for c in cards):
        out.append({"code": "no_chivalry", "players": players})
    if len(cards) != card_count(players):
        out.append({"code": "card_count", "expected": card_count(players),
                    "count": len(cards)})
    return out


def configure(players: int, ruleset: str = "classic",
              options: Mapping[str, Any] | None = None) -> GameConfig:
    """A checked Rattus config (ConfigError naming what cannot be played)."""
    opts = dict(options or {})
    if ruleset not in RULESETS:
        raise ConfigError("unknown_ruleset", f"unknown ruleset {ruleset!r}", ruleset=ruleset)
    if isinstance(players, bool) or players not in PLAYER_COUNTS[ruleset]:
        low, high = PLAYER_COUNTS[ruleset][0], PLAYER_COUNTS[ruleset][-1]
        raise ConfigError("player_count", f"{ruleset} Rattus is for {low}-{high} players, "
                          f"not {players}", players=players)
    if ruleset == "bigbox":
        return _configure_bigbox(players, opts)
    cards = tuple(opts.pop("cards", classic_cards()))
    modules = tuple(opts.pop("modules", ()))
    _no_more(opts)
    _known_cards(cards)
    if sorted(cards) != sorted(classic_cards()) or modules:
        raise ConfigError("bad_option", "classic Rattus plays the six base cards and no "
                          "modules")
    return GameConfig.make(GAME_ID, players, ruleset,
                           {"cards": list(classic_cards()), "modules": list(modules)})


def _no_more(opts: dict[str, Any]) -> None:
    if opts:
        raise ConfigError("bad_option", f"unknown option {sorted(opts)[0]!r}",
                          option=sorted(opts)[0])


def _known_cards(cards: Sequence[Any]) -> None:
    unknown = [c for c in cards if not isinstance(c, str) or c not in all_cards()]
    if unknown:
        raise ConfigError("unknown_card", f"unknown class card {unknown[0]!r}", card=unknown[0])


def _modules(raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list | tuple):
        raise ConfigError("bad_option", "modules must be a list of module ids", option="modules")
    for module in raw:
        if not isinstance(module, str) or module not in known_modules():
            raise ConfigError("unknown_module", f"unknown module {module!r}", module=module)
        if module not in PLAYABLE_MODULES:
            raise ConfigError("module_not_playable", f"module {module} is not playable in "
                              "this version yet", module=module)
    if len(set(raw)) != len(raw):
        raise ConfigError("bad_option", "a module is listed twice", option="modules")
    return tuple(m for m in known_modules() if m in raw)


def _cards(players: int, raw: Any, seed: Any, modules: tuple[str, ...]) -> tuple[str, ...]:
    if isinstance(raw, str):
        if raw not in CHOICES:
            raise ConfigError("bad_option", f"unknown way of choosing cards {raw!r}",
                              option="cards")
        if isinstance(seed, bool) or not isinstance(seed, int):
            seed = 0
        return choose_cards(players, raw, random.Random(seed), modules)
    if not isinstance(raw, list | tuple) or not raw:
        raise ConfigError("bad_option", "cards must be a non-empty list of card ids or "
                          f"one of {', '.join(CHOICES)}", option="cards")
    _known_cards(raw)
    if len(set(raw)) != len(raw):
        raise ConfigError("bad_option", "a card is listed twice", option="cards")
    cards = all_cards()
    for card in raw:
        needs = cards[card].needs
        if needs is not None and needs not in modules:
            raise ConfigError("card_needs_module", f"card {card} needs the {needs} module",
                              card=card, module=needs)
        if card not in PLAYABLE_CARDS:
            raise ConfigError("card_not_playable", f"card {card} is not playable in this "
                              "version yet", card=card)
    if "upgrades" in modules and (untiled := _untiled(raw)):
        raise ConfigError("card_no_tiles", f"card {untiled[0]} cannot be played with the "
                          "upgrades module yet (its level II/III tiles are not in this "
                          "version)", card=untiled[0], module="upgrades")
    order = list(cards)
    return tuple(sorted(raw, key=order.index))


def _configure_bigbox(players: int, opts: dict[str, Any]) -> GameConfig:
    modules = _modules(opts.pop("modules", ()))
    seed = opts.pop("card_seed", 0)
    cards = _cards(players, opts.pop("cards", "first"), seed, modules)
    _no_more(opts)
    return GameConfig.make(GAME_ID, players, "bigbox",
                           {"cards": list(cards), "modules": list(modules)})


def classic(players: int) -> GameConfig:
    return configure(players, "classic")


def bigbox(players: int, cards: Any = "first", modules: Sequence[str] = ()) -> GameConfig:
    return configure(players, "bigbox", {"cards": cards, "modules": list(modules)})
