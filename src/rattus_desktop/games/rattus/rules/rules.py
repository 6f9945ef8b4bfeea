"""A ruleset for one configuration: the board in play, the cards and their abilities."""

from __future__ import annotations

from functools import cache

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.games.rattus.rules.abilities import ABILITIES, Ability
from rattus_desktop.games.rattus.rules.catalogue import ActionCatalogue
from rattus_desktop.games.rattus.rules.data import MapData, all_cards, classic_cards, europe_map

MAX_TOKENS = 3
KNIGHT_BONUS = 2
PLAYER_COUNTS = (2, 3, 4)
HOOKS = ("uses", "place_options", "claims_place", "plague_reach", "on_plague_moved",
         "wants_bonus_decision", "final_bonus_seat")
REMOVED_AT_SETUP = {2: 12, 3: 6, 4: 0}


class Rules:
    """Immutable facts of one game's rules; shared by every state of that game."""

    max_tokens = MAX_TOKENS
    knight_bonus = KNIGHT_BONUS

    def __init__(self, config: GameConfig) -> None:
        players = config.players
        if players not in PLAYER_COUNTS:
            raise ValueError(f"classic Rattus is for 2-4 players, not {players}")
        self.config = config
        self.name = config.ruleset
        self.players = players
        self.map: MapData = europe_map()
        self.regions = self.map.in_play(players)
        self.order = {r: i for i, r in enumerate(self.regions)}
        self.near = self.map.neighbours(self.regions)
        self.within2 = {r: self._within_two(r) for r in self.regions}
        self.cards: tuple[str, ...] = tuple(config.option("cards", classic_cards()))
        self.card_class = {c: all_cards()[c].cls for c in self.cards}
        self.cards_of_class: dict[str, tuple[str, ...]] = {}
        for card, cls in self.card_class.items():
            self.cards_of_class.setdefault(cls, ())
            self.cards_of_class[cls] += (card,)
        self.abilities: tuple[Ability, ...] = tuple(ABILITIES[c]() for c in self.cards)
        # per hook, only the abilities that implement it (the core's steps call these)
        self.hooks: dict[str, tuple[Ability, ...]] = {
            name: tuple(ab for ab in self.abilities
                        if getattr(type(ab), name) is not getattr(Ability, name))
            for name in HOOKS
        }
        self.by_action: dict[str, Ability] = {
            t: ab for ab in self.abilities for t in ab.action_types
        }
        self.removed_at_setup = REMOVED_AT_SETUP[players]
        self.actions = ActionCatalogue(self, MAX_TOKENS)

    def _within_two(self, start: str) -> tuple[str, ...]:
        reach = set(self.near[start])
        for mid in self.near[start]:
            reach.update(self.near[mid])
        reach.discard(start)
        return tuple(sorted(reach, key=self.order.__getitem__))

    def reachable(self, start: str, steps: int) -> tuple[str, ...]:
        if steps <= 0:
            return ()
        return self.near[start] if steps == 1 else self.within2[start]


@cache
def rules_for(config: GameConfig) -> Rules:
    return Rules(config)
