"""Per-player views: what one seat knows, and nothing more.

A view holds the public position, the faces this seat has seen with the Witch
(until revealed), and the multiset of faces still unseen by this seat, sorted
so that it says nothing about where they lie. ``determinize`` turns a view back
into a full game by dealing the unseen faces at random (for bots).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.modules.guild.state import GuildState
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import UpgradeState
from rattus_desktop.games.rattus.rules.modules_view import (
    ModulesView,
    deal_hidden,
    make_modules_view,
)
from rattus_desktop.games.rattus.rules.plague_cards_state import PlagueCardsState
from rattus_desktop.games.rattus.rules.rules import Rules, rules_for
from rattus_desktop.games.rattus.rules.state import FinalState, GameState, TurnState
from rattus_desktop.games.rattus.rules.tokens import Face, Token

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.game import Game


@dataclass(frozen=True)
class TokenView:
    uid: int
    face: Face | None  # None: face down and unknown to this seat
    start: bool = False  # a starting token (its back is marked: public)


@dataclass(frozen=True)
class PlayerView:
    seat: int | None  # None: the public view (what every player knows)
    config: GameConfig
    players: int
    ruleset: str
    phase: str
    current_player: int | None
    start_player: int
    setup_order: tuple[int, ...]  # seats still to make their initial placement
    plague: str
    regions: tuple[str, ...]
    pieces: dict[str, tuple[int, ...]]
    tokens: dict[str, tuple[TokenView, ...]]
    palace: tuple[int, ...]
    reserve: tuple[int, ...]
    holders: dict[str, int | None]
    supply_count: int
    removed_count: int
    revealed: tuple[Face, ...]
    unseen: tuple[Face, ...]  # every face this seat has not seen (sorted)
    unseen_start: tuple[Face, ...]  # those of them on starting tokens (sorted)
    turn: TurnState
    final: FinalState | None
    scores: tuple[int, ...] | None
    winner: int | None
    legal_actions: tuple[Action, ...]  # empty unless this seat decides now
    nomad: str | None = None  # Big Box: the nomad's region
    nuns: tuple[str, ...] = ()  # Big Box: the nuns' regions
    bishops: tuple[str, ...] = ()  # Big Box: the bishops' regions
    potions: dict[str, tuple[int, ...]] = field(default_factory=dict)  # Big Box: Wizard
    mods: ModulesView | None = None  # Big Box: region cards and universities
    guilds: GuildState | None = None  # Big Box: guild spaces, tavern cities, diplomats
    #: Big Box: walls, Baker, disabled cards, Crusader and final-round progress (public)
    plague_cards: PlagueCardsState = field(default_factory=PlagueCardsState)
    upgrades: UpgradeState = field(default_factory=UpgradeState)  # Big Box: tiles (public)

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with this view (unknown faces dealt from ``rng``)."""
        return determinize(self, rules_for(self.config), rng)

    def known(self) -> dict[int, Face]:
        return {t.uid: t.face for ts in self.tokens.values() for t in ts if t.face is not None}


def _face_key(face: Face) -> tuple[int, tuple[str, ...], int, int]:
    return (face.n, face.classes, face.majority, face.all)


def make_view(g: GameState, rules: Rules, seat: int | None,
              legal: Sequence[Action]) -> PlayerView:
    known = g.knowledge[seat] if seat is not None else {}
    tokens = {r: tuple(TokenView(t.uid, t.face if t.uid in known else None, t.start)
                       for t in g.rats[r]) for r in g.regions}
    hidden = [t for ts in g.rats.values() for t in ts if t.uid not in known]
    hidden += g.supply + g.removed
    over = g.phase == "game_over"
    return PlayerView(
        seat=seat, config=rules.config, players=g.players, ruleset=rules.name, phase=g.phase,
        current_player=None if over else g.current, start_player=g.start_player,
        setup_order=tuple(g.setup_order), plague=g.plague, regions=g.regions,
        pieces={r: tuple(p) for r, p in g.pieces.items()}, tokens=tokens,
        palace=tuple(g.palace), reserve=tuple(g.reserve), holders=dict(g.holders),
        supply_count=len(g.supply), removed_count=len(g.removed),
        revealed=tuple(t.face for t in g.revealed),
        unseen=tuple(sorted((t.face for t in hidden), key=_face_key)),
        unseen_start=tuple(sorted((t.face for t in hidden if t.start), key=_face_key)),
        turn=g.turn.copy(), final=g.final.copy() if g.final else None,
        scores=tuple(g.scores) if g.scores else None, winner=g.winner,
        legal_actions=tuple(legal) if not over and g.current == seat else (),
        nomad=g.nomad, nuns=tuple(g.nuns), bishops=tuple(g.bishops),
        potions={r: tuple(p) for r, p in g.potions.items()},
        mods=make_modules_view(g, seat),
        guilds=g.guilds.copy() if g.guilds is not None else None,
        plague_cards=g.plague_cards.copy(), upgrades=g.upgrades.copy(),
    )


def _without(faces: list[Face], remove: list[Face]) -> list[Face]:
    """``faces`` minus the multiset ``remove``: the first occurrences go, as repeated
    ``list.remove`` would take them, in one pass (no quadratic comparisons)."""
    skip = Counter(remove)
    out: list[Face] = []
    for face in faces:
        if skip[face] > 0:
            skip[face] -= 1
        else:
            out.append(face)
    return out


def determinize(view: PlayerView, rules: Rules, rng: random.Random) -> Game:
    """A full game consistent with ``view``: unknown faces dealt at random from ``unseen``."""
    start_pool = list(view.unseen_start)
    pool = _without(list(view.unseen), start_pool)
    rng.shuffle(start_pool)
    rng.shuffle(pool)

    def deal(t: TokenView) -> Token:
        if t.face is not None:
            return Token(t.uid, t.face, t.start)
        return Token(t.uid, start_pool.pop() if t.start else pool.pop(), t.start)

    rats = {r: [deal(t) for t in ts] for r, ts in view.tokens.items()}
    rest = [(f, True) for f in start_pool] + [(f, False) for f in pool]
    rng.shuffle(rest)
    next_uid = 1 + max((t.uid for ts in view.tokens.values() for t in ts), default=-1)
    supply = [Token(next_uid + i, *rest.pop()) for i in range(view.supply_count)]
    removed = [Token(next_uid + len(supply) + i, *f) for i, f in enumerate(rest)]
    knowledge: list[dict[int, Token]] = [{} for _ in range(view.players)]
    if view.seat is not None:
        knowledge[view.seat] = {t.uid: t for ts in rats.values() for t in ts
                                if t.uid in view.known()}
    state = GameState(
        players=view.players, regions=view.regions,
        pieces={r: list(p) for r, p in view.pieces.items()}, rats=rats,
        palace=list(view.palace), reserve=list(view.reserve), holders=dict(view.holders),
        supply=supply, removed=removed, revealed=[Token(-1, f) for f in view.revealed],
        plague=view.plague, start_player=view.start_player,
        current=view.current_player if view.current_player is not None else 0,
        phase=view.phase, rng=random.Random(rng.random()), knowledge=knowledge,
        setup_order=list(view.setup_order),
        turn=view.turn.copy(), final=view.final.copy() if view.final else None,
        scores=list(view.scores) if view.scores else None, winner=view.winner,
        nomad=view.nomad, nuns=list(view.nuns), bishops=list(view.bishops),
        potions={r: list(p) for r, p in view.potions.items()},
        mods=deal_hidden(view.mods, view.seat, rng),
        guilds=view.guilds.copy() if view.guilds is not None else None,
        plague_cards=view.plague_cards.copy(),
        upgrades=view.upgrades.copy(),
    )
    return rules.driver.new_game(state, rules)
