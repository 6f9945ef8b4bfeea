"""Playing an action card: sector cards (and the empty reserve), the Confidant card and
the Notre Dame card with its donation."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.events import Event

from .data import load
from .gains import gain_prestige
from .sectors import Fields, carry_out, effect_options
from .state import State


def _sector_plays(g: State, seat: int, card: str) -> list[Fields]:
    s = g.seats[seat]
    k = s.markers(card) + 1
    options = effect_options(g, seat, card, k)
    if s.reserve > 0:
        return options
    out: list[Fields] = [(("skip", True),)]
    for source in load().sectors:
        if source != card and s.sectors[source] > 0:
            out += [(("from", source), *opt) for opt in options]
    return out


def _confidant_plays(g: State, seat: int) -> list[Fields]:
    s = g.seats[seat]
    out: list[Fields] = []
    for sector in load().sectors:
        if sector != s.confidant:
            k = s.sectors[sector] + 1
            out += [(("sector", sector), *opt) for opt in effect_options(g, seat, sector, k)]
    return out


def _donations(g: State, seat: int) -> list[Fields]:
    s = g.seats[seat]
    out: list[Fields] = [(("donate", 0),)]
    sources = [sector for sector in load().sectors if s.sectors[sector] > 0]
    for gold in sorted(load().donations):
        if gold > s.gold:
            break
        if s.reserve > 0:
            out.append((("donate", gold),))
        else:
            out += [(("from", src), ("donate", gold)) for src in sources]
    return out


def options_for(g: State, seat: int, card: str) -> list[Fields]:
    if card == "confidant":
        return _confidant_plays(g, seat)
    if card == "notre_dame":
        return _donations(g, seat)
    return _sector_plays(g, seat, card)


def legal(g: State, seat: int) -> list[Action]:
    """Every play; the option lists already give their fields in ``FIELD_ORDER``."""
    out = []
    for card in dict.fromkeys(sorted(g.seats[seat].hand, key=load().cards.index)):
        head = ("card", card)
        out += [new_action("play", (head, *opt)) for opt in options_for(g, seat, card)]
    return out


def apply(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    s = g.seats[seat]
    card = f["card"]
    s.hand.remove(card)
    s.played.append(card)
    g.spent.append(card)
    for row in g.known:
        if card in row[seat]:
            row[seat].remove(card)
    ev.append(Event("play", {"seat": seat, "card": card}))
    if card == "confidant":
        _play_confidant(g, seat, f, ev)
    elif card == "notre_dame":
        _donate(g, seat, f, ev)
    elif not f.get("skip"):
        _place_cube(g, seat, card, f.get("from"), ev)
        carry_out(g, seat, card, f, ev)


def _place_cube(g: State, seat: int, sector: str, source: str | None,
                ev: list[Event]) -> None:
    s = g.seats[seat]
    if source is None:
        s.reserve -= 1
    else:
        s.sectors[source] -= 1
    s.sectors[sector] += 1
    ev.append(Event("cube", {"seat": seat, "from": source or "reserve", "to": sector}))


def _play_confidant(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    s = g.seats[seat]
    sector = f["sector"]
    ev.append(Event("confidant", {"seat": seat, "from": s.confidant, "to": sector}))
    s.confidant = sector
    carry_out(g, seat, sector, f, ev)


def _donate(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    gold = f["donate"]
    if gold == 0:
        return
    s = g.seats[seat]
    source = f.get("from")
    if source is None:
        s.reserve -= 1
    else:
        s.sectors[source] -= 1
    g.notre_dame[seat] += 1
    s.gold -= gold
    ev.append(Event("donation", {"seat": seat, "gold": gold, "from": source or "reserve"}))
    gain_prestige(g, seat, load().donations[gold], "donation", ev)
