"""Phases A (reveal), B (supply), C (enter) and E (end of round)."""

from __future__ import annotations

from . import endgame
from .effects import Events, draw, emit, lose_rats
from .state import Pending, Slot, State, Task


def push(g: State, tasks: list[Task]) -> None:
    g.tasks.extend(reversed(tasks))


def _one_building(row: list[Slot]) -> bool:
    return len({s.building for s in row}) == 1


def reveal(g: State, task: Task, ev: Events) -> None:
    """Phase A: turn up the row, exchange while it is one building, then supply."""
    cards = g.building_deck[:g.rules.reveal]
    del g.building_deck[:g.rules.reveal]
    g.row = [Slot(c, g.cat.cards[c]) for c in cards]
    emit(ev, "reveal", round=g.round, cards=list(cards))
    budget = len(g.replacement)
    while _one_building(g.row) and budget > 0 and g.replacement:
        budget -= 1
        old = g.row[-1].card
        new = g.replacement.pop(0)
        g.replacement.append(old)
        g.row[-1] = Slot(new, g.cat.cards[new])
        emit(ev, "exchange", removed=old, card=new)
    g.last_round = not g.building_deck
    if g.last_round:
        emit(ev, "last_round", round=g.round)
    start_supply(g)


def start_supply(g: State) -> None:
    g.supply_choice = [None] * g.players
    push(g, [("supply_turn", s) for s in g.clockwise_from(g.start_player)]
         + [("enter_start",)])


def supply_turn(g: State, task: Task, ev: Events) -> None:
    g.pending = Pending("supply", task[1])


def take_supply(g: State, seat: int, index: int, ev: Events) -> None:
    """The ``supply`` decision: every icon of the group, draws, rat, then looks."""
    g.supply_choice[seat] = index
    card = g.row[index].card
    group = g.cat.groups[g.cat.supply_of[card]]
    emit(ev, "supply", seat=seat, building=index, group=g.cat.supply_of[card])
    for icon, n in group:
        if icon == "draw":
            draw(g, seat, n, ev)
    for icon, _n in group:
        if icon == "rat":
            lose_rats(g, seat, 1, ev)
    n_looks = sum(1 for icon, _n in group if icon == "look")
    if n_looks:
        push(g, [("looks", seat, "supply", n_looks, ())])


def looks(g: State, task: Task, ev: Events) -> None:
    _, seat, source, n, chosen = task
    g.pending = Pending("look", seat, source=source, left=n, chosen=chosen)


def look(g: State, position: int, ev: Events) -> None:
    """One ``look`` decision; the next look of the same group or action follows."""
    p = g.pending
    assert p is not None
    g.pending = None
    g.known[p.seat].add(position)
    emit(ev, "look", seat=p.seat, position=position)
    emit(ev, "looked", p.seat, seat=p.seat, position=position, card=g.nun_row[position])
    if p.left > 1:
        push(g, [("looks", p.seat, p.source, p.left - 1, (*p.chosen, position))])


def enter_start(g: State, task: Task, ev: Events) -> None:
    g.queue = g.clockwise_from(g.start_player)
    g.entered = []
    push(g, [("enter_turn",)])


def enter_turn(g: State, task: Task, ev: Events) -> None:
    if not g.queue:
        push(g, [("phase_d",)])
        return
    seat = g.queue[0]
    can_pass = g.hands[seat].get("pass", 0) > 0 and len(g.queue) > 1
    g.pending = Pending("enter", seat, can_pass=can_pass)


def end_round(g: State, task: Task, ev: Events) -> None:
    """Phase E: discs back, the row leaves the game, the start player passes left."""
    g.out.extend(s.card for s in g.row)
    g.row = []
    g.supply_choice = [None] * g.players
    g.queue, g.entered = [], []
    g.resolving = None
    g.round_premium = None
    g.start_player = g.left_of(g.start_player)
    emit(ev, "end_round", round=g.round, start_player=g.start_player)
    if g.last_round:
        endgame.finish(g, ev)
        return
    g.round += 1
    push(g, [("reveal",)])
