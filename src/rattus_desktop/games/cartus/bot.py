"""The Cartus bot policy for the generic search bots: cheap heuristics, evaluation from
the running score, influence and the plague risk."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from typing import Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.protocol import Game, View

from .rules.game import CartusGame
from .rules.legal import random_action
from .rules.scoring import parts, score
from .rules.state import State, sorted_cards

MAX_CANDIDATES = 12
SAFETY_MARGIN = 2  # rats below the nun total a seat wants before the end
RISK_WEIGHT = 6.0  # points per rat inside the margin
RAT_BUILDINGS = ("monastery", "hospital")
LOW_VALUE = ("pass", "flute", "sword")  # given before population cards and jokers


def _state(game: Game) -> State:
    assert isinstance(game, CartusGame)
    return game.state


def _supply_worth(g: State, seat: int, index: int) -> float:
    group = g.cat.groups[g.cat.supply_of[g.row[index].card]]
    worth = 0.0
    for icon, n in group:
        if icon == "draw":
            worth += n
        elif icon == "rat":
            worth += 2.5 if g.rats[seat] > _known_nuns(g, seat) - SAFETY_MARGIN else 1.0
        else:
            worth += 1.5 if len(g.known[seat]) < 5 else 0.2
    return worth


def _known_nuns(g: State, seat: int) -> float:
    """The nun total as the seat estimates it: seen cards, 2 for each unseen one."""
    known = g.known[seat]
    return sum(int(c.partition(":")[2]) if i in known else 2.0
               for i, c in enumerate(g.nun_row))


def _entry(g: State, seat: int) -> Action:
    """The building where the most cards of its class (and jokers) can go; lay them."""
    hand = sorted_cards(g.hands[seat])
    best, best_worth = 0, -1.0
    best_cards: tuple[str, ...] = ()
    for i, slot in enumerate(g.row):
        cls = g.cat.buildings[slot.building].cls
        cards = tuple(c for c in hand if c.startswith(cls + ":") or c == "joker")
        if slot.entrants and "sword" in hand:
            cards += ("sword",)
        worth = len(cards) + 0.3 * (slot.building in ("palace", "monastery", "farm"))
        if slot.building in RAT_BUILDINGS and g.rats[seat] > _known_nuns(g, seat) - SAFETY_MARGIN:
            worth += 1.5
        if worth > best_worth:
            best, best_cards, best_worth = i, cards, worth
    return new_action("enter", (best, tuple(sorted(best_cards))))


def _entry_variants(g: State, seat: int) -> list[Action]:
    """Per building: its class cards and jokers, the same with a Sword, and no cards."""
    hand = sorted_cards(g.hands[seat])
    out: list[Action] = []
    for i, slot in enumerate(g.row):
        cls = g.cat.buildings[slot.building].cls
        cards = tuple(c for c in hand if c.startswith(cls + ":") or c == "joker")
        out.append(new_action("enter", (i, cards)))
        if "sword" in hand:
            out.append(new_action("enter", (i, tuple(sorted(cards + ("sword",))))))
        out.append(new_action("enter", (i, ())))
    return out


def _give(g: State, seat: int, count: int) -> tuple[str, ...]:
    hand = sorted_cards(g.hands[seat])
    hand.sort(key=lambda c: (c not in LOW_VALUE, c in ("gold", "joker"), c))
    return tuple(sorted(hand[:count]))


def heuristic(g: State, rng: random.Random) -> Action:
    p = g.pending
    assert p is not None
    seat = p.seat
    if p.kind == "supply":
        worths = [_supply_worth(g, seat, i) for i in range(len(g.row))]
        return new_action("supply", (worths.index(max(worths)),))
    if p.kind == "look":
        fresh = [i for i in range(5) if i not in p.chosen and i not in g.known[seat]]
        rest = [i for i in range(5) if i not in p.chosen]
        return new_action("look", ((fresh or rest)[0],))
    if p.kind in ("sword", "flute"):
        target = max(p.targets, key=lambda t: (g.hand_size(t), -t))
        return new_action(p.kind, (target,))
    if p.kind == "give":
        return new_action("give", (_give(g, seat, p.count),))
    if p.kind == "hospital":
        pop = [c for c in sorted_cards(g.hands[seat]) if ":" in c]
        return new_action("hospital", (tuple(pop[:p.count]),))
    if p.can_pass and len(g.queue) > 1 and rng.random() < 0.15:
        return new_action("pass")
    return _entry(g, seat)


def _running(g: State) -> list[float]:
    """Running score minus the plague risk, in the world being searched.

    The world is one sampled from the seat's view, so its nun row is a guess consistent
    with what the seat has seen; averaged over the worlds it is the seat's estimate.
    """
    detail = parts(g)
    nuns = float(score(g).nuns)
    out = []
    for seat, d in enumerate(detail):
        risk = max(0.0, g.rats[seat] - nuns + SAFETY_MARGIN)
        out.append(sum(d.values()) - RISK_WEIGHT * risk)
    return out


_MARKERS: dict[tuple[int, int, int], tuple[int, int, int]] = {}


class CartusPolicy:
    """``engine.protocol.BotPolicy`` for Rattus Cartus."""

    def fingerprint(self, view: View) -> bytes:
        """A stable digest of the view (the bots' per-decision seed)."""
        return hashlib.blake2b(repr(view).encode(), digest_size=16).digest()

    def prepare(self, view: View) -> random.Random:
        """The per-decision context: a generator seeded from the view."""
        return random.Random(int.from_bytes(self.fingerprint(view)[:8], "big"))

    def candidates(self, game: Game, rng: random.Random) -> Sequence[Action]:
        """A few sensible moves, the heuristic's first (the search breaks ties by order)."""
        legal = game.legal_actions()
        if len(legal) <= MAX_CANDIDATES:
            return list(legal)
        g = _state(game)
        picks = [heuristic(g, rng)]
        if g.pending is not None and g.pending.kind == "enter":
            picks += _entry_variants(g, g.pending.seat)
            if g.pending.can_pass:
                picks.append(new_action("pass"))
        while len(picks) < MAX_CANDIDATES:
            picks.append(legal[rng.randrange(len(legal))])
        seen: list[Action] = []
        for a in picks:
            if a not in seen and game.is_legal(a):
                seen.append(a)
        return seen

    def playout_action(self, game: Game, rng: random.Random) -> Action:
        g = _state(game)
        if rng.random() < 0.7:
            return heuristic(g, rng)
        return random_action(g, rng)

    def evaluate(self, game: Game, seat: int, ctx: Any = None) -> list[float]:
        g = _state(game)
        if g.over:
            winners = score(g).winners
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(g.players)]
        values = _running(g)
        low, high = min(values), max(values)
        span = (high - low) or 1.0
        return [0.1 + 0.8 * (v - low) / span for v in values]

    def turn_marker(self, game: Game) -> object:
        """The same object while the turn lasts (the search compares markers by identity)."""
        g = _state(game)
        key = (g.round, sum(c is not None for c in g.supply_choice), len(g.entered))
        return _MARKERS.setdefault(key, key)

    def easy_action(self, game: Game, rng: random.Random) -> Action:
        return heuristic(_state(game), rng)


POLICY = CartusPolicy()
