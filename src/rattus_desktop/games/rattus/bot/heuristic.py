"""The heuristic policy: the easy level, the rollout policy and search move ordering.

``policy(game, stats)`` picks a legal action for the current seat from the public
position and that seat's own knowledge only (``knowledge[seat]``), never the
faces of tokens it has not seen. It builds actions directly instead of listing
every legal one, so playouts stay fast.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from rattus_desktop.games.rattus.bot import lookahead
from rattus_desktop.games.rattus.bot import tactics as t
from rattus_desktop.games.rattus.bot.faces import FaceStats
from rattus_desktop.games.rattus.rules import Action, Game
from rattus_desktop.games.rattus.rules.final_plague import final_moves
from rattus_desktop.games.rattus.rules.plague import spread_targets
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled
from rattus_desktop.games.rattus.rules.turn import place_actions, plague_moves, setup_actions
from rattus_desktop.games.rattus.rules.walls import near as walls_near

USE_THRESHOLD = 0.4
TAKE_THRESHOLD = 0.3
FINAL_THRESHOLD = 0.2
LEGACY = "legacy"  # the evaluation term that keeps this heuristic as it was before the
# Big Box lookahead (issue 30), for measuring the new one against it


def _best(options: Iterable[Action], score: Callable[[Action], float]) -> tuple[Action | None,
                                                                              float]:
    best, top = None, float("-inf")
    for action in options:
        value = score(action)
        if value > top:
            best, top = action, value
    return best, top


def policy(game: Game, stats: FaceStats) -> Action:
    g = game.state
    sc = t.Scope.of(g, game.rules, stats, g.current)
    legacy = LEGACY in stats.terms
    if game.rules.bigbox and not legacy:  # the Big Box's cards, modules and decisions
        return _bigbox(game, sc, stats)
    chooser = PHASES.get(g.phase)
    if chooser is not None:
        return chooser(sc)
    return lookahead.most_pieces(game, sc) if legacy else lookahead.decide(game, stats)


def quick_policy(game: Game, stats: FaceStats) -> Action:
    """The rollout policy: the same, minus the costly card, Merchant and Monk choices
    (and the Big Box's lookahead: ``lookahead.quick_other`` instead)."""
    g = game.state
    sc = t.Scope.of(g, game.rules, stats, g.current)
    chooser = QUICK_PHASES.get(g.phase)
    if chooser is not None:
        return chooser(sc)
    if LEGACY in stats.terms:
        return lookahead.most_pieces(game, sc)
    return lookahead.quick_other(game, sc)


def _bigbox(game: Game, sc: t.Scope, stats: FaceStats) -> Action:
    phase = sc.g.phase
    if phase == "actions":
        return _bigbox_actions(game, sc, stats)
    if phase == "final_turn":
        action = _final_turn(sc)
        if action.type == "end_final_turn":  # nothing of the classic kind: a Big Box use?
            return lookahead.module_use(game, stats) or action
        return action
    chooser = PHASES.get(phase)
    return chooser(sc) if chooser is not None else lookahead.decide(game, stats)


def _bigbox_actions(game: Game, sc: t.Scope, stats: FaceStats) -> Action:
    """The classic plan with the Big Box's uses: an upgrade instead of a poor take, and
    after placing, a card, guild space or tavern use worth making (one action ahead)."""
    action = _king(sc) or _take_or_upgrade(game, sc) or _place(sc)
    if action is not None:
        return action
    action = lookahead.module_use(game, stats)
    if action is not None:
        return action
    action = _merchant(sc, USE_THRESHOLD) or _monk(sc, USE_THRESHOLD)
    return action or _move_plague(sc)


def _take_or_upgrade(game: Game, sc: t.Scope) -> Action | None:
    if sc.g.turn.took_card or sc.g.final is not None:
        return None
    take = _take(sc)
    take_value = (t.card_gain(sc, take.args[0]) if take is not None else TAKE_THRESHOLD)
    upgrade, value = lookahead.best_upgrade(game, sc)
    if upgrade is not None and value > take_value:
        return upgrade
    return take


def _setup(sc: t.Scope) -> Action:
    near = sc.rules.near[sc.g.plague]

    def score(a: Action) -> float:
        return t.place_gain(sc, a.args[0], 2) - 0.3 * (a.args[0] in near)

    # the legal places only (no initial pieces into a university's region)
    return _best(setup_actions(sc.g, sc.rules), score)[0]  # type: ignore[return-value]


def _witch_swap(sc: t.Scope) -> Action:
    a, b = sc.g.turn.witch_looked  # type: ignore[misc]
    return Action("witch_swap", (t.swap_gain(sc, a, b) > 0.1,))


def _spread(sc: t.Scope) -> Action:
    targets = spread_targets(sc.g, sc.rules)  # walls and bishops respected
    return Action("spread", (max(targets, key=lambda r: t.spread_gain(sc, r)),))


def _knight_bonus(sc: t.Scope) -> Action:
    return Action("knight_bonus", (t.bonus_gain(sc, sc.g.plague) > 0,))


def _usable(sc: t.Scope, card: str) -> bool:
    used = sc.g.turn.used  # "<card><alchemist": used through the Alchemist (one source)
    return sc.g.holders.get(card) == sc.me and card not in used and (
        card + "<alchemist" not in used) and not is_disabled(sc.g.plague_cards, card)


def _king(sc: t.Scope) -> Action | None:
    if not _usable(sc, "king"):
        return None
    g = sc.g
    options = [r for r in g.regions if not g.rats[r] and g.pieces[r][sc.me] > 0]
    return Action("king", (options[0],)) if options else None


def _take(sc: t.Scope) -> Action | None:
    if sc.g.turn.took_card or sc.g.final is not None:
        return None
    cards = [c for c in sc.rules.cards if sc.g.holders[c] != sc.me]
    card, value = _best((Action("take_card", (c,)) for c in cards),
                        lambda a: t.card_gain(sc, a.args[0]))
    return card if value > TAKE_THRESHOLD else None


def _place(sc: t.Scope) -> Action | None:
    if sc.g.turn.placed:
        return None
    action, value = _best(place_actions(sc.g, sc.rules),
                          lambda a: t.place_gain(sc, a.args[0], a.args[1]))
    must = sc.g.reserve[sc.me] > 0 and any(sc.g.rats[r] for r in sc.g.regions)
    return action if must or value > 0 else None


def _merchant(sc: t.Scope, threshold: float) -> Action | None:
    if not _usable(sc, "merchant"):
        return None
    g, me = sc.g, sc.me
    near = walls_near(g, sc.rules)
    options = (Action("merchant", (src, dst, n)) for src in g.regions if g.pieces[src][me]
               for dst in near[src] for n in range(1, min(3, g.pieces[src][me]) + 1))
    action, value = _best(options, lambda a: t.merchant_gain(sc, *a.args))
    return action if value > threshold else None


def _monk(sc: t.Scope, threshold: float) -> Action | None:
    if not _usable(sc, "monk"):
        return None
    g, rules = sc.g, sc.rules
    near = walls_near(g, rules)
    options = (Action("monk", ((src, i), dst)) for src in g.regions if any(g.pieces[src])
               for i in range(len(g.rats[src])) for dst in near[src]
               if len(g.rats[dst]) < rules.max_tokens and dst not in g.bishops)
    action, value = _best(options, lambda a: t.monk_gain(sc, a.args[0][0], a.args[0][1],
                                                         a.args[1]))
    return action if value > threshold else None


def _move_plague(sc: t.Scope) -> Action:
    knight = sc.g.holders.get("knight") == sc.me
    return _best(plague_moves(sc.g, sc.rules),
                 lambda a: t.plague_gain(sc, a.args[0], knight))[0]  # type: ignore[return-value]


def _actions(sc: t.Scope) -> Action:
    for step in (_king, _take, _place):
        action = step(sc)
        if action is not None:
            return action
    action = _merchant(sc, USE_THRESHOLD) or _monk(sc, USE_THRESHOLD)
    return action or _move_plague(sc)


def _quick_actions(sc: t.Scope) -> Action:
    return _king(sc) or _place(sc) or _move_plague(sc)


def _final_knight(sc: t.Scope) -> Action | None:
    g = sc.g
    if not _usable(sc, "knight") or g.final is None or g.final.plague_user is not None:
        return None
    action, value = _best(final_moves(g, sc.rules), lambda a: t.bonus_gain(sc, a.args[0]))
    return action if value > FINAL_THRESHOLD else None


def _final_turn(sc: t.Scope) -> Action:
    action = _king(sc)
    if action is None and _usable(sc, "peasant") and sc.g.reserve[sc.me] > 0:
        action = _place(sc)
    action = action or _merchant(sc, FINAL_THRESHOLD) or _monk(sc, FINAL_THRESHOLD)
    return action or _final_knight(sc) or Action("end_final_turn")


PHASES: dict[str, Callable[[t.Scope], Action]] = {
    "setup": _setup, "witch_swap": _witch_swap, "spread": _spread,
    "knight_bonus": _knight_bonus, "actions": _actions, "final_turn": _final_turn,
}
QUICK_PHASES = {**PHASES, "actions": _quick_actions}
