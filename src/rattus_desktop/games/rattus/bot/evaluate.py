"""Expected losses, a static evaluation of a position and search rewards.

Everything here reads the public position plus the faces one seat knows
(``known``: uid -> Token); unknown tokens count by the unseen-face statistics.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from rattus_desktop.games.rattus.bot.faces import FaceStats, face_loss
from rattus_desktop.games.rattus.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Token

RESERVE_WORTH = 0.6  # a piece still to be placed, relative to one on the board
PLACED_PER_TURN = 2.5
SPREADS_PER_TURN = 1.5
MARGIN_SCALE = 2.5
WIN_SHARE = 0.7


def seat_classes(g: GameState, rules: Rules) -> list[tuple[str, ...]]:
    """The class symbols that hurt each seat (one per card held)."""
    out: list[list[str]] = [[] for _ in range(g.players)]
    for card, holder in g.holders.items():
        if holder is not None:
            out[holder].append(rules.card_class[card])
    return [tuple(c) for c in out]


def region_losses(stats: FaceStats, known: dict[int, Token], classes: list[tuple[str, ...]],
                  pieces: Sequence[int], tokens: Sequence[Token], bonus: int = 0) -> list[float]:
    """Expected pieces each seat loses when ``tokens`` resolve over ``pieces``."""
    out = [0.0] * len(pieces)
    if not tokens:
        return out
    pop = sum(pieces) + bonus
    if pop == bonus:
        return out
    top = max(pieces)
    faces = [known[t.uid].face for t in tokens if t.uid in known]
    unknown = len(tokens) - len(faces)
    for seat, own in enumerate(pieces):
        if own == 0:
            continue
        lead = own == top
        acc = unknown * stats.loss(pop, lead, classes[seat]) if unknown else 0.0
        for face in faces:
            acc += face_loss(face, pop, lead, classes[seat])
        out[seat] = min(acc, float(own))
    return out


def new_token_losses(stats: FaceStats, classes: list[tuple[str, ...]],
                     pieces: Sequence[int]) -> list[float]:
    """Expected loss per seat from one more unknown token over ``pieces``."""
    pop = sum(pieces)
    top = max(pieces)
    return [min(stats.loss(pop, own == top, classes[s]), float(own)) if own else 0.0
            for s, own in enumerate(pieces)]


def danger(g: GameState, rules: Rules, stats: FaceStats, known: dict[int, Token]) -> list[float]:
    """Expected losses, per seat, from every token now on the board."""
    classes = seat_classes(g, rules)
    total = [0.0] * g.players
    for region in g.regions:
        tokens = g.rats[region]
        if tokens:
            for seat, loss in enumerate(region_losses(stats, known, classes,
                                                      g.pieces[region], tokens)):
                total[seat] += loss
    return total


def turns_left_each(g: GameState) -> float:
    """A rough count of the turns each seat still gets."""
    if g.final is not None:
        return 0.0
    return len(g.supply) / SPREADS_PER_TURN / g.players


def evaluate(g: GameState, rules: Rules, stats: FaceStats,
             known: dict[int, Token]) -> list[float]:
    """Expected final score of each seat, roughly."""
    hurt = danger(g, rules, stats, known)
    future = turns_left_each(g) * PLACED_PER_TURN
    out = []
    for seat in range(g.players):
        board = sum(p[seat] for p in g.pieces.values())
        later = min(g.reserve[seat], future) * RESERVE_WORTH
        out.append(board + g.palace[seat] - hurt[seat] + later)
    return out


def margins(values: Sequence[float]) -> list[float]:
    """Each seat's value minus the best other seat's."""
    out = []
    for seat, value in enumerate(values):
        best = max(v for s, v in enumerate(values) if s != seat)
        out.append(value - best)
    return out


def _squash(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x / MARGIN_SCALE))


def rewards(g: GameState, rules: Rules, stats: FaceStats,
            known: dict[int, Token]) -> list[float]:
    """Search rewards in [0, 1] per seat: wins at the end, else the squashed margin."""
    if g.scores is not None:
        soft = [_squash(m) for m in margins(g.scores)]
        return [WIN_SHARE * (s == g.winner) + (1 - WIN_SHARE) * soft[s]
                for s in range(g.players)]
    return [_squash(m) for m in margins(evaluate(g, rules, stats, known))]
