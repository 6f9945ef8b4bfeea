"""Scoring single actions for one seat: how much an action helps it against the others.

``gain`` of a loss vector: the weighted losses of the opponents minus the seat's own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from rattus_desktop.games.rattus.bot.evaluate import (
    RESERVE_WORTH,
    card_worth_of,
    new_token_losses,
    region_losses,
    seat_classes,
    stage,
)
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Token


@dataclass
class Scope:
    """One seat's look at a position: statistics, known faces and class exposure.

    A scope lives for one policy call, while the position stands still: the expected
    losses of a region as it is and the worth of a spread into it are memoised."""

    g: GameState
    rules: Rules
    stats: FaceStats
    me: int
    known: dict[int, Token]
    classes: list[tuple[str, ...]]  # shared: never changed in place
    now: dict[str, list[float]] = field(default_factory=dict)  # region -> losses as it is
    spreads: dict[str, float] = field(default_factory=dict)  # region -> spread_gain

    @classmethod
    def of(cls, g: GameState, rules: Rules, stats: FaceStats, me: int) -> Scope:
        holders = tuple(g.holders.items())  # the seats' classes, memoised by holders
        classes = stats.classes.get(holders)
        if classes is None:
            classes = stats.classes[holders] = seat_classes(g, rules)
        return cls(g, rules, stats, me, g.knowledge[me], classes)

    def gain(self, losses: Sequence[float]) -> float:
        others = len(losses) - 1
        hurt = sum(losses) - losses[self.me]
        return hurt / others - losses[self.me]

    def losses(self, region: str, pieces: Sequence[int] | None = None,
               tokens: Sequence[Token] | None = None, bonus: int = 0,
               classes: list[tuple[str, ...]] | None = None) -> list[float]:
        g = self.g
        if pieces is None and tokens is None and not bonus and classes is None:
            memo = self.now.get(region)
            if memo is None:
                memo = self.now[region] = region_losses(self.stats, self.known, self.classes,
                                                        g.pieces[region], g.rats[region])
            return memo
        return region_losses(self.stats, self.known, classes or self.classes,
                             g.pieces[region] if pieces is None else pieces,
                             g.rats[region] if tokens is None else tokens, bonus)


def _add(pieces: Sequence[int], seat: int, count: int) -> list[int]:
    out = list(pieces)
    out[seat] += count
    return out


def place_gain(sc: Scope, region: str, count: int) -> float:
    if not sc.g.rats[region]:  # no token, no loss before or after: the gain is 0.0
        return count * (1 - RESERVE_WORTH)
    before = sc.losses(region)
    after = sc.losses(region, _add(sc.g.pieces[region], sc.me, count))
    delta = [a - b for a, b in zip(after, before, strict=True)]
    return count * (1 - RESERVE_WORTH) + sc.gain(delta)


def merchant_gain(sc: Scope, src: str, dst: str, count: int) -> float:
    g, me = sc.g, sc.me
    total = 0.0
    for region, change in ((src, -count), (dst, count)):
        before = sc.losses(region)
        after = sc.losses(region, _add(g.pieces[region], me, change))
        total += sc.gain([a - b for a, b in zip(after, before, strict=True)])
    return total


def monk_gain(sc: Scope, src: str, index: int, dst: str) -> float:
    g = sc.g
    token = g.rats[src][index]
    moved_out = g.rats[src][:index] + g.rats[src][index + 1:]
    total = 0.0
    for region, tokens in ((src, moved_out), (dst, g.rats[dst] + [token])):
        before = sc.losses(region)
        after = sc.losses(region, tokens=tokens)
        total += sc.gain([a - b for a, b in zip(after, before, strict=True)])
    return total


def plague_gain(sc: Scope, region: str, knight: bool) -> float:
    """Resolving ``region`` now (best Knight choice), plus where the spreads can go."""
    g = sc.g
    gain = sc.gain(sc.losses(region))
    if knight:
        gain = max(gain, sc.gain(sc.losses(region, bonus=sc.rules.knight_bonus)))
    spreads = min(len(g.rats[region]), 2, len(g.supply))
    if spreads:
        best = max((spread_gain(sc, r) for r in sc.rules.near[region]
                    if len(g.rats[r]) < sc.rules.max_tokens), default=0.0)
        gain += 0.7 * spreads * max(best, 0.0)
    return gain


def spread_gain(sc: Scope, region: str) -> float:
    value = sc.spreads.get(region)
    if value is None:
        value = sc.spreads[region] = sc.gain(new_token_losses(sc.stats, sc.classes,
                                                              sc.g.pieces[region]))
    return value


def bonus_gain(sc: Scope, region: str) -> float:
    """How much better the +2 POP is than no bonus, for ``region``."""
    with_bonus = sc.gain(sc.losses(region, bonus=sc.rules.knight_bonus))
    return with_bonus - sc.gain(sc.losses(region))


def swap_gain(sc: Scope, a: tuple[str, int], b: tuple[str, int]) -> float:
    g = sc.g
    ta, tb = g.rats[a[0]][a[1]], g.rats[b[0]][b[1]]
    if a[0] == b[0]:
        return 0.0  # the order within a region barely matters to this estimate
    total = 0.0
    for (region, index), new in ((a, tb), (b, ta)):
        tokens = list(g.rats[region])
        before = sc.losses(region, tokens=tokens)
        tokens[index] = new
        after = sc.losses(region, tokens=tokens)
        total += sc.gain([x - y for x, y in zip(after, before, strict=True)])
    return total


def card_gain(sc: Scope, card: str) -> float:
    g, me = sc.g, sc.me
    cls = sc.rules.card_class[card]
    prev = g.holders[card]
    classes = list(sc.classes)
    classes[me] = classes[me] + (cls,)
    if prev is not None:
        rest = list(classes[prev])
        rest.remove(cls)
        classes[prev] = tuple(rest)
    delta = [0.0] * g.players
    for region in g.regions:
        if g.rats[region] and g.pieces[region][me] + (g.pieces[region][prev] if prev is not None
                                                      else 0):
            before = sc.losses(region)
            after = sc.losses(region, classes=classes)
            delta = [d + a - b for d, a, b in zip(delta, after, before, strict=True)]
    worth = card_worth_of(card, "legacy" in sc.stats.terms) * stage(g) * (1.5 if prev is not None
                                                                  else 1.0)
    return worth + sc.gain(delta)
