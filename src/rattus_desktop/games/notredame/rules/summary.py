"""The contract's state summary (the referee's view: hands and offers shown, deck order
and face-down message types not)."""

from __future__ import annotations

from typing import Any

from .data import load, table
from .plague import plague_value
from .scoring import outcome
from .state import DECISIONS, Seat, State


def in_data_order(cards: list[str]) -> list[str]:
    order = load().cards
    return sorted(cards, key=order.index)


def phase(g: State) -> str:
    top = g.top
    return "game_over" if top is None else DECISIONS[top.kind]


def seat_summary(s: Seat) -> dict[str, Any]:
    return {
        "borough": f"b{s.borough}",
        "gold": s.gold,
        "prestige": s.prestige,
        "rats": s.rats,
        "reserve": s.reserve,
        "stock": s.stock,
        "sectors": dict(s.sectors),
        "confidant": s.confidant,
        "carriage": s.carriage,
        "messages": [{"colour": f"b{c}", "type": t} for c, t in s.messages],
        "hand": in_data_order(s.hand),
        "offer": in_data_order(s.offer),
        "deck": len(s.deck),
        "played": list(s.played),
        "hired": s.hired,
    }


def summary(g: State) -> dict[str, Any]:
    top = g.top
    over = top is None
    step = top.n if top is not None and top.kind in ("draft", "play") else None
    markets = table(g.players).markets
    result = None if not over else outcome(g)
    return {
        "game": "notredame",
        "ruleset": "base",
        "players": g.players,
        "period": load().period_of(g.round),
        "round": g.round,
        "phase": phase(g),
        "step": step,
        "current_player": None if top is None else top.seat,
        "start_player": g.start_player,
        "persons": list(g.persons),
        "plague_value": plague_value(g),
        "brown_deck": len(g.brown_deck),
        "gray_deck": len(g.gray_deck),
        "notre_dame": list(g.notre_dame),
        "messages_on_board": [m for m in markets if m in g.markets],
        "seats": [seat_summary(s) for s in g.seats],
        "scores": None if result is None else list(result.scores),
        "winners": None if result is None else list(result.winners),
    }
