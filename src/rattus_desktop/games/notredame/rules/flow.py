"""The course of a round as a stack of steps, and the automatic steps between decisions.

``push_round`` lays out a whole round (persons, draws, both draft picks and passes, two
laps, the discard, hires, the plague, the period end, the round end). ``advance`` runs
automatic steps until the top of the stack is a decision (or the stack is empty: the
game is over).
"""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.engine.events import Event

from . import draft, plague, scoring
from .data import load
from .state import DECISIONS, State, Step

FROM_PERSONS, FROM_ACTIONS, FROM_HIRE = "persons", "actions", "hire"


def round_steps(g: State, start: str, reshuffle: bool = True) -> list[Step]:
    order = g.order()
    steps: list[Step] = []
    if start == FROM_PERSONS:
        steps += [Step("persons", None, 1 if reshuffle else 0), Step("draw")]
        for pick in (1, 2):
            steps += [Step("draft", s, pick) for s in order] + [Step("pass", None, pick)]
    if start in (FROM_PERSONS, FROM_ACTIONS):
        for lap in (1, 2):
            steps += [Step("play", s, lap) for s in order]
        steps.append(Step("discard"))
    steps += [Step("hire", s) for s in order]
    steps += [Step("plague", s) for s in order]
    if g.round % load().rounds_per_period == 0:
        steps.append(Step("period_end"))
    steps.append(Step("round_end"))
    return steps


def push_round(g: State, start: str, reshuffle: bool = True) -> None:
    g.stack.extend(reversed(round_steps(g, start, reshuffle)))


def shuffle(g: State, cards: list[str], order: tuple[str, ...]) -> list[str]:
    """A shuffled copy (canonical games keep data order)."""
    out = sorted(cards, key=order.index)
    if not g.canonical:
        g.rng.shuffle(out)
    return out


def _persons(g: State, step: Step, ev: list[Event]) -> None:
    data = load()
    g.brown_out += [p for p in g.persons if data.persons[p].period == "general"]
    g.persons = []
    if step.n and g.round != 1 and (g.round - 1) % data.rounds_per_period == 0:
        g.brown_deck = shuffle(g, list(data.brown), data.brown)
        g.brown_out = []
        ev.append(Event("brown_shuffled", {}))
    g.persons = [g.gray_deck.pop(0), g.brown_deck.pop(0), g.brown_deck.pop(0)]
    for seat in g.seats:
        seat.played, seat.hired = [], None
    ev.append(Event("persons", {"round": g.round, "persons": list(g.persons)}))


def _draw(g: State, step: Step, ev: list[Event]) -> None:
    n = load().draw
    g.known = [[[] for _ in range(g.players)] for _ in range(g.players)]
    for i, seat in enumerate(g.seats):
        seat.offer, seat.deck = seat.deck[:n], seat.deck[n:]
        ev.append(Event("drawn", {"seat": i, "cards": list(seat.offer)}, private_to=i))
    ev.append(Event("draw", {"cards": n}))


def _pass(g: State, step: Step, ev: list[Event]) -> None:
    draft.pass_cards(g, step.n or 1, ev)


def _discard(g: State, step: Step, ev: list[Event]) -> None:
    for i, seat in enumerate(g.seats):
        seat.discarded += seat.hand
        if seat.hand:
            ev.append(Event("discarded", {"seat": i, "cards": list(seat.hand)},
                            private_to=i))
        seat.hand = []
    g.known = [[[] for _ in range(g.players)] for _ in range(g.players)]
    ev.append(Event("discard", {}))


def _plague(g: State, step: Step, ev: list[Event]) -> None:
    assert step.seat is not None
    plague.resolve(g, step.seat, ev)


def _period_end(g: State, step: Step, ev: list[Event]) -> None:
    scoring.score_notre_dame(g, ev)
    if g.round < load().rounds:
        cards = load().cards
        for i, seat in enumerate(g.seats):
            seat.deck = shuffle(g, list(cards), cards)
            seat.discarded = []
            ev.append(Event("deck_rebuilt", {"seat": i}))
        g.spent = []


def _round_end(g: State, step: Step, ev: list[Event]) -> None:
    if g.round >= load().rounds:
        ev.append(Event("game_over", {"scores": scoring.scores(g)}))
        return
    g.start_player = g.left(g.start_player)
    g.round += 1
    ev.append(Event("round", {"round": g.round, "start_player": g.start_player}))
    push_round(g, FROM_PERSONS)


AUTO: dict[str, Callable[[State, Step, list[Event]], None]] = {
    "persons": _persons,
    "draw": _draw,
    "pass": _pass,
    "discard": _discard,
    "plague": _plague,
    "period_end": _period_end,
    "round_end": _round_end,
}


def advance(g: State, ev: list[Event]) -> None:
    """Run automatic steps until a decision is awaited or the game is over."""
    while g.stack and g.stack[-1].kind not in DECISIONS:
        step = g.stack.pop()
        AUTO[step.kind](g, step, ev)
