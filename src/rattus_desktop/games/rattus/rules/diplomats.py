"""Big Box Sultan's diplomats: under pieces on the map, per region per seat.

A diplomat lies under one piece (at most one per piece). Plain pieces die before
diplomats; when some of a player's pieces in a region move, plain pieces move first and
diplomats only when no plain piece is left behind; only plain pieces go off the map
(ruling 10). End: most diplomats 4 points, second 2; tied first split 6 (rounded down)
and no second; tied second split 2; 2 players: first 4 only (tied first split 4); no
diplomats, no points.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.state import GameState

FIRST, SECOND = 4, 2


def diplomats_at(g: GameState, region: str, seat: int) -> int:
    gs = g.guilds
    if gs is None or gs.diplomats is None:
        return 0
    return gs.diplomats[region][seat]


def plain_pieces(g: GameState, region: str, seat: int) -> int:
    """``seat``'s pieces in ``region`` without a diplomat (the only ones that may leave
    the map)."""
    return g.pieces[region][seat] - diplomats_at(g, region, seat)


def has_diplomats(g: GameState) -> bool:
    gs = g.guilds
    return gs is not None and gs.diplomats is not None


def after_move(g: GameState, seat: int, src: str, dst: str) -> None:
    """After some of ``seat``'s pieces moved from ``src`` to ``dst``: diplomats go only
    with pieces beyond the plain ones."""
    gs = g.guilds
    if gs is None or gs.diplomats is None:
        return
    extra = gs.diplomats[src][seat] - g.pieces[src][seat]
    if extra > 0:
        gs.diplomats[src][seat] -= extra
        gs.diplomats[dst][seat] += extra


def after_loss(g: GameState, region: str, seat: int, ev: list[Event]) -> None:
    """After ``seat`` lost pieces in ``region`` (plague, off the map): plain ones first."""
    gs = g.guilds
    if gs is None or gs.diplomats is None:
        return
    extra = gs.diplomats[region][seat] - g.pieces[region][seat]
    if extra > 0:
        gs.diplomats[region][seat] -= extra
        ev.append(Event("diplomats_lost", {"seat": seat, "region": region, "count": extra}))


def totals(g: GameState) -> list[int]:
    gs = g.guilds
    out = [0] * g.players
    if gs is None or gs.diplomats is None:
        return out
    for per_seat in gs.diplomats.values():
        for seat, n in enumerate(per_seat):
            out[seat] += n
    return out


def diplomat_points(g: GameState) -> list[int]:
    counts = totals(g)
    out = [0] * g.players
    levels = sorted({c for c in counts if c > 0}, reverse=True)
    if not levels:
        return out
    first = [s for s, c in enumerate(counts) if c == levels[0]]
    second_prize = SECOND if g.players > 2 else 0
    if len(first) > 1:
        for seat in first:
            out[seat] = (FIRST + second_prize) // len(first)
        return out
    out[first[0]] = FIRST
    if second_prize and len(levels) > 1:
        second = [s for s, c in enumerate(counts) if c == levels[1]]
        for seat in second:
            out[seat] = second_prize // len(second)
    return out
