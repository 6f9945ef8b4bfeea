"""Expected losses, a static evaluation of a position and search rewards.

Everything here reads the public position plus the faces one seat knows
(``known``: uid -> Token); unknown tokens count by the unseen-face statistics.

A search level may name extra terms of the evaluation (``SearchConfig.evaluation``,
joined by ``+``, carried by the per-decision ``FaceStats.terms``):

- ``cards``: each class card held is worth what the heuristic gives for taking one
  (``CARD_WORTH`` times the share of the game still to come), so that a search does
  not see a card only as the exposure it brings;
- ``modules``: the points the Big Box's modules and scoring cards would give if the
  game ended now (``score_detail``: universities, guilds, taverns, diplomats, region
  cards), which the final score counts and the pieces alone do not see.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Sequence
from functools import cache

from rattus_desktop.games.rattus.bot.faces import FaceStats, face_loss
from rattus_desktop.games.rattus.rules import Rules
from rattus_desktop.games.rattus.rules.data import DATA_DIR
from rattus_desktop.games.rattus.rules.score_detail import SCORERS
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Face, Token

RESERVE_WORTH = 0.6  # a piece still to be placed, relative to one on the board
PLACED_PER_TURN = 2.5
SPREADS_PER_TURN = 1.5
MARGIN_SCALE = 2.5
WIN_SHARE = 0.7
CARD_WORTH = {"king": 1.2, "peasant": 1.0, "knight": 0.8, "merchant": 0.5,
              "monk": 0.5, "witch": 0.3}
OTHER_CARD_WORTH = 0.3  # a Big Box card without its own figure (the data file's default)
STAGE_TURNS = 4.0
TERMS = ("cards", "modules", "legacy")  # legacy: the heuristic before issue 30
BOARD_SCORERS = ("pieces", "palace")  # the rest of SCORERS is the modules' points


@cache
def _bigbox_worth() -> dict[str, float]:
    with (DATA_DIR / "rattus-bigbox-bot-card-worth.toml").open("rb") as fh:
        return {card: float(v) for card, v in tomllib.load(fh)["worth"].items()}


def card_worth_of(card: str, legacy: bool = False) -> float:
    """What a bot takes ``card`` to be worth at the start of a game (in pieces): the
    classic figures, then the Big Box's (``rattus-bigbox-bot-card-worth.toml``; with
    ``legacy``, the default for every Big Box card, as before issue 30)."""
    worth = CARD_WORTH.get(card)
    if worth is not None:
        return worth
    return OTHER_CARD_WORTH if legacy else _bigbox_worth().get(card, OTHER_CARD_WORTH)


def seat_classes(g: GameState, rules: Rules) -> list[tuple[str, ...]]:
    """The class symbols that hurt each seat (one per card held)."""
    out: list[list[str]] = [[] for _ in range(g.players)]
    for card, holder in g.holders.items():
        if holder is not None:
            out[holder].append(rules.card_class[card])
    return [tuple(c) for c in out]


def region_losses(stats: FaceStats, known: dict[int, Token], classes: list[tuple[str, ...]],
                  pieces: Sequence[int], tokens: Sequence[Token], bonus: int = 0) -> list[float]:
    """Expected pieces each seat loses when ``tokens`` resolve over ``pieces`` (memoised
    for the decision in ``stats.regions``: the answer is shared, never change it)."""
    if not tokens:
        return [0.0] * len(pieces)
    pop = sum(pieces) + bonus
    if pop == bonus:
        return [0.0] * len(pieces)
    faces = tuple([known[t.uid].face for t in tokens if t.uid in known])
    unknown = len(tokens) - len(faces)
    key = (tuple(pieces), pop, unknown, faces, tuple(classes))
    out = stats.regions.get(key)
    if out is None:
        out = stats.regions[key] = _losses(stats, classes, pieces, pop, faces, unknown)
    return out


def _losses(stats: FaceStats, classes: list[tuple[str, ...]], pieces: Sequence[int],
            pop: int, faces: tuple[Face, ...], unknown: int) -> list[float]:
    """``region_losses`` of the known ``faces`` and ``unknown`` more tokens at ``pop``."""
    top = max(pieces)
    loss = stats.loss
    out: list[float] = []
    for seat, own in enumerate(pieces):
        if not own:
            out.append(0.0)
            continue
        lead = own == top
        cls = classes[seat]
        acc = unknown * loss(pop, lead, cls) if unknown else 0.0
        for face in faces:
            acc += face_loss(face, pop, lead, cls)
        out.append(float(own) if own < acc else acc)  # min(acc, own)
    return out


def new_token_losses(stats: FaceStats, classes: list[tuple[str, ...]],
                     pieces: Sequence[int]) -> list[float]:
    """Expected loss per seat from one more unknown token over ``pieces`` (memoised for
    the decision in ``stats.regions``: the answer is shared, never change it)."""
    key = (tuple(pieces), tuple(classes))
    out = stats.regions.get(key)
    if out is None:
        pop = sum(pieces)
        top = max(pieces)
        out = stats.regions[key] = [
            min(stats.loss(pop, own == top, classes[s]), float(own)) if own else 0.0
            for s, own in enumerate(pieces)]
    return out


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


def stage(g: GameState) -> float:
    """The share of the game still to come, as far as a card's worth goes: 1 until the
    last STAGE_TURNS turns of each seat, then down to 0 as the supply runs out."""
    return min(1.0, len(g.supply) / (1.5 * g.players * STAGE_TURNS))


def card_worth(g: GameState) -> list[float]:
    """Per seat, the worth of the class cards it holds (term ``cards``)."""
    out = [0.0] * g.players
    share = stage(g)
    for card, holder in g.holders.items():
        if holder is not None:
            out[holder] += card_worth_of(card) * share
    return out


def module_points(g: GameState) -> list[int]:
    """Per seat, the modules' points if the game ended now (term ``modules``)."""
    out = [0] * g.players
    for name, scorer in SCORERS.items():
        if name not in BOARD_SCORERS:
            out = [a + b for a, b in zip(out, scorer(g), strict=True)]
    return out


def evaluate(g: GameState, rules: Rules, stats: FaceStats,
             known: dict[int, Token]) -> list[float]:
    """Expected final score of each seat, roughly, with the terms ``stats`` names."""
    hurt = danger(g, rules, stats, known)
    future = turns_left_each(g) * PLACED_PER_TURN
    out = []
    for seat in range(g.players):
        board = sum(p[seat] for p in g.pieces.values())
        later = min(g.reserve[seat], future) * RESERVE_WORTH
        out.append(board + g.palace[seat] - hurt[seat] + later)
    if "cards" in stats.terms:
        out = [v + w for v, w in zip(out, card_worth(g), strict=True)]
    if "modules" in stats.terms and rules.bigbox:
        out = [v + p for v, p in zip(out, module_points(g), strict=True)]
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
