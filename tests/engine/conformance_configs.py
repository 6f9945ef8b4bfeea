"""Each game's further configurations for the conformance test, beyond one config per
player count of its first ruleset (``base_configs``): other rulesets, and pinned sets
that make sure every card and module is played whatever the random draw."""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig

#: the Big Box modules the random configs play (half of them: all of these modules)
BIGBOX_MODULES: tuple[str, ...] = ("region_cards", "universities", "guild", "tavern")


def rattus_extra() -> list[GameConfig]:
    """Further rulesets of Rattus: the Big Box at 2-6 players, random playable cards
    (those of the modules too), without modules and with ``BIGBOX_MODULES``; pinned card
    sets; and the Upgrades module (only cards with tiles: its random cards may hold the
    Alchemist)."""
    definition = registry.get("rattus")
    modules = ([], list(BIGBOX_MODULES))  # k = 1: with every playable module
    return [definition.config(p, "bigbox", {"cards": "random", "card_seed": p * 31 + k,
                                            "modules": modules[k]})
            for k in range(2) for p in (2, 3, 4, 5, 6)] + [
        definition.config(4, "bigbox", {"cards": GUILD_CARDS, "modules": modules[1]})] + [
        definition.config(p, "bigbox", {"cards": cards, "modules": mods})
        for p, cards, mods in PINNED_SETS] + upgrades_configs()


def upgrades_configs() -> list[GameConfig]:
    """With the Upgrades module (and the Alchemist at 3 and 5 players at least)."""
    definition = registry.get("rattus")
    out = []
    for p in (2, 3, 4, 5, 6):
        drawn = definition.config(p, "bigbox", {"cards": "random", "card_seed": p * 17 + 5,
                                                "modules": ["upgrades"]})
        cards = list(drawn.option("cards"))
        if "alchemist" not in cards and p % 2:
            cards[-1] = "alchemist"
        out.append(definition.config(p, "bigbox", {"cards": cards, "modules": ["upgrades"]}))
    # tilesA block: the plague cards' tiles, the Alchemist carrying them at 3 players
    out += [definition.config(p, "bigbox", {"cards": cards, "modules": ["upgrades"]})
            for p, cards in ((4, TILES_A), (3, [*TILES_A[:5], "alchemist"]),
                             (5, [*TILES_A[4:], "knight", "monk", "alchemist"]))]
    out += [definition.config(p, "bigbox", {"cards": cards, "modules": mods})
            for p, cards, mods in TILES_TB_SETS]
    return out


#: tilesA block: cards whose tiles this block added (each played with the module)
TILES_A = ["soldier", "crusader", "inquisitor", "serf", "boccaccio", "baker", "emperor"]
#: tilesB: cards with tiles that need a module, played upgraded (the Alchemist carries
#: their level III at 5 players)
TILES_TB_MODULES = ["upgrades", "region_cards", "universities", "guild", "tavern"]
TILES_TB_CARDS = ["student", "sultan", "guild_master", "tavern_keeper", "astronomer",
                  "explorer", "royal_librarian", "professor"]
TILES_TB_SETS = [(4, ["peasant", "knight"] + TILES_TB_CARDS, TILES_TB_MODULES),
                 (5, ["peasant", "knight", "merchant", "alchemist"] + TILES_TB_CARDS,
                  TILES_TB_MODULES)]


GUILD_CARDS = ["merchant", "knight", "witch", "sultan", "guild_master", "tavern_keeper"]
#: card sets every run plays, so that each card is exercised whatever the random draw
#: (the last with the region cards: windows before the Crusader's picks, ruling 6)
PLAGUE_CARDS = ["knight", "baker", "serf", "emperor", "soldier", "crusader", "inquisitor",
                "boccaccio"]
PINNED_SETS = [(2, PLAGUE_CARDS, []), (4, PLAGUE_CARDS + ["merchant", "monk", "wizard"], []),
               (6, PLAGUE_CARDS + ["bishop", "pied_piper", "nomad", "queen"], []),
               (4, PLAGUE_CARDS + ["astronomer", "explorer"], ["region_cards"])]


EXTRA_CONFIGS: dict[str, Callable[[], list[GameConfig]]] = {"rattus": rattus_extra}
