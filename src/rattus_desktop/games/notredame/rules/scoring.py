"""Notre Dame's period scoring, and the end of the game (winners and the tie-break)."""

from __future__ import annotations

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome

from .data import table
from .gains import gain_prestige
from .state import State

TIE_BREAK = "gold_plus_reserve"


def score_notre_dame(g: State, ev: list[Event]) -> None:
    total = sum(g.notre_dame)
    if total > 0:
        worth = table(g.players).tile_total // total
        ev.append(Event("notre_dame_scored", {"cubes": total, "worth": worth}))
        for seat, cubes in enumerate(g.notre_dame):
            gain_prestige(g, seat, cubes * worth, "notre_dame", ev)
            g.seats[seat].stock += cubes
    g.notre_dame = [0] * g.players


def scores(g: State) -> list[int]:
    return [s.prestige for s in g.seats]


def outcome(g: State) -> Outcome:
    points = scores(g)
    best = max(points)
    tied = [i for i, p in enumerate(points) if p == best]
    detail = tuple({"prestige": s.prestige, "gold": s.gold, "reserve": s.reserve}
                   for s in g.seats)
    if len(tied) == 1:
        return Outcome(tuple(points), tuple(tied), detail)
    wealth = {i: g.seats[i].gold + g.seats[i].reserve for i in tied}
    most = max(wealth.values())
    winners = tuple(i for i in tied if wealth[i] == most)
    return Outcome(tuple(points), winners, detail, TIE_BREAK, tuple(tied))
