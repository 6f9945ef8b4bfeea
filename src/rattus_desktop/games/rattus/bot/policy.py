"""Rattus's ``engine.protocol.BotPolicy``: the heuristic, the candidates and the
evaluation over worlds sampled from a seat's view (face statistics of what it has not
seen are the per-decision context)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from typing import Any, cast

from rattus_desktop.bots.base import Budget
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import Game as GameProtocol
from rattus_desktop.engine.protocol import View
from rattus_desktop.games.rattus.bot.candidates import candidates
from rattus_desktop.games.rattus.bot.evaluate import TERMS, rewards
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.bot.heuristic import policy, quick_policy
from rattus_desktop.games.rattus.bot.sampler import WorldSampler
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.view import PlayerView


def _game(game: GameProtocol) -> Game:
    return cast(Game, game)


def _turn_key(view: PlayerView) -> tuple[object, ...]:
    t = view.turn  # its ``used`` is a set: sort it, set order varies between processes
    return (t.took_card, t.placed, sorted(t.used), t.spreads_left, t.pop_bonus, t.witch_looked)


class _SameObject:
    """Equal only to a marker of the very same object: each turn has its own TurnState,
    and two fresh ones compare equal by value."""

    __slots__ = ("obj",)

    def __init__(self, obj: object) -> None:
        self.obj = obj

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _SameObject) and other.obj is self.obj

    def __hash__(self) -> int:
        return id(self.obj)


#: per ruleset and level, the search's settings that differ (``bots.SEARCH_LEVELS``):
#: classic Rattus is searched fastest, so hard spends 1,800 iterations there (at 1,200 it
#: won 73.0 % of 200 games against medium, short of the 75 % target; at 1,800 78.0 %,
#: CPU median 924 ms a decision at 2 players, 995 ms at 4: README, "Classic targets").
#: In the Big Box both search levels add the modules' points to their evaluation (term
#: ``modules``): with every module, 2 players, it scored 0.732 for hard
#: (300 iterations; +175 Elo [+81, +302], SPRT H1 after 56 games) and 0.688 for medium
#: (+137 [+51, +244], H1 after 64) against the same level without it. The term
#: ``cards`` was measured and left out: 0.442 in classic (-41 [-106, +22], H0 after
#: 120).
RULESET_TUNING: dict[str, dict[str, dict[str, Any]]] = {
    "classic": {"hard": {"budget": Budget(iterations=1800, time_cap=2.5)}},
    "bigbox": {"hard": {"evaluation": "modules"}, "medium": {"evaluation": "modules"}},
}


class RattusPolicy:
    ruleset_tuning = RULESET_TUNING

    def fingerprint(self, view: View) -> bytes:
        v = cast(PlayerView, view)
        parts = [
            v.seat, v.phase, v.current_player, v.plague,
            sorted(v.pieces.items()),
            sorted((r, [(t.uid, t.face) for t in ts]) for r, ts in v.tokens.items()),
            v.palace, v.reserve, sorted(v.holders.items(), key=lambda kv: kv[0]),
            v.supply_count, v.revealed, _turn_key(v), v.final, v.legal_actions,
        ]
        return hashlib.blake2b(repr(parts).encode(), digest_size=16).digest()

    def prepare(self, view: View) -> FaceStats:
        return FaceStats(cast(PlayerView, view).unseen)

    def prepare_search(self, view: View, config: object) -> FaceStats:
        """``prepare`` for a search level: also the evaluation's terms it names
        (``evaluate``: "cards", "modules", joined by "+")."""
        stats = self.prepare(view)
        stats.terms = self.check_evaluation(str(getattr(config, "evaluation", "")))
        return stats

    def check_evaluation(self, name: str) -> frozenset[str]:
        """The terms ``name`` joins; ValueError for one ``evaluate`` does not know."""
        terms = frozenset(n for n in name.split("+") if n)
        unknown = terms - set(TERMS)
        if unknown:
            raise ValueError(f"unknown Rattus evaluation terms {sorted(unknown)}; "
                             f"known: {', '.join(TERMS)}")
        return terms

    def sampler(self, view: View) -> Callable[[random.Random], GameProtocol]:
        """Sampled worlds for one decision's search, from a template world."""
        return WorldSampler(cast(PlayerView, view)).sample

    def candidates(self, game: GameProtocol, ctx: Any) -> Sequence[Action]:
        return candidates(_game(game), ctx)

    def playout_action(self, game: GameProtocol, ctx: Any) -> Action:
        return quick_policy(_game(game), ctx)

    def easy_action(self, game: GameProtocol, ctx: Any) -> Action:
        world = _game(game)
        return world.canonical(policy(world, ctx))

    def evaluate(self, game: GameProtocol, seat: int, ctx: Any) -> list[float]:
        world = _game(game)
        return rewards(world.state, world.rules, ctx, world.state.knowledge[seat])

    def turn_marker(self, game: GameProtocol) -> object:
        return _SameObject(_game(game).state.turn)


POLICY = RattusPolicy()
