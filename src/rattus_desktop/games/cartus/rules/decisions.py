"""Applying one decision: each handler consumes ``pending`` and queues what follows."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .effects import Events, emit, gain_rats, lose_rats, put_back
from .phases import look, push, take_supply
from .state import Pending, State, add_card, remove_cards

Handler = Callable[[State, Pending, tuple[Any, ...], Events], None]


def _supply(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    take_supply(g, p.seat, args[0], ev)


def _look(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    g.pending = p
    look(g, args[0], ev)


def _enter(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    index, cards = args
    seat = p.seat
    remove_cards(g.hands[seat], cards)
    slot = g.row[index]
    slot.entrants.append(seat)
    slot.laid[seat] = list(cards)
    g.entered.append(seat)
    g.queue.pop(0)
    emit(ev, "enter", seat=seat, building=index, count=len(cards))
    emit(ev, "laid", seat, seat=seat, building=index, cards=list(cards))
    push(g, [("enter_turn",)])


def _pass(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    remove_cards(g.hands[p.seat], ("pass",))
    g.piles["pass"] += 1
    g.queue.append(g.queue.pop(0))
    emit(ev, "pass", seat=p.seat)
    push(g, [("enter_turn",)])


def _sword(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    target = args[0]
    count = g.hand_size(target) // 2
    emit(ev, "sword", seat=p.seat, target=target, building=p.building, count=count)
    if count >= 1:
        g.pending = Pending("give", target, building=p.building, source="sword", to=p.seat,
                            count=count)


def _give(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    cards = args[0]
    assert p.to is not None
    remove_cards(g.hands[p.seat], cards)
    for card in cards:
        add_card(g.hands[p.to], card)
    emit(ev, "give", seat=p.seat, to=p.to, count=len(cards), source=p.source)
    emit(ev, "given", p.seat, seat=p.seat, to=p.to, cards=list(cards))
    emit(ev, "received", p.to, seat=p.seat, to=p.to, cards=list(cards))


def _flute(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    target = args[0]
    emit(ev, "flute", seat=p.seat, target=target, building=p.building)
    lose_rats(g, p.seat, 1, ev)
    gain_rats(g, target, 1, ev)


def _hospital(g: State, p: Pending, args: tuple[Any, ...], ev: Events) -> None:
    cards = args[0]
    remove_cards(g.hands[p.seat], cards)
    for card in cards:
        put_back(g, card)
    emit(ev, "hospital", seat=p.seat, cards=list(cards))
    if cards:
        lose_rats(g, p.seat, len(cards), ev)


HANDLERS: dict[str, Handler] = {
    "supply": _supply, "look": _look, "enter": _enter, "pass": _pass, "sword": _sword,
    "give": _give, "flute": _flute, "hospital": _hospital,
}


def decide(g: State, type_: str, args: tuple[Any, ...], ev: Events) -> None:
    p = g.pending
    assert p is not None
    g.pending = None
    HANDLERS[type_](g, p, args, ev)
