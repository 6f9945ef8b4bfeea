"""Notre Dame's knowledge for the generic search bots: a cheap static heuristic.

``action_score`` rates one legal action from the acting seat's position without
playing it (cards by need: rats, cubes, gold, prestige; messages taken; persons by
what they give). Playouts take the best-scored action with some noise; the easy
level looks one step ahead on a copy and keeps the best position.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import Game, View

from .rules.data import table
from .rules.game import NotreDameGame
from .rules.plague import plague_value
from .rules.state import Seat

MAX_CANDIDATES = 24
BASE = {"residence": 2.0, "park": 1.5, "hospital": 1.5, "cloister_school": 1.5,
        "bank": 1.5, "carriage_house": 2.0, "hotel": 1.0, "confidant": 1.5,
        "notre_dame": 1.5}
PERSON = {"moneylender": 2.0, "monk": 1.5, "doctor": 1.0, "landlady": 3.0,
          "jester": 2.0, "minstrel": 0.2, "bishop": 2.0}


def _nd(game: Game) -> NotreDameGame:
    assert isinstance(game, NotreDameGame)
    return game


def _card_need(s: Seat, card: str, plague: int) -> float:
    danger = s.rats + plague - s.markers("hospital")
    value = BASE.get(card, 1.0)
    if card in ("hospital", "park") and danger >= 8:
        value += 3.0
    if card == "residence":
        value += 0.7 * s.markers("residence")
    if card == "cloister_school" and s.stock > 0 and s.reserve <= 1:
        value += 2.0
    if card == "bank" and s.gold <= 1:
        value += 1.5
    if card == "notre_dame" and s.gold >= 2:
        value += 1.0
    return value


def _fields_score(s: Seat, f: dict[str, Any]) -> float:
    score = 0.0
    if f.get("skip"):
        score -= 4.0
    if f.get("take"):
        score += 4.0
    if "market" in f and f["market"] != s.carriage:
        score += 0.3
    for option in f.get("choices", ()):
        score += 1.2 if option == "rat" and s.rats >= 5 else 0.8 if option == "gold" else 0.6
    donate = f.get("donate")
    if isinstance(donate, int):
        score += (0.0, 0.5, 1.5, 3.0)[donate] if 0 <= donate <= 3 else 0.0
    if f.get("from") == "park":
        score -= 0.5
    return score


def action_score(game: NotreDameGame, action: Action) -> float:
    g = game.state
    seat = game.current_player
    if seat is None:
        return 0.0
    s = g.seats[seat]
    f = dict(action.args)
    plague = plague_value(g)
    if action.type == "draft":
        return _card_need(s, f["card"], plague)
    if action.type == "play":
        return _card_need(s, f["card"], plague) + _fields_score(s, f)
    if action.type == "hire":
        value = PERSON.get(f["person"], 2.5) + _fields_score(s, f)
        if f["person"] == "doctor" and s.rats + plague >= 9:
            value += 3.0
        return value - 1.0
    if action.type == "no_hire":
        return 0.5
    return 0.0


# What one marker in a sector is still worth (prestige to come), at the game's start.
MARKER = {"residence": 1.0, "park": 0.8, "hospital": 0.5, "cloister_school": 0.5,
          "bank": 0.6, "carriage_house": 0.7, "hotel": 0.4}


def position_value(s: Seat) -> float:
    """Static value of one seat's own holdings (used by ``easy``)."""
    return s.prestige + 0.4 * s.gold + 0.3 * s.reserve - 0.3 * max(0, s.rats - 5)


def seat_value(game: NotreDameGame, seat: int) -> float:
    """A seat's prestige plus what its position is still likely to bring: the engine
    of markers (worth less as the game runs out), its share of Notre Dame at the next
    period end, gold and cubes at hand, less the danger of the next plague."""
    g = game.state
    s = g.seats[seat]
    left = max(0.0, (9 - g.round) / 9.0)
    engine = sum(MARKER[k] * (s.sectors[k] + (s.confidant == k)) for k in MARKER)
    in_nd = sum(g.notre_dame)
    share = g.notre_dame[seat] * (table(g.players).tile_total / in_nd) if in_nd else 0.0
    danger = s.rats + plague_value(g) - s.markers("hospital")
    return (s.prestige + engine * (0.3 + left) + 0.8 * share + 0.45 * s.gold
            + (0.25 + 0.3 * left) * s.reserve + 0.5 * len(s.messages) * left
            - 0.8 * max(0, danger - 8) - 0.15 * max(0, s.rats - 4))


def _view_key(view: View) -> str:
    import json

    v = view
    parts = {"seat": v.seat, "phase": v.phase, "current": v.current_player,
             "legal": [repr(a) for a in v.legal_actions],
             "public": getattr(v, "public", None), "private": getattr(v, "private", None)}
    return json.dumps(parts, sort_keys=True, default=repr)


# The search overrules this heuristic freely: measured, anchoring it cost the search
# most of its lead over easy (2 players, 40 games: 0.55 anchored, 0.94 free).
SEARCH_TUNING: dict[str, dict[str, float]] = {
    level: {"anchor_bias": 0.0, "min_visits": 0, "margin": 0.0} for level in ("medium", "hard")}


class NotreDamePolicy:
    """The ``engine.protocol.BotPolicy`` of Notre Dame."""

    search_tuning = SEARCH_TUNING

    def fingerprint(self, view: View) -> bytes:
        """A stable digest of the view (the bots' per-decision seed)."""
        return hashlib.blake2b(_view_key(view).encode(), digest_size=16).digest()

    def prepare(self, view: View) -> random.Random:
        """The per-decision context: a generator seeded from the view."""
        return random.Random(int.from_bytes(self.fingerprint(view)[:8], "big"))

    def candidates(self, game: Game, rng: random.Random) -> Sequence[Action]:
        nd = _nd(game)
        legal = list(nd.legal_actions())
        if len(legal) <= MAX_CANDIDATES:
            return legal
        ranked = sorted(legal, key=lambda a: (-action_score(nd, a), rng.random()))
        return ranked[:MAX_CANDIDATES]

    def playout_action(self, game: Game, rng: random.Random) -> Action:
        nd = _nd(game)
        legal = nd.legal_actions()
        if rng.random() < 0.2:
            return legal[rng.randrange(len(legal))]
        return max(legal, key=lambda a: action_score(nd, a) + rng.random())

    def evaluate(self, game: Game, seat: int, ctx: Any = None) -> list[float]:
        nd = _nd(game)
        result = nd.outcome()
        if result is not None:
            share = 1.0 / len(result.winners) if result.winners else 0.0
            return [share if i in result.winners else 0.0 for i in range(nd.players)]
        values = [seat_value(nd, i) for i in range(nd.players)]
        out = []
        for i, v in enumerate(values):
            best_other = max(w for j, w in enumerate(values) if j != i)
            out.append(1.0 / (1.0 + math.exp(-(v - best_other) / 5.0)))
        return out

    def turn_marker(self, game: Game) -> object:
        nd = _nd(game)
        top = nd.state.top
        return (nd.state.round, top.kind if top else None, top.n if top else None,
                top.seat if top else None)

    def easy_action(self, game: Game, rng: random.Random) -> Action:
        nd = _nd(game)
        seat = nd.current_player
        legal = list(nd.legal_actions())
        if seat is None or len(legal) == 1:
            return legal[0]
        pool = legal if len(legal) <= 40 else rng.sample(legal, 40)
        best, best_value = pool[0], -math.inf
        for action in pool:
            trial = nd.copy()
            trial.apply_unchecked(action)
            value = position_value(trial.state.seats[seat]) + 0.3 * action_score(
                nd, action) + 0.01 * rng.random()
            if value > best_value:
                best, best_value = action, value
        return best


POLICY = NotreDamePolicy()
