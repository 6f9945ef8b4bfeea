"""Poisoned copies of Cartus and Notre Dame games: everything one seat cannot see is
dealt again in the true state (another seat's hand, every deck order, the seat's own
included, face-down things), every size and every public or known thing kept."""

from __future__ import annotations

import random
from typing import Any

from rattus_desktop.games.cartus.rules.state import add_card
from rattus_desktop.games.notredame.rules.data import load


def _redeal(piles: list[list[Any]], rng: random.Random) -> None:
    """Deal the cards of ``piles`` again among them, each keeping its size."""
    pool = [c for pile in piles for c in pile]
    rng.shuffle(pool)
    for pile in piles:
        pile[:] = [pool.pop() for _ in range(len(pile))]


def poison_cartus(game: Any, seat: int, rng: random.Random) -> Any:
    """Population cards of other hands, of face-down laid cards (not this seat's), of
    unseen nun positions and of the deck pooled and dealt again; building decks and
    the generator too."""
    other = game.copy()
    g = other.state
    piles: list[list[str]] = []
    hands = [s for s in range(g.players) if s != seat]
    for s in hands:
        population = [c for c, n in g.hands[s].items() if ":" in c for _ in range(n)]
        for c in population:
            g.hands[s][c] -= 1
        g.hands[s] = {c: n for c, n in g.hands[s].items() if n}
        piles.append(population)
    laid = [(slot, e) for slot in g.row if not slot.revealed for e in slot.entrants
            if e != seat]
    for slot, e in laid:
        piles.append([c for c in slot.laid[e] if ":" in c])
    unseen = [i for i in range(len(g.nun_row)) if i not in g.known[seat]]
    piles += [[g.nun_row[i] for i in unseen], g.deck]
    _redeal(piles, rng)
    for s, pile in zip(hands, piles, strict=False):
        for c in pile:
            add_card(g.hands[s], c)
    for (slot, e), pile in zip(laid, piles[len(hands):], strict=False):
        slot.laid[e] = [c for c in slot.laid[e] if ":" not in c] + pile
    for i, c in zip(unseen, piles[-2], strict=True):
        g.nun_row[i] = c
    buildings = [g.building_deck, g.replacement]
    _redeal(buildings, rng)
    g.rng.seed(rng.random())
    return other


def poison_notredame(game: Any, seat: int, rng: random.Random) -> Any:
    """Every deck shuffled (the seat's own included); message types within their
    colour, brown persons, gray persons within their period; the cards of other seats'
    offers, hands and discards it knows nothing of dealt again among them; a card of
    another deck swapped with one of those where the deck stays of distinct kinds."""
    other = game.copy()
    g = other.state
    for s in g.seats:
        rng.shuffle(s.deck)
    rng.shuffle(g.brown_deck)
    _gray(g, rng)
    _messages(g, rng)
    blind = [i for i in range(g.players) if i != seat and not g.known[seat][i]]
    piles = [p for i in blind for p in (g.seats[i].offer, g.seats[i].hand,
                                         g.seats[i].discarded)]
    _redeal(piles, rng)
    _swap_into_decks(g, blind, piles, rng)
    g.rng.seed(rng.random())
    return other


def _gray(g: Any, rng: random.Random) -> None:
    groups: dict[str, list[str]] = {}
    for p in g.gray_deck:
        groups.setdefault(load().persons[p].period, []).append(p)
    g.gray_deck = []
    for period in load().periods:
        group = groups.get(period, [])
        rng.shuffle(group)
        g.gray_deck += group


def _messages(g: Any, rng: random.Random) -> None:
    for colour in {m.split(".")[0] for m in g.markets}:
        markets = [m for m in g.markets if m.startswith(colour + ".")]
        types = [g.markets[m] for m in markets]
        rng.shuffle(types)
        g.markets.update(zip(markets, types, strict=True))


def _swap_into_decks(g: Any, blind: list[int], piles: list[list[str]],
                     rng: random.Random) -> None:
    for i in blind:
        deck = g.seats[i].deck
        pile = next((p for p in piles if p), None)
        if not deck or pile is None:
            continue
        a, b = rng.randrange(len(deck)), rng.randrange(len(pile))
        if pile[b] not in deck:
            deck[a], pile[b] = pile[b], deck[a]
