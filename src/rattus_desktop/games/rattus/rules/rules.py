"""A ruleset for one configuration: the board in play, the cards and their abilities."""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.games.rattus.rules.abilities import ABILITIES, Ability
from rattus_desktop.games.rattus.rules.catalogue import ActionCatalogue
from rattus_desktop.games.rattus.rules.data import (
    MapData,
    TokenData,
    all_cards,
    bigbox_bands,
    bigbox_map,
    bigbox_tokens,
    classic_cards,
    classic_tokens,
    europe_map,
)
from rattus_desktop.games.rattus.rules.module_plugins import MODULE_PLUGINS
from rattus_desktop.games.rattus.rules.modules.guild.guilds import guild_abilities
from rattus_desktop.games.rattus.rules.port import DriverPort, Unplugged

MAX_TOKENS = 3
KNIGHT_BONUS = 2
PLAYER_COUNTS = {"classic": (2, 3, 4), "bigbox": (2, 3, 4, 5, 6)}
HOOKS = ("uses", "place_options", "claims_place", "plague_reach", "on_plague_moved",
         "wants_bonus_decision", "final_bonus_seat", "after_setup", "blocks_take",
         "outbreak_extra", "blocks_setup", "before_reveal", "covers", "resolution_over",
         "after_turn", "before_scoring", "extra_spreads", "final_plague_reach",
         "on_card_taken", "takes_resolution", "after_outbreak", "after_plague_phase",
         "before_final_plague", "on_turn_ended", "bonus_for_decision")
#: hooks whose abilities act in a ruled order, not in the order of the game's cards
#: (ruling 21: at the end of a plague phase Boccaccio acts first, then the Inquisitor)
HOOK_ORDER = {"after_plague_phase": ("boccaccio", "inquisitor")}
REMOVED_AT_SETUP = {2: 12, 3: 6, 4: 0}


class Rules:
    """Immutable facts of one game's rules; shared by every state of that game."""

    max_tokens = MAX_TOKENS
    knight_bonus = KNIGHT_BONUS

    #: the driver port the abilities and modules call back through (``port``): one
    #: driver for every ruleset, installed by ``game`` when the rules package loads
    driver: ClassVar[DriverPort] = Unplugged()  # type: ignore[assignment]

    def __init__(self, config: GameConfig) -> None:
        players = config.players
        self.bigbox = config.ruleset == "bigbox"
        if players not in PLAYER_COUNTS["bigbox" if self.bigbox else "classic"]:
            raise ValueError(f"{config.ruleset} Rattus is not for {players} players")
        self.config = config
        self.name = config.ruleset
        self.players = players
        self.map: MapData = bigbox_map() if self.bigbox else europe_map()
        if self.bigbox:
            bands = bigbox_bands()
            self.regions = tuple(r for r in self.map.regions if r in bands.regions[players])
            self.removed_at_setup = bands.removed[players]
            self.tokens: tuple[TokenData, ...] = bigbox_tokens()
        else:
            self.regions = self.map.in_play(players)
            self.removed_at_setup = REMOVED_AT_SETUP[players]
            self.tokens = classic_tokens()
        self.total_tokens = len(self.tokens)
        #: initial placement rounds (a third clockwise one at 5-6 players)
        self.setup_rounds = 3 if players >= 5 else 2
        #: how far a plague-moving card (Knight...) moves the plague piece
        self.long_reach = 3 if players >= 5 else 2
        self.modules: tuple[str, ...] = tuple(config.option("modules", ()))
        self.order = {r: i for i, r in enumerate(self.regions)}
        self.near = self.map.neighbours(self.regions)
        self.within2 = {r: self._within_two(r) for r in self.regions}
        self.within3 = {r: self._within_three(r) for r in self.regions}
        self.cards: tuple[str, ...] = tuple(config.option("cards", classic_cards()))
        self.card_class = {c: all_cards()[c].cls for c in self.cards}
        self.cards_of_class: dict[str, tuple[str, ...]] = {}
        for card, cls in self.card_class.items():
            self.cards_of_class.setdefault(cls, ())
            self.cards_of_class[cls] += (card,)
        self.abilities: tuple[Ability, ...] = tuple(ABILITIES[c]() for c in self.cards)
        self.abilities += tuple(MODULE_PLUGINS[m]() for m in self.modules if m in MODULE_PLUGINS)
        #: the card's own ability per card id (a guild space shares its card's id but is
        #: another source: the Alchemist's tile and the Knight's bonus read the card's)
        self.by_card: dict[str, Ability] = {ab.id: ab for ab in self.abilities}
        self.abilities += guild_abilities(self.modules)  # the guild board's spaces
        if "upgrades" not in self.modules:
            disables = "inquisitor" in self.cards  # (only the Inquisitor disables cards)
            for ability in self.abilities:
                ability.level_one_only(disables)
        # per hook, only the abilities that implement it (the core's steps call these)
        self.hooks: dict[str, tuple[Ability, ...]] = {
            name: tuple(ab for ab in self.abilities
                        if getattr(type(ab), name) is not getattr(Ability, name))
            for name in HOOKS
        }
        for name, first in HOOK_ORDER.items():
            self.hooks[name] = ruled_order(self.hooks[name], first)
        self.by_action: dict[str, Ability] = {
            t: ab for ab in self.abilities for t in ab.action_types
        }
        self.by_phase: dict[str, Ability] = {
            p: ab for ab in self.abilities for p in ab.phases
        }
        self.direct: dict[str, Ability] = {
            t: ab for ab in self.abilities for t in ab.direct_types
        }
        self.actions = ActionCatalogue(self, MAX_TOKENS)

    def _within_two(self, start: str) -> tuple[str, ...]:
        reach = set(self.near[start])
        for mid in self.near[start]:
            reach.update(self.near[mid])
        reach.discard(start)
        return tuple(sorted(reach, key=self.order.__getitem__))

    def _within_three(self, start: str) -> tuple[str, ...]:
        reach = set(self.within2[start])
        for mid in self.within2[start]:
            reach.update(self.near[mid])
        reach.discard(start)
        return tuple(sorted(reach, key=self.order.__getitem__))

    def reachable(self, start: str, steps: int) -> tuple[str, ...]:
        if steps <= 0:
            return ()
        if steps == 1:
            return self.near[start]
        if steps > 3:  # an upgraded Knight at 5-6 players
            return self._within(start, steps)
        return self.within2[start] if steps == 2 else self.within3[start]

    def _within(self, start: str, steps: int) -> tuple[str, ...]:
        reach = set(self.within3[start])
        for _ in range(steps - 3):
            reach.update(n for r in list(reach) for n in self.near[r])
        reach.discard(start)
        return tuple(sorted(reach, key=self.order.__getitem__))

    def distance(self, start: str, to: str) -> int:
        """Steps from ``start`` to ``to`` (1-3; 4 when farther)."""
        if to in self.near[start]:
            return 1
        if to in self.within2[start]:
            return 2
        return 3 if to in self.within3[start] else 4

    def ability(self, card: str) -> Ability:
        """The ability of ``card`` (a card in this game)."""
        return self.by_card[card]


def ruled_order(abilities: tuple[Ability, ...], first: tuple[str, ...]
                ) -> tuple[Ability, ...]:
    """``abilities`` with those named in ``first`` first, in that order (stable)."""
    rank = {card: i for i, card in enumerate(first)}
    return tuple(sorted(abilities, key=lambda ab: rank.get(ab.id, len(rank))))


@cache
def rules_for(config: GameConfig) -> Rules:
    return Rules(config)
