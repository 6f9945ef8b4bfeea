"""The complete game state: everything, hidden faces included (never shown whole)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from rattus_desktop.games.rattus.rules.modules.guild.state import GuildState
from rattus_desktop.games.rattus.rules.modules.state import ModulesState
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import UpgradeState
from rattus_desktop.games.rattus.rules.plague_cards_state import PlagueCardsState
from rattus_desktop.games.rattus.rules.tokens import Token

PIECES_PER_PLAYER = 20


@dataclass(slots=True)
class TurnState:
    """What the active player has done this turn (reset when a turn starts)."""

    took_card: bool = False
    placed: bool = False
    used: set[str] = field(default_factory=set)
    spreads_left: int = 0
    pop_bonus: int = 0
    witch_looked: tuple[tuple[str, int], ...] | None = None  # 2 (3 or 4 upgraded)
    just_placed: bool = False  # the last action was ``place`` (the Mayor's moment)

    def copy(self) -> TurnState:
        return TurnState(self.took_card, self.placed, set(self.used), self.spreads_left,
                         self.pop_bonus, self.witch_looked, self.just_placed)


@dataclass(slots=True)
class FinalState:
    """The final round: who triggered it, who still plays, the final plague's progress."""

    trigger: int
    reason: str
    queue: list[int]
    plague_user: int | None = None
    region_index: int = 0
    bonus_decided: bool = False

    def copy(self) -> FinalState:
        return FinalState(self.trigger, self.reason, list(self.queue), self.plague_user,
                          self.region_index, self.bonus_decided)


@dataclass(slots=True)
class GameState:
    players: int
    regions: tuple[str, ...]
    pieces: dict[str, list[int]]
    rats: dict[str, list[Token]]
    palace: list[int]
    reserve: list[int]
    holders: dict[str, int | None]
    supply: list[Token]  # the draw pile, top LAST (pop() draws)
    removed: list[Token]
    revealed: list[Token]
    plague: str
    start_player: int
    current: int
    phase: str
    rng: random.Random
    knowledge: list[dict[int, Token]]
    setup_order: list[int] = field(default_factory=list)
    paused: list[tuple[str, int]] = field(default_factory=list)  # see decisions.py
    turn: TurnState = field(default_factory=TurnState)
    final: FinalState | None = None
    scores: list[int] | None = None
    winner: int | None = None
    tie_break: bool = False
    nomad: str | None = None  # Big Box: the nomad's (camel's) region, if in play
    nuns: list[str] = field(default_factory=list)  # Big Box: the nuns' regions (sorted)
    bishops: list[str] = field(default_factory=list)  # Big Box: the bishops' regions
    #: Big Box, with the Wizard: potions per region per seat (empty without the Wizard)
    potions: dict[str, list[int]] = field(default_factory=dict)
    #: Big Box: the Region cards and Universities modules (their parts None when off)
    mods: ModulesState = field(default_factory=ModulesState)
    #: Big Box: guild spaces, tavern cities, diplomats (None without them)
    guilds: GuildState | None = None
    #: Big Box: walls, the Baker's pieces, disabled cards, Crusader/final-round progress
    plague_cards: PlagueCardsState = field(default_factory=PlagueCardsState)
    #: Big Box, Upgrades module: tiles on cards, the Alchemist's tile (upgrades.py)
    upgrades: UpgradeState = field(default_factory=UpgradeState)

    def copy(self) -> GameState:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return GameState(
            self.players, self.regions,
            {r: list(p) for r, p in self.pieces.items()},
            {r: list(t) for r, t in self.rats.items()},
            list(self.palace), list(self.reserve), dict(self.holders),
            list(self.supply), list(self.removed), list(self.revealed),
            self.plague, self.start_player, self.current, self.phase, rng,
            [dict(k) for k in self.knowledge], list(self.setup_order), list(self.paused),
            self.turn.copy(),
            self.final.copy() if self.final else None,
            list(self.scores) if self.scores else None, self.winner, self.tie_break,
            self.nomad, list(self.nuns), list(self.bishops),
            {r: list(p) for r, p in self.potions.items()},
            self.mods.copy(),
            self.guilds.copy() if self.guilds is not None else None,
            self.plague_cards.copy(),
            self.upgrades.copy(),
        )

    def on_board(self, seat: int) -> int:
        return sum(p[seat] for p in self.pieces.values())
