"""The contract's state summary (the referee's full view)."""

from __future__ import annotations

from typing import Any

from .scoring import score
from .state import Pending, State, sorted_cards


def pending_json(p: Pending | None) -> dict[str, Any] | None:
    if p is None:
        return None
    if p.kind == "look":
        return {"kind": "look", "from": p.source, "left": p.left, "chosen": list(p.chosen)}
    if p.kind == "enter":
        return {"kind": "enter", "can_pass": p.can_pass}
    if p.kind in ("sword", "flute"):
        return {"kind": p.kind, "building": p.building, "targets": list(p.targets)}
    if p.kind == "give":
        return {"kind": "give", "to": p.to, "count": p.count, "from": p.source,
                "building": p.building}
    if p.kind == "hospital":
        return {"kind": "hospital", "building": p.building, "max": p.count}
    return {"kind": p.kind}


def _row(g: State) -> list[dict[str, Any]]:
    return [{"card": s.card, "building": s.building,
             "entrants": [{"seat": e, "cards": sorted(s.laid[e])} for e in s.entrants]}
            for s in g.row]


def summary(g: State) -> dict[str, Any]:
    p = None if g.over else g.pending
    result = score(g) if g.over else None
    return {
        "game": "cartus",
        "players": g.players,
        "round": g.round,
        "rounds": g.rounds_total(),
        "last_round": g.last_round,
        "phase": "game_over" if g.over or p is None else p.kind,
        "current_player": None if p is None else p.seat,
        "pending": pending_json(p),
        "start_player": g.start_player,
        "resolving": g.resolving,
        "buildings": _row(g),
        "supply_choice": list(g.supply_choice),
        "queue": list(g.queue),
        "entered": list(g.entered),
        "round_premium": g.round_premium,
        "building_deck": list(g.building_deck),
        "replacement": list(g.replacement),
        "buildings_out": len(g.out),
        "tracks": {c: [[s, g.track[c][s]] for s in g.rank(c)] for c in g.cat.classes},
        "hands": [sorted_cards(h) for h in g.hands],
        "rats": list(g.rats),
        "vp": list(g.vp),
        "nun_row": list(g.nun_row),
        "known": [sorted(k) for k in g.known],
        "deck": len(g.deck),
        "discard": sorted(g.discard),
        "piles": dict(g.piles),
        "scores": list(result.scores) if result else None,
        "score_detail": [dict(d) for d in result.detail] if result else None,
        "nuns": result.nuns if result else None,
        "dead": list(result.dead) if result else None,
        "winners": list(result.winners) if result else None,
    }
