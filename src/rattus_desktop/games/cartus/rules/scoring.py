"""Final scoring (tracks, hand, specials, Gold, VP), the plague and the winners."""

from __future__ import annotations

from dataclasses import dataclass

from .state import State


@dataclass(frozen=True, slots=True)
class Result:
    scores: tuple[int, ...]
    detail: tuple[dict[str, int], ...]
    nuns: int
    dead: tuple[int, ...]
    winners: tuple[int, ...]
    tied: tuple[int, ...]  # survivors tied on the best score (before the rat tie-break)
    tie_break: str | None


def track_points(g: State) -> list[int]:
    points = [0] * g.players
    table = g.rules.track_points
    for cls in g.cat.classes:
        for rank, seat in enumerate(g.rank(cls)[:len(table)]):
            if g.track[cls][seat] > 0:
                points[seat] += table[rank]
    return points


def majority(counts: list[int], sole: int, tied: int) -> list[int]:
    """Most cards of a kind: ``sole`` alone, ``tied`` each when shared; needs 1 card."""
    best = max(counts)
    if best <= 0:
        return [0] * len(counts)
    top = [i for i, c in enumerate(counts) if c == best]
    each = sole if len(top) == 1 else tied
    return [each if i in top else 0 for i in range(len(counts))]


def gold_points(g: State, counts: list[int]) -> list[int]:
    out = [0] * len(counts)
    best = max(counts)
    if best <= 0:
        return out
    top = [i for i, c in enumerate(counts) if c == best]
    if len(top) > 1:
        pool = g.cat.gold_tie_pool_2p if g.players == 2 else g.cat.gold_tie_pool
        for i in top:
            out[i] = pool // len(top)
        return out
    out[top[0]] = g.rules.gold_points[0]
    if len(g.rules.gold_points) < 2:
        return out
    rest = [c for i, c in enumerate(counts) if i != top[0]]
    second = max(rest)
    if second > 0:
        seconds = [i for i, c in enumerate(counts) if c == second and i != top[0]]
        for i in seconds:
            out[i] = g.cat.gold_second_pool // len(seconds)
    return out


def parts(g: State) -> list[dict[str, int]]:
    hands = g.hands
    tracks = track_points(g)
    hand = majority([sum(n for c, n in h.items() if c == "joker" or ":" in c) for h in hands],
                    *g.cat.hand_points)
    specials = [0] * g.players
    for kind in g.cat.special_kinds:
        for i, p in enumerate(majority([h.get(kind, 0) for h in hands], *g.cat.special_points)):
            specials[i] += p
    gold = gold_points(g, [h.get("gold", 0) for h in hands])
    return [{"tracks": tracks[i], "hand": hand[i], "specials": specials[i], "gold": gold[i],
             "vp": g.vp[i]} for i in range(g.players)]


def nuns(g: State) -> int:
    return sum(int(c.partition(":")[2]) for c in g.nun_row)


def score(g: State) -> Result:
    detail = parts(g)
    scores = tuple(sum(d.values()) for d in detail)
    total = nuns(g)
    dead = tuple(s for s in range(g.players) if g.rats[s] > total)
    alive = [s for s in range(g.players) if s not in dead]
    if not alive:
        return Result(scores, tuple(detail), total, dead, (), (), None)
    best = max(scores[s] for s in alive)
    tied = tuple(s for s in alive if scores[s] == best)
    fewest = min(g.rats[s] for s in tied)
    winners = tuple(s for s in tied if g.rats[s] == fewest)
    tie_break = None
    if len(tied) > 1:
        tie_break = "fewer_rats" if len(winners) < len(tied) else "shared"
    return Result(scores, tuple(detail), total, dead, winners,
                  tied if len(tied) > 1 else (), tie_break)
