"""The plague phase: spread new tokens, the Knight's decision, resolve, end the turn."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.endgame import end_turn, resume_final_plague
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.resolve import resolve_region
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState


def spread_count(tokens_in_plague_region: int) -> int:
    """0 tokens -> none; 1 -> one; 2 or 3 -> two."""
    return min(tokens_in_plague_region, 2)


def start_plague(g: GameState, rules: Rules, ev: list[Event]) -> None:
    g.turn.spreads_left = spread_count(len(g.rats[g.plague]))
    continue_spread(g, rules, ev)


def spread_targets(g: GameState, rules: Rules) -> list[str]:
    if g.bishops:  # no token is ever added to a bishop's region
        return [r for r in rules.near[g.plague]
                if len(g.rats[r]) < rules.max_tokens and r not in g.bishops]
    return [r for r in rules.near[g.plague] if len(g.rats[r]) < rules.max_tokens]


def spread_actions(g: GameState, rules: Rules) -> list[Action]:
    table = rules.actions.spread
    return [table[r] for r in spread_targets(g, rules)]


def continue_spread(g: GameState, rules: Rules, ev: list[Event]) -> None:
    if g.turn.spreads_left > 0 and g.supply and spread_targets(g, rules):
        decisions.await_decision(g, "spread")
        return
    g.turn.spreads_left = 0
    if any(ab.wants_bonus_decision(g, rules) for ab in rules.hooks["wants_bonus_decision"]):
        decisions.await_decision(g, "knight_bonus")
        return
    resolve_and_end(g, rules, ev)


def apply_spread(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (region,) = action.args
    token = g.supply.pop()
    g.rats[region].append(token)
    g.turn.spreads_left -= 1
    ev.append(Event("token_spread", {"region": region, "uid": token.uid}))
    continue_spread(g, rules, ev)


def bonus_actions(g: GameState, rules: Rules) -> list[Action]:
    return [Action("knight_bonus", (True,)), Action("knight_bonus", (False,))]


def apply_knight_bonus(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    (use,) = action.args
    g.turn.pop_bonus = rules.knight_bonus if use else 0
    ev.append(Event("knight_bonus", {"seat": g.current, "use": use}))
    if g.final is not None:
        g.final.bonus_decided = True
        decisions.resume(g, "final_turn")
        resume_final_plague(g, rules, ev)
    else:
        resolve_and_end(g, rules, ev)


def resolve_and_end(g: GameState, rules: Rules, ev: list[Event]) -> None:
    if resolve_region(g, rules, g.plague, g.turn.pop_bonus, ev):
        return  # paused before a reveal; the decision that ends the pause resumes here
    for ability in rules.hooks["resolution_over"]:
        ability.resolution_over(g, rules, ev)
    end_turn(g, rules, ev)
