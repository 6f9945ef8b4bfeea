"""The actions a search considers at a node: the policy's choice first, big families pruned.

Merchant, Monk and Witch moves can number in the hundreds; only the few best by
the heuristic are kept. Every other family (cards, placements, plague moves,
spreads, yes/no decisions) is kept whole up to ``WIDE`` members. The Big Box has
families far larger (the Emperor's wall changes, the Professor's orders, the Witch's
arrangements, Monk III, the Pied Piper's and Nomad's upgraded moves: up to ~1,000):
a family over ``WIDE`` keeps its ``KEEP_WIDE`` best, and any family is ranked over
at most ``SCORED`` evenly spaced members, so that a node's width and the cost of
building it stay bounded (every family of classic Rattus is below both caps).
"""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.games.rattus.bot import tactics as t
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.bot.heuristic import LEGACY, policy, quick_policy
from rattus_desktop.games.rattus.rules import Action, Game

KEEP_PER_FAMILY = 2
PRUNED = ("merchant", "monk", "witch_look")
WIDE = 40  # a family larger than this is pruned to its KEEP_WIDE best
KEEP_WIDE = 12
SCORED = 128  # members of one family ranked at most (evenly spaced)


def candidates(game: Game, stats: FaceStats) -> list[Action]:
    legal = game.legal_actions()
    # the node's first move: the heuristic's (in the Big Box the playouts' cheaper
    # choice: its lookahead costs a copy per option, and the root has its anchor)
    cheap = game.rules.bigbox and LEGACY not in stats.terms
    first = quick_policy(game, stats) if cheap else policy(game, stats)
    if len(legal) == 1:
        return list(legal)
    sc = t.Scope.of(game.state, game.rules, stats, game.state.current)
    families: dict[str, list[Action]] = {}
    for action in legal:
        families.setdefault(action.type, []).append(action)
    out = [first]
    for kind, actions in families.items():
        if kind in PRUNED:
            actions = _top(actions, _scorer(sc, kind), KEEP_PER_FAMILY)
        elif len(actions) > WIDE:
            actions = _top(actions, _scorer(sc, kind), KEEP_WIDE)
        out.extend(a for a in actions if a != first)
    return out


def _top(actions: list[Action], score: Callable[[Action], float], keep: int) -> list[Action]:
    """The ``keep`` best by ``score`` among at most SCORED evenly spaced members (ties:
    listing order)."""
    step = -(-len(actions) // SCORED)
    return sorted(actions[::step], key=score, reverse=True)[:keep]


def _scorer(sc: t.Scope, kind: str) -> Callable[[Action], float]:
    if kind == "merchant":  # (its three fields; a use via the Alchemist is merchant@alchemist)
        return lambda a: t.merchant_gain(sc, a.args[0], a.args[1], a.args[2])
    if kind == "monk":
        return lambda a: t.monk_gain(sc, a.args[0][0], a.args[0][1], a.args[1])
    if kind == "witch_look":
        return lambda a: _look_interest(sc, a.args[0])
    if kind == "place":
        return lambda a: t.place_gain(sc, a.args[0], a.args[1])
    return lambda a: _stake(sc, a)


def _stake(sc: t.Scope, action: Action) -> float:
    """A family without its own estimate: the seat's pieces in the first region the
    action names (the heuristic's fallback for Big Box decisions)."""
    region = action.args[0] if action.args and isinstance(action.args[0], str) else None
    return float(sc.g.pieces[region][sc.me]) if region in sc.g.pieces else 0.0


def _look_interest(sc: t.Scope, pair: tuple[tuple[str, int], ...]) -> float:
    """Worth a look: unknown tokens in two regions where the seat's stakes differ most
    (an upgraded Witch's look of 3 or 4 tokens: by the unknown tokens it shows)."""
    g, me = sc.g, sc.me
    if len(pair) != 2:
        return float(sum(g.rats[r][i].uid not in sc.known for r, i in pair))
    (ra, ia), (rb, ib) = pair
    if ra == rb or g.rats[ra][ia].uid in sc.known or g.rats[rb][ib].uid in sc.known:
        return -1.0
    mine = g.pieces[ra][me] - g.pieces[rb][me]
    theirs = (sum(g.pieces[ra]) - g.pieces[ra][me]) - (sum(g.pieces[rb]) - g.pieces[rb][me])
    return abs(mine - 0.5 * theirs) - 0.1 * (ia + ib)
