"""The heuristic's plan for the Big Box decisions it has no rule of its own for.

Classic Rattus's heuristic knows six cards (``heuristic.py``). The Big Box adds 27 more,
five modules and a dozen kinds of decision (guild spaces, taverns, upgrades, university
events, region cards...). For these the heuristic looks one action ahead: it applies
each option to a copy of the (sampled) world and keeps the one whose static evaluation
(``evaluate.evaluate`` plus the modules' points, whatever terms the level names) gives
the seat the best margin over its strongest opponent. A use is made only when it beats
doing nothing by ``USE_MARGIN``; a decision that must be made takes the best option.

Before this, the heuristic took such decisions as "the option naming the region that
holds most of my pieces": university bonus pieces all went to one region, the
universities moved there too, and the search, anchored on the heuristic's move (it
plays another move only with ``min_visits`` of evidence), almost never used a guild
space, a tavern, an upgrade or a Big Box card: the cause of issue 30's first point.

Only the full policy (the easy level, the search's anchor) looks ahead; playouts use
``quick_other``, a cheap placement-aware estimate, so that searching stays fast.
"""

from __future__ import annotations

from collections.abc import Iterable

from rattus_desktop.games.rattus.bot import tactics as t
from rattus_desktop.games.rattus.bot.evaluate import (
    card_worth_of,
    evaluate,
    module_points,
    stage,
)
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.rules import Action, Game

#: the kinds the classic heuristic decides itself (``heuristic._actions``)
CORE = frozenset({"take_card", "place", "move_plague", "king", "merchant", "monk",
                  "witch_look", "end_final_turn", "upgrade"})
USE_MARGIN = 0.3  # a voluntary use must raise the seat's margin by this much
PER_KIND = 6  # options of one kind looked at, at most (evenly spaced)
UPGRADE_BASE = 0.35  # an upgrade's worth: this plus UPGRADE_SHARE of the card's worth
UPGRADE_SHARE = 0.4


def margin(game: Game, stats: FaceStats, me: int) -> float:
    """The seat's evaluated score minus the best other seat's, with the modules' points."""
    g, rules = game.state, game.rules
    values = evaluate(g, rules, stats, g.knowledge[me])
    if "modules" not in stats.terms:
        values = [v + p for v, p in zip(values, module_points(g), strict=True)]
    if g.scores is not None:
        values = [float(s) for s in g.scores]
    best_other = max(v for s, v in enumerate(values) if s != me)
    return values[me] - best_other


def spaced(actions: list[Action], most: int) -> list[Action]:
    """At most ``most`` of ``actions``, evenly spaced (all of them when few)."""
    step = -(-len(actions) // most)
    return actions[::step]


def sample_kinds(actions: Iterable[Action], per_kind: int = PER_KIND) -> list[Action]:
    """Up to ``per_kind`` options of each kind, evenly spaced over its listing."""
    kinds: dict[str, list[Action]] = {}
    for action in actions:
        kinds.setdefault(action.type, []).append(action)
    return [a for same in kinds.values() for a in spaced(same, per_kind)]


def best_ahead(game: Game, stats: FaceStats, options: Iterable[Action]
               ) -> tuple[Action | None, float]:
    """The option with the best margin one action ahead, and its gain over now."""
    me = game.state.current
    now = margin(game, stats, me)
    best, top = None, float("-inf")
    for action in options:
        world = game.copy()
        world.apply_unchecked(action)
        value = margin(world, stats, me) - now
        if value > top:
            best, top = action, value
    return best, top


def module_use(game: Game, stats: FaceStats) -> Action | None:
    """A Big Box use (a card, a guild space, a tavern...) worth making now, or None."""
    options = [a for a in game.legal_actions()
               if a.type.partition("@")[0] not in CORE or "@" in a.type]
    if not options:
        return None
    action, gain = best_ahead(game, stats, sample_kinds(options))
    return action if gain > USE_MARGIN else None


def decide(game: Game, stats: FaceStats) -> Action:
    """A decision the heuristic has no rule for: the best option one action ahead."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    action, _ = best_ahead(game, stats, sample_kinds(legal))
    return action if action is not None else legal[0]


def upgrade_gain(sc: t.Scope, card: str) -> float:
    """What putting or turning the tile of ``card`` (held) is worth now."""
    worth = card_worth_of(card)
    return (UPGRADE_BASE + UPGRADE_SHARE * worth) * stage(sc.g)


def best_upgrade(game: Game, sc: t.Scope) -> tuple[Action | None, float]:
    options = [a for a in game.legal_actions() if a.type == "upgrade"]
    best, top = None, float("-inf")
    for action in options:
        value = upgrade_gain(sc, action.args[0])
        if value > top:
            best, top = action, value
    return best, top


def quick_other(game: Game, sc: t.Scope) -> Action:
    """The playouts' cheap choice for such a decision: an option naming a region is
    worth what one more of the seat's pieces there would be (danger counted: no piling
    into one region), anything else nothing; ties keep the listing order."""
    legal = game.legal_actions()
    best, top = legal[0], float("-inf")
    for action in legal:
        region = action.args[0] if action.args and isinstance(action.args[0], str) else None
        value = t.place_gain(sc, region, 1) if region in sc.g.pieces else 0.0
        if value > top:
            best, top = action, value
    return best


def most_pieces(game: Game, sc: t.Scope) -> Action:
    """The heuristic's choice before the lookahead (term ``legacy``, for measuring): the
    option (in listing order) whose first region holds most of the seat's pieces."""
    legal = game.legal_actions()
    best, top = legal[0], float("-inf")
    for action in legal:
        region = action.args[0] if action.args and isinstance(action.args[0], str) else None
        value = float(sc.g.pieces[region][sc.me]) if region in sc.g.pieces else 0.0
        if value > top:
            best, top = action, value
    return best
