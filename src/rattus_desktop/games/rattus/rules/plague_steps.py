"""The Big Box plague phase after the spread: the resolution (the Crusader may take
it over; a region-card window may pause it before each reveal), the end of the
resolution (``resolution_over``: the played region cards), the end-of-phase triggers
(Boccaccio, Inquisitor) and the end of the turn. Every step that awaits a decision
returns; the decision's apply calls back into the step that goes on: a window's last
``pass`` into ``resume_resolution``, the Crusader's last pick into ``resolution_done``,
a trigger's decision into ``continue_after_resolution``."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules.endgame import end_turn
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.resolve import resolve_region
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState


def resolve_plague_phase(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """Resolve the plague region of the active player's plague phase, then finish it."""
    pc = g.plague_cards
    # the kill tally, only for the end-of-phase triggers (Boccaccio, Inquisitor)
    pc.kills = [0] * g.players if rules.hooks["after_plague_phase"] else []
    pc.after = []
    for ability in rules.hooks["takes_resolution"]:
        if ability.takes_resolution(g, rules, g.plague, g.turn.pop_bonus, ev):
            return
    resume_resolution(g, rules, ev)


def resume_resolution(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """The plain resolution, from where it stands (again after a window paused it)."""
    if resolve_region(g, rules, g.plague, g.turn.pop_bonus, ev):
        return  # paused before a reveal: the window's last pass resumes here
    resolution_done(g, rules, ev)


def resolution_done(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """The resolution is over (the played region cards go); then the triggers."""
    for ability in rules.hooks["resolution_over"]:
        ability.resolution_over(g, rules, ev)
    continue_after_resolution(g, rules, ev)


def continue_after_resolution(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """The end-of-phase triggers still to check, in card order; then the turn ends."""
    pc = g.plague_cards
    for ability in rules.hooks["after_plague_phase"]:
        if ability.id in pc.after:
            continue
        pc.after.append(ability.id)
        if ability.after_plague_phase(g, rules):
            return
    pc.kills = []
    pc.after = []
    end_turn(g, rules, ev)
