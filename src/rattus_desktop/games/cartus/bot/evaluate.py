"""Scoring a searched position: the running score, the plague risk and the hand.

Every function reads one world, the one the search is in: a world sampled from the
seat's view (``view.sample``), so its hands, rats and nun row are a guess consistent
with what the seat knows; averaged over the worlds, the value is the seat's estimate.
"""

from __future__ import annotations

import math

from ..rules.scoring import nuns, parts, score
from ..rules.state import State
from .heuristic import SAFETY_MARGIN

RISK_WEIGHT = 6.0  # points per rat inside the safety margin
HAND_WEIGHT = 0.5  # points per population card or joker in hand (influence to come)
MARGIN_SCALE = 6.0  # points of lead that make a seat's reward 0.73 (logistic)


def running(g: State, hand_weight: float = 0.0) -> list[float]:
    """Per seat: the score if the game ended now, minus ``RISK_WEIGHT`` per rat inside
    the safety margin below this world's nun total, plus ``hand_weight`` per population
    card or joker in hand."""
    total = nuns(g)
    out = []
    for seat, d in enumerate(parts(g)):
        risk = max(0.0, g.rats[seat] - total + SAFETY_MARGIN)
        value = sum(d.values()) - RISK_WEIGHT * risk
        if hand_weight:
            value += hand_weight * population_in_hand(g.hands[seat])
        out.append(value)
    return out


def population_in_hand(hand: dict[str, int]) -> int:
    return sum(n for c, n in hand.items() if c == "joker" or ":" in c)


def spread(values: list[float]) -> list[float]:
    """Values scaled between the last seat (0.1) and the leader (0.9)."""
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    return [0.1 + 0.8 * (v - low) / span for v in values]


def margins(values: list[float], scale: float = MARGIN_SCALE) -> list[float]:
    """Each seat's lead over its best rival (negative when behind), squashed into
    (0, 1) by a logistic: 0.5 when level with the best rival."""
    out = []
    for seat, v in enumerate(values):
        rival = max(w for s, w in enumerate(values) if s != seat)
        out.append(1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (rival - v) / scale)))))
    return out


def final(g: State) -> list[float]:
    """The finished game: 1 shared among the winners, 0 for everyone else."""
    winners = score(g).winners
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(g.players)]


def evaluate(g: State, evaluation: str) -> list[float]:
    """``"margin"``: the lead over the best rival, with the hand's influence to come;
    anything else (medium): the running score spread between last and leader."""
    if g.over:
        return final(g)
    if evaluation == "margin":
        return margins(running(g, HAND_WEIGHT))
    return spread(running(g))
