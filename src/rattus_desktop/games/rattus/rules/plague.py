"""The plague phase: spread new tokens, the Knight's decision, resolve, end the turn."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.endgame import end_turn, resume_final_plague
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.final_plague import draw_discarded, final_spread_done
from rattus_desktop.games.rattus.rules.plague_steps import resolve_plague_phase
from rattus_desktop.games.rattus.rules.resolve import resolve_region
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.walls import near as walls_near


def spread_count(tokens_in_plague_region: int) -> int:
    """0 tokens -> none; 1 -> one; 2 or 3 -> two."""
    return min(tokens_in_plague_region, 2)


def start_plague(g: GameState, rules: Rules, ev: list[Event]) -> None:
    g.turn.spreads_left = spread_count(len(g.rats[g.plague]))
    for ability in rules.hooks["extra_spreads"]:  # the Soldier (ruling 6)
        g.turn.spreads_left += ability.extra_spreads(g, rules)
    continue_spread(g, rules, ev)


def far_spreads(g: GameState, rules: Rules) -> int:
    """How many of the last spreads go to any region within 2 steps (Soldier III)."""
    return max((ab.far_spreads(g, rules) for ab in rules.hooks["extra_spreads"]), default=0)


def spread_targets(g: GameState, rules: Rules) -> list[str]:
    if rules.hooks["extra_spreads"] and 0 < g.turn.spreads_left <= far_spreads(g, rules):
        near = _within_two(g, rules)
    else:
        near = (walls_near(g, rules) if g.plague_cards.walls else rules.near)[g.plague]
    if g.bishops:  # no token is ever added to a bishop's region
        return [r for r in near if len(g.rats[r]) < rules.max_tokens and r not in g.bishops]
    return [r for r in near if len(g.rats[r]) < rules.max_tokens]


def _within_two(g: GameState, rules: Rules) -> tuple[str, ...]:
    """The regions 1 or 2 steps from the plague region (walls respected)."""
    if not g.plague_cards.walls:
        return rules.within2[g.plague]
    near = walls_near(g, rules)
    reach = set(near[g.plague]).union(*(near[r] for r in near[g.plague]))
    reach.discard(g.plague)
    return tuple(sorted(reach, key=rules.order.__getitem__))


def _targets_now(g: GameState, rules: Rules) -> list[str]:
    """``spread_targets``; when no neighbour has room for the normal tokens while far
    ones (Soldier III) wait, the normal ones are skipped."""
    targets = spread_targets(g, rules)
    if not targets and rules.hooks["extra_spreads"]:
        far = far_spreads(g, rules)
        if 0 < far < g.turn.spreads_left:
            g.turn.spreads_left = far
            targets = spread_targets(g, rules)
    return targets


def spread_actions(g: GameState, rules: Rules) -> list[Action]:
    table = rules.actions.spread
    return [table[r] for r in spread_targets(g, rules)]


def continue_spread(g: GameState, rules: Rules, ev: list[Event]) -> None:
    if g.final is not None:  # the Soldier's final token (final_plague.py)
        final_spread_done(g, rules, ev)
        return
    if g.turn.spreads_left > 0 and g.supply and _targets_now(g, rules):
        decisions.await_decision(g, "spread")
        return
    g.turn.spreads_left = 0
    if any(ab.wants_bonus_decision(g, rules) for ab in rules.hooks["wants_bonus_decision"]):
        decisions.await_decision(g, "knight_bonus")
        return
    resolve_and_end(g, rules, ev)


def apply_spread(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (region,) = action.args
    token = g.supply.pop() if g.supply else draw_discarded(g)
    g.rats[region].append(token)
    g.turn.spreads_left -= 1
    ev.append(Event("token_spread", {"region": region, "uid": token.uid}))
    continue_spread(g, rules, ev)


def bonus_actions(g: GameState, rules: Rules) -> list[Action]:
    return [Action("knight_bonus", (True,)), Action("knight_bonus", (False,))]


def knight_bonus(g: GameState, rules: Rules) -> int:
    """The bonus of the decision awaited now: its source's (the Knight card at its
    level, the Alchemist's Knight III, the guild's Knight space at level I)."""
    for ability in rules.hooks["bonus_for_decision"]:
        bonus = ability.bonus_for_decision(g, rules)
        if bonus is not None:
            return bonus
    return rules.knight_bonus


def apply_knight_bonus(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (use,) = action.args
    bonus = knight_bonus(g, rules)
    g.turn.pop_bonus = bonus if use else 0
    ev.append(Event("knight_bonus", {"seat": g.current, "use": use}))
    if g.final is not None:
        g.final.bonus_decided = True
        decisions.resume(g, "final_turn")
        resume_final_plague(g, rules, ev)
    else:
        resolve_and_end(g, rules, ev)


def resolve_and_end(g: GameState, rules: Rules, ev: list[Event]) -> None:
    if rules.bigbox:
        resolve_plague_phase(g, rules, ev)
        return
    resolve_region(g, rules, g.plague, g.turn.pop_bonus, ev)
    end_turn(g, rules, ev)
