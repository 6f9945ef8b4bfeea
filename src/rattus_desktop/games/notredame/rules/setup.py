"""The standard deal: boroughs, messages, decks, persons and the start player."""

from __future__ import annotations

import random

from rattus_desktop.engine.events import Event

from . import flow
from .data import load, table
from .state import Seat, State


def new_seat(borough: int) -> Seat:
    start = load().start
    return Seat(borough=borough, gold=start["gold"], prestige=start["prestige"],
                rats=start["rats"], reserve=start["reserve"],
                stock=start["cubes_per_colour"] - start["reserve"],
                sectors=dict.fromkeys(load().sectors, 0), confidant=None,
                carriage=f"b{borough}.{start['carriage']}", messages=[], deck=[])


def empty_state(players: int, seed: int, canonical: bool) -> State:
    t = table(players)
    return State(players=players, round=1, start_player=0,
                 seats=[new_seat(b) for b in t.seat_boroughs], persons=[], brown_deck=[],
                 brown_out=[], gray_deck=[], markets={}, notre_dame=[0] * players,
                 stack=[], rng=random.Random(seed), canonical=canonical,
                 known=[[[] for _ in range(players)] for _ in range(players)])


def _place_messages(g: State) -> None:
    types = sorted(load().messages)
    for b in range(table(g.players).boroughs):
        order = list(types)
        if not g.canonical:
            g.rng.shuffle(order)
        for local, type_ in zip(load().raw["board"]["message_markets"], order, strict=True):
            g.markets[f"b{b}.{local}"] = type_


def _gray_deck(g: State) -> list[str]:
    data = load()
    out: list[str] = []
    for period in data.periods:
        cards = tuple(p for p in data.gray if data.persons[p].period == period)
        out += flow.shuffle(g, list(cards), cards)
    return out


def deal(players: int, seed: int, start_player: int | None, canonical: bool,
         ev: list[Event]) -> State:
    """A new game stopped at its first decision (the start player's first pick)."""
    data = load()
    g = empty_state(players, seed, canonical)
    _place_messages(g)
    for seat in g.seats:
        seat.deck = flow.shuffle(g, list(data.cards), data.cards)
    g.brown_deck = flow.shuffle(g, list(data.brown), data.brown)
    g.gray_deck = _gray_deck(g)
    if start_player is None:
        start_player = 0 if canonical else g.rng.randrange(players)
    g.start_player = start_player
    ev.append(Event("setup", {"players": players, "start_player": start_player}))
    flow.push_round(g, flow.FROM_PERSONS)
    flow.advance(g, ev)
    return g
