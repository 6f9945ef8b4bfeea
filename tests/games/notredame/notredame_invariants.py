"""The invariants of notre-dame.md ("Invariants (for tests)"), checked on a full state."""

from __future__ import annotations

from collections import Counter

from rattus_desktop.games.notredame.rules.data import load, table
from rattus_desktop.games.notredame.rules.state import State

DATA = load()
CUBES = DATA.start["cubes_per_colour"]


def check(g: State, standard: bool = True) -> None:
    t = table(g.players)
    for i, s in enumerate(g.seats):
        assert s.reserve + s.stock + sum(s.sectors.values()) + g.notre_dame[i] == CUBES, i
        assert min(s.reserve, s.stock, *s.sectors.values()) >= 0
        assert 0 <= s.rats <= DATA.track_max
        assert s.gold >= 0 and s.prestige >= 0
        assert s.confidant is None or s.confidant in DATA.sectors
        assert s.borough == t.seat_boroughs[i]
        counts = [sum(1 for c, _ in s.messages if c == b) for b in range(t.boroughs)]
        assert max(counts) - min(counts) <= 1, counts
        assert len(set(s.deck)) == len(s.deck)
    _check_messages(g, standard)
    _check_cards(g, standard)
    _check_persons(g)


def _check_messages(g: State, standard: bool) -> None:
    t = table(g.players)
    for market in g.markets:
        assert market in t.message_markets
    for b in range(t.boroughs):
        types = [ty for m, ty in g.markets.items() if m.startswith(f"b{b}.")]
        types += [ty for s in g.seats for c, ty in s.messages if c == b]
        assert len(types) == len(set(types)) <= 4
        if standard:
            assert sorted(types) == [1, 2, 3, 4]


def _check_cards(g: State, standard: bool) -> None:
    count: Counter[str] = Counter(g.spent)
    for s in g.seats:
        count.update(s.deck + s.offer + s.hand + s.discarded)
    assert all(count[c] == g.players for c in DATA.cards), count
    top = g.top
    if standard and top is not None and top.kind in ("draft", "play", "hire", "outbreak"):
        drawn = 3 * ((g.round - 1) % 3 + 1)
        assert all(len(s.deck) == 9 - drawn for s in g.seats)


def _check_persons(g: State) -> None:
    browns = g.brown_deck + [p for p in g.persons if p in DATA.brown] + g.brown_out
    assert sorted(browns) == sorted(DATA.brown), browns
    grays_up = [p for p in g.persons if p in DATA.gray]
    assert len(g.gray_deck) == 9 - g.round or g.top is None or not g.persons
    assert len(set(g.gray_deck + grays_up)) == len(g.gray_deck) + len(grays_up)
    top = g.top
    if top is not None and top.kind == "draft" and g.round % 3 == 1:
        assert sum(g.notre_dame) == 0
