"""End of the game: trigger, final round, final plague, scores and the tie-break."""

from __future__ import annotations

from collections.abc import Sequence

from rattus_desktop.games.rattus.rules import decisions, final_plague
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.listing import Listing, with_swaps
from rattus_desktop.games.rattus.rules.modules.region_cards.region_cards import resuming
from rattus_desktop.games.rattus.rules.resolve import resolve_region
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.score_detail import bigbox_scores
from rattus_desktop.games.rattus.rules.state import FinalState, GameState, TurnState
from rattus_desktop.games.rattus.rules.turn import place_actions, start_turn


def end_turn(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """After the resolution: the after-turn steps (the University event), then
    ``finish_turn``."""
    for ability in rules.hooks["after_turn"]:
        if ability.after_turn(g, rules, ev):
            return  # it awaits decisions and calls finish_turn when they are made
    finish_turn(g, rules, ev)


def finish_turn(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """Trigger the end, or pass the turn clockwise."""
    seat = g.current
    for ability in rules.hooks["on_turn_ended"]:
        ability.on_turn_ended(g, seat)
    reason = "supply" if not g.supply else "reserve" if g.reserve[seat] == 0 else None
    if reason is None:
        start_turn(g, (seat + 1) % g.players, ev)
        return
    start_final_round(g, rules, seat, reason, ev)


def final_order(trigger: int, players: int) -> list[int]:
    """Counter-clockwise from the trigger's right; the trigger plays no more."""
    return [(trigger - k) % players for k in range(1, players)]


def start_final_round(g: GameState, rules: Rules, trigger: int, reason: str,
                      ev: list[Event]) -> None:
    g.final = FinalState(trigger, reason, final_order(trigger, g.players))
    ev.append(Event("final_round", {"trigger": trigger, "reason": reason}))
    next_final_turn(g, rules, ev)


def next_final_turn(g: GameState, rules: Rules, ev: list[Event]) -> None:
    assert g.final is not None
    g.turn = TurnState()
    if g.final.queue:
        decisions.await_decision(g, "final_turn", g.final.queue[0])
        ev.append(Event("final_turn_started", {"seat": g.current}))
        return
    for ability in rules.hooks["before_final_plague"]:  # ruling 8: the Baker's pieces
        if ability.before_final_plague(g, rules):
            return
    ev.append(Event("final_plague", {}))
    resume_final_plague(g, rules, ev)


def final_turn_actions(g: GameState, rules: Rules) -> Sequence[Action]:
    out = place_actions(g, rules)
    lazy: list[Sequence[Action]] | None = None
    if "messenger" not in rules.by_card:
        for ability in rules.hooks["uses"]:
            out.extend(ability.uses(g, rules))
    else:
        lazy, out = with_swaps(g, rules, out)
    out += final_plague.final_moves(g, rules)
    out.append(Action("end_final_turn"))
    return out if lazy is None else Listing([*lazy, out])


def apply_end_final_turn(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    assert g.final is not None
    for ability in rules.hooks["on_turn_ended"]:
        ability.on_turn_ended(g, g.current)
    g.final.queue.pop(0)
    next_final_turn(g, rules, ev)


def resume_final_plague(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """Resolve every region in board order; pause where a bonus must be decided."""
    final = g.final
    assert final is not None
    while final.region_index < len(g.regions):
        region = g.regions[final.region_index]
        bonus = 0
        if region == g.plague and g.rats[region] and any(g.pieces[region]):
            seat = _bonus_seat(g, rules, region)
            if seat is not None and not final.bonus_decided:
                decisions.interrupt(g, "knight_bonus", seat)
                return
            bonus = g.turn.pop_bonus
        if region == g.plague and rules.bigbox:  # Crusader, Serf, Boccaccio (ruling 8)
            if final_plague.plague_region(g, rules, region, bonus, ev):
                return  # a decision awaits (a window, the Crusader, Boccaccio)
            final.region_index += 1
            continue
        if g.rats[region] and any(g.pieces[region]):
            if not resuming(g, region):
                ev.append(Event("region_resolving", {"region": region}))
            if resolve_region(g, rules, region, bonus, ev):
                return  # paused before a reveal; the decision resumes here
        for ability in rules.hooks["resolution_over"]:
            ability.resolution_over(g, rules, ev)
        final.region_index += 1
    for ability in rules.hooks["before_scoring"]:
        ability.before_scoring(g, rules, ev)
    score(g, ev, rules)


def _bonus_seat(g: GameState, rules: Rules, region: str) -> int | None:
    for ability in rules.hooks["final_bonus_seat"]:
        seat = ability.final_bonus_seat(g, region)
        if seat is not None:
            return seat
    return None


def tie_order(trigger: int, players: int) -> list[int]:
    """Clockwise from the trigger's left; the trigger last."""
    return [(trigger + k) % players for k in range(1, players + 1)]


def score(g: GameState, ev: list[Event], rules: Rules | None = None) -> None:
    assert g.final is not None
    scores = [g.on_board(s) + g.palace[s] for s in range(g.players)]
    if rules is not None and rules.bigbox:  # every module's points (score_detail.py)
        scores = bigbox_scores(g)
    best = max(scores)
    tied = [s for s in range(g.players) if scores[s] == best]
    winner = next(s for s in tie_order(g.final.trigger, g.players) if scores[s] == best)
    g.scores, g.winner, g.tie_break = scores, winner, len(tied) > 1
    decisions.finish(g)
    ev.append(Event("game_over", {"scores": scores, "winner": winner,
                                  "tie_break": g.tie_break, "tied": tied}))
