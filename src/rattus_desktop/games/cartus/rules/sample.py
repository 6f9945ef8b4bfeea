"""Dealing a full game consistent with one seat's view (for the search bots).

Hidden: the other hands, the laid cards not yet turned up, the nun-row positions
this seat has not seen, the order of the draw deck, the building and replacement
decks, and the other players' rats (taken from the note-keeper's count).
Not modelled: what the seat remembers of cards it gave away or saw in the
discard before a reshuffle; the sample is consistent with the view, not with that.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .data import catalogue
from .setup import population_deck
from .state import Slot, State, add_card

if TYPE_CHECKING:
    from .game import CartusGame
    from .view import CartusView

Spot = tuple[str, int]  # ("hand", seat) | ("laid", slot index * 8 + seat) | ("nun", i) | ...


def _minus(pool: list[str], cards: list[str]) -> None:
    for c in cards:
        if c in pool:
            pool.remove(c)


def _visible(v: CartusView) -> list[str]:
    seen = list(v.hand or ()) + list(v.discard)
    seen += [c for c in v.nun_row if c is not None]
    for slot in v.row:
        for faces in slot.cards:
            seen += list(faces or ())
    return seen


def _spots(v: CartusView) -> tuple[list[Spot], list[Spot]]:
    """Hidden places that take any card (other hands) and laid ones (no Pass/Gold)."""
    hands = [("hand", s) for s in range(v.players) if s != v.seat for _ in
             range(v.hand_sizes[s])]
    laid = [("laid", i * 8 + e) for i, slot in enumerate(v.row)
            for e, n, faces in zip(slot.entrants, slot.counts, slot.cards, strict=True)
            if faces is None for _ in range(n)]
    return hands, laid


def _deal_specials(v: CartusView, rng: random.Random, hands: list[Spot],
                   laid: list[Spot]) -> dict[Spot, list[str]]:
    cat = catalogue()
    seen = _visible(v)
    piles = dict(v.piles)
    hidden = {k: cat.piles[k] - piles[k] - seen.count(k) for k in cat.piles}
    rng.shuffle(hands)
    rng.shuffle(laid)
    placed: dict[Spot, list[str]] = {}
    any_spots = hands
    for kind in ("pass", "gold"):
        for _ in range(max(0, hidden[kind])):
            placed.setdefault(any_spots.pop(), []).append(kind)
    rest = any_spots + laid
    rng.shuffle(rest)
    for kind in ("joker", "sword", "flute"):
        for _ in range(max(0, hidden[kind])):
            if rest:
                placed.setdefault(rest.pop(), []).append(kind)
    for spot in rest:
        placed.setdefault(spot, []).append("")  # a population card, dealt below
    return placed


def _buildings(v: CartusView, rng: random.Random) -> tuple[list[str], list[str]]:
    cat = catalogue()
    seen = [s.card for s in v.row] + list(v.out)
    if v.in_play is not None:
        pool = [c for c in v.in_play if c not in seen]
    else:
        pool = []
        for cls in cat.classes:
            cards = sorted(c for c in cat.cards if cat.building_of(c).cls == cls)
            need = 5 - sum(1 for c in seen if cat.building_of(c).cls == cls)
            unseen = [c for c in cards if c not in seen]
            pool += rng.sample(unseen, max(0, min(need, len(unseen))))
    rng.shuffle(pool)
    return pool[:v.building_deck], pool[v.building_deck:v.building_deck + v.replacement]


def sample(v: CartusView, rng: random.Random) -> CartusGame:
    from .game import CartusGame

    cat = catalogue()
    pool = population_deck(cat)
    _minus(pool, _visible(v))
    rng.shuffle(pool)
    hands_spots, laid_spots = _spots(v)
    placed = _deal_specials(v, rng, hands_spots, laid_spots)
    hands: list[dict[str, int]] = [{} for _ in range(v.players)]
    if v.seat is not None:
        for c in v.hand or ():
            add_card(hands[v.seat], c)
    laid: dict[int, list[str]] = {}
    for (where, key), cards in placed.items():
        for card in cards:
            card = card or (pool.pop() if pool else "royalty:0")
            if where == "hand":
                add_card(hands[key], card)
            else:
                laid.setdefault(key, []).append(card)
    nun_row = [c if c is not None else pool.pop() for c in v.nun_row]
    deck = [pool.pop() for _ in range(min(v.deck, len(pool)))]
    row = []
    for i, s in enumerate(v.row):
        slot = Slot(s.card, s.building, list(s.entrants), {}, s.revealed, s.cleared)
        for e, faces in zip(s.entrants, s.cards, strict=True):
            slot.laid[e] = list(faces) if faces is not None else laid.get(i * 8 + e, [])
        row.append(slot)
    bdeck, repl = _buildings(v, rng)
    rats = [v.rats if s == v.seat and v.rats is not None else v.rats_estimate[s]
            for s in range(v.players)]
    g = State(
        cat=cat, rules=cat.counts[v.players], players=v.players,
        rng=random.Random(rng.random()), round=v.round, start_player=v.start_player,
        hands=hands, rats=rats, tally=list(v.rats_estimate), vp=list(v.vp),
        track={c: list(vals) for c, vals, _st in v.tracks},
        stamp={c: list(st) for c, _vals, st in v.tracks},
        clock=max(max(st) for _c, _v, st in v.tracks) + 1, nun_row=nun_row,
        known=[set(k) for k in v.known], deck=deck, discard=list(v.discard),
        piles=dict(v.piles), building_deck=bdeck, replacement=repl, out=list(v.out),
        row=row, last_round=v.last_round, supply_choice=list(v.supply_choice),
        queue=list(v.queue), entered=list(v.entered), round_premium=v.round_premium,
        resolving=v.resolving, tasks=list(v.tasks), pending=v.pending, over=v.over,
        set_public=v.in_play is not None,
        in_play=v.in_play or tuple(list(v.out) + [s.card for s in v.row] + bdeck + repl))
    g.pop_total = (sum(1 for h in hands for c, n in h.items() if ":" in c for _ in range(n))
                   + 5 + len(deck) + len(g.discard)
                   + sum(1 for s in row for cs in s.laid.values() for c in cs if ":" in c))
    return CartusGame(v.config, 0, g)
