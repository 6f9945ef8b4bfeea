"""The plague risk of every region, from one view only (no hidden face is ever read).

``region_risks(view)`` answers, for each region holding pieces and face-down tokens:
if the plague were resolved there now, how likely is at least one outbreak, and how
many pieces would each seat lose on average. The faces of the region's face-down
tokens are drawn without replacement from the faces this view has not seen (a
starting token from the unseen starting faces, any other from the rest), exactly as
``view.sample`` deals them; faces the view knows (the Witch) stay where they are.

Exact where cheap: every ordered draw is enumerated, faces that act alike there merged
(a face whose number cannot be reached, classes nobody there holds), with integer
weights, so the answers are ``Fraction`` values. When the draws are too many the
answer comes from ``SAMPLES`` draws of a generator seeded from the position (never
global randomness) and ``exact`` is False. The resolution itself is the core's own
(``resolve.apply_face``: majority, everyone, class symbols, covers, potions, the
Nuns' +1 through ``outbreak_extra``), run on a world sampled from the view whose
region is then given the drawn faces; nothing else of that world is read.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from rattus_desktop.engine.events import Event
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.resolve import apply_face, outbreak_extra
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.tokens import Face, Token
from rattus_desktop.games.rattus.rules.turn import plague_moves
from rattus_desktop.games.rattus.rules.view import PlayerView, TokenView

LIMIT = 20_000  # at most this many distinct ordered draws are enumerated
SAMPLES = 4_000  # draws when they are more

Key = tuple[int | None, int, int, tuple[str, ...]]


@dataclass(frozen=True)
class RegionRisk:
    """The plague's threat to one region, were it resolved there now."""

    region: str
    hidden: int  # face-down tokens there this view does not know
    outbreak: Fraction  # P(at least one token breaks out)
    loss: tuple[Fraction, ...]  # expected pieces lost, per seat
    exact: bool  # enumerated (True) or sampled
    reach: bool  # the plague piece can be moved there on this turn
    plague_here: bool  # the plague piece stands there now

    @property
    def expected_total(self) -> Fraction:
        return sum(self.loss, Fraction(0))


@dataclass(frozen=True)
class _Slot:
    face: Face | None  # known face, or None: drawn from a pool
    start: bool


def region_risks(view: PlayerView) -> dict[str, RegionRisk]:
    """Every region's risk (regions without pieces or tokens have none: left out)."""
    world = view.sample(random.Random(0))
    assert isinstance(world, Game)
    g, rules = world.state, world.rules
    reach = _reach(world)
    start_pool = Counter(view.unseen_start)
    rest_pool = Counter(view.unseen) - start_pool
    out: dict[str, RegionRisk] = {}
    for region in view.regions:
        tokens = view.tokens[region]
        if not tokens or not any(view.pieces[region]):
            continue
        slots = [_Slot(t.face, t.start) for t in tokens]
        out[region] = _region_risk(g, rules, region, slots, start_pool, rest_pool,
                                   region in reach, _seed(view, region, tokens))
    return out


def _reach(world: Game) -> set[str]:
    """Where the player to move may move the plague piece (none outside a turn)."""
    if world.is_over or world.phase not in ("actions", "final_turn"):
        return set()
    return {a.args[0] for a in plague_moves(world.state, world.rules)}


def _seed(view: PlayerView, region: str, tokens: tuple[TokenView, ...]) -> str:
    return f"{region}|{[t.uid for t in tokens]}|{len(view.unseen)}|{view.seat}"


def _region_risk(g: GameState, rules: Rules, region: str, slots: list[_Slot],
                 start_pool: Counter[Face], rest_pool: Counter[Face], reach: bool,
                 seed: str) -> RegionRisk:
    sim = _Resolver(g, rules, region)
    pools = (_grouped(start_pool, sim), _grouped(rest_pool, sim))
    hidden = sum(1 for s in slots if s.face is None)
    exact = _draw_count(slots, pools) <= LIMIT
    draws = _enumerate(slots, pools) if exact else _sample(slots, start_pool, rest_pool, seed)
    total = 0
    broke = 0
    lost = [0] * g.players
    for weight, faces in draws:
        outbreak, killed = sim.run(faces)
        total += weight
        broke += weight * outbreak
        for seat, n in enumerate(killed):
            lost[seat] += weight * n
    if total == 0:  # no face to draw (cannot happen in a consistent view)
        total = 1
    return RegionRisk(region, hidden, Fraction(broke, total),
                      tuple(Fraction(n, total) for n in lost), exact, reach,
                      g.plague == region)


class _Resolver:
    """Resolves the region of a sampled world with given faces, then puts it back."""

    def __init__(self, g: GameState, rules: Rules, region: str) -> None:
        self.g, self.rules, self.region = g, rules, region
        self.extra = outbreak_extra(g, rules, region)
        self.before = list(g.pieces[region])
        held = {c for c, s in g.holders.items() if s is not None
                and self.before[s] > 0}
        self.classes = {cls for cls, cards in rules.cards_of_class.items()
                        if held.intersection(cards)}

    def key(self, face: Face) -> Key:
        """Faces with the same key act alike here."""
        reachable = face.n + self.extra <= sum(self.before)
        classes = tuple(sorted(c for c in face.classes if c in self.classes))
        if not reachable:
            return (None, 0, 0, ())
        return (face.n, face.majority, face.all, classes)

    def run(self, faces: list[Face]) -> tuple[int, list[int]]:
        g, region = self.g, self.region
        pieces = g.pieces[region]
        reserve = list(g.reserve)
        potions = list(g.potions[region]) if g.potions else None
        guilds = g.guilds.copy() if g.guilds is not None else None
        events: list[Event] = []
        outbreak = 0
        for face in faces:
            if not any(pieces):
                break
            if sum(pieces) >= face.n + self.extra:
                outbreak = 1
                apply_face(g, self.rules, region, Token(-1, face), events)
        killed = [b - a for b, a in zip(self.before, pieces, strict=True)]
        g.pieces[region] = list(self.before)
        g.reserve = reserve
        if potions is not None:
            g.potions[region] = potions
        g.guilds = guilds
        return outbreak, killed


def _grouped(pool: Counter[Face], sim: _Resolver) -> Counter[Face]:
    """The pool with faces that act alike merged into one representative."""
    reps: dict[Key, Face] = {}
    out: Counter[Face] = Counter()
    for face, count in pool.items():
        rep = reps.setdefault(sim.key(face), face)
        out[rep] += count
    return out


def _draw_count(slots: list[_Slot], pools: tuple[Counter[Face], Counter[Face]]) -> int:
    count = 1
    for s in slots:
        if s.face is None:
            count *= max(1, len(pools[0 if s.start else 1]))
    return count


def _enumerate(slots: list[_Slot], pools: tuple[Counter[Face], Counter[Face]],
               ) -> Iterator[tuple[int, list[Face]]]:
    """Every ordered draw of the unknown slots with its number of ways (an integer)."""
    def walk(i: int, weight: int, faces: list[Face]) -> Iterator[tuple[int, list[Face]]]:
        if i == len(slots):
            yield weight, list(faces)
            return
        slot = slots[i]
        if slot.face is not None:
            faces.append(slot.face)
            yield from walk(i + 1, weight, faces)
            faces.pop()
            return
        pool = pools[0 if slot.start else 1]
        for face, count in list(pool.items()):
            if count == 0:
                continue
            pool[face] -= 1
            faces.append(face)
            yield from walk(i + 1, weight * count, faces)
            faces.pop()
            pool[face] += 1

    return walk(0, 1, [])


def _sample(slots: list[_Slot], start_pool: Counter[Face], rest_pool: Counter[Face],
            seed: str) -> Iterator[tuple[int, list[Face]]]:
    rng = random.Random(seed)
    starts = sorted(start_pool.elements(), key=_order)
    rest = sorted(rest_pool.elements(), key=_order)
    need_start = sum(1 for s in slots if s.face is None and s.start)
    need_rest = sum(1 for s in slots if s.face is None and not s.start)
    for _ in range(SAMPLES):
        a = iter(rng.sample(starts, min(need_start, len(starts))))
        b = iter(rng.sample(rest, min(need_rest, len(rest))))
        faces = [s.face if s.face is not None else next(a if s.start else b)
                 for s in slots]
        yield 1, faces


def _order(face: Face) -> tuple[int, tuple[str, ...], int, int]:
    return (face.n, face.classes, face.majority, face.all)
