"""An explicit position from a scenario's ``setup`` object (SetupError when malformed)."""

from __future__ import annotations

import random
from typing import Any

from rattus_desktop.engine.errors import SetupError

from .data import Catalogue, catalogue
from .setup import blank, population_deck, start_at
from .state import State, add_card

PHASES = ("reveal", "supply", "enter")


def bad(message: str) -> SetupError:
    return SetupError("bad_setup", message)


def _int(value: Any, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise bad(f"{what} must be a whole number >= {low}, not {value!r}")
    return value


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise bad(f"{what} must be a list")
    return value


def _per_seat(value: Any, what: str, players: int) -> list[Any]:
    items = _list(value, what)
    if len(items) != players:
        raise bad(f"{what} must have one entry per seat ({players}), not {len(items)}")
    return items


def _pop_cards(cat: Catalogue, value: Any, what: str) -> list[str]:
    cards = _list(value, what)
    for c in cards:
        if not isinstance(c, str) or c not in cat.population:
            raise bad(f"{what}: {c!r} is not a population card")
    return cards


def _hand_cards(cat: Catalogue, value: Any, what: str) -> list[str]:
    cards = _list(value, what)
    for c in cards:
        if not isinstance(c, str) or not cat.is_card(c):
            raise bad(f"{what}: unknown card {c!r}")
    return cards


def _building_cards(cat: Catalogue, value: Any, what: str) -> list[str]:
    cards = _list(value, what)
    for c in cards:
        if not isinstance(c, str) or c not in cat.cards:
            raise bad(f"{what}: unknown building card {c!r}")
    return cards


def _count_check(cat: Catalogue, cards: list[str]) -> None:
    seen: dict[str, int] = {}
    for c in cards:
        seen[c] = seen.get(c, 0) + 1
    for c, n in seen.items():
        limit = cat.population.get(c, cat.piles.get(c, 0))
        if n > limit:
            raise bad(f"{c} is listed {n} times; the game has {limit}")


def _tracks(g: State, value: Any) -> None:
    if not isinstance(value, dict):
        raise bad("tracks must be an object of class -> [[seat, value], ...]")
    for cls, entries in value.items():
        if cls not in g.cat.classes:
            raise bad(f"tracks: unknown class {cls!r}")
        seats: list[int] = []
        last = None
        for entry in _list(entries, f"tracks.{cls}"):
            if not isinstance(entry, list) or len(entry) != 2:
                raise bad(f"tracks.{cls}: {entry!r} is not a [seat, value] pair")
            seat = _int(entry[0], f"tracks.{cls} seat")
            val = _int(entry[1], f"tracks.{cls} value")
            if seat >= g.players or seat in seats:
                raise bad(f"tracks.{cls}: seat {seat} is not a seat or is named twice")
            if last is not None and val > last:
                raise bad(f"tracks.{cls} is not in rank order")
            last = val
            seats.append(seat)
            g.track[cls][seat] = val
        order = seats + [s for s in range(g.players) if s not in seats]
        for rank, seat in enumerate(order):
            g.stamp[cls][seat] = rank - len(order)


def _rows(g: State, setup: dict[str, Any], phase: str) -> None:
    cat, reveal = g.cat, g.rules.reveal
    row = setup.get("buildings")
    if phase == "reveal" and row is not None:
        raise bad("buildings must be absent with phase 'reveal'")
    if phase != "reveal" and row is None:
        raise bad(f"buildings is required with phase {phase!r}")
    row_cards = _building_cards(cat, row or [], "buildings")
    if phase != "reveal" and len(row_cards) != reveal:
        raise bad(f"buildings must hold {reveal} cards with {g.players} players")
    deck = _building_cards(cat, setup.get("building_deck", []), "building_deck")
    repl = _building_cards(cat, setup.get("replacement", []), "replacement")
    if len(deck) % reveal or (phase == "reveal" and not deck):
        raise bad(f"building_deck size must be a multiple of {reveal}"
                  + (" and not empty with phase 'reveal'" if phase == "reveal" else ""))
    every = row_cards + deck + repl
    if len(set(every)) != len(every):
        raise bad("a building card is listed twice")
    from .state import Slot

    g.row = [Slot(c, cat.cards[c]) for c in row_cards]
    g.building_deck, g.replacement = deck, repl
    g.in_play = tuple(every)
    g.last_round = phase != "reveal" and not deck


def _hands_and_cards(g: State, setup: dict[str, Any]) -> None:
    cat = g.cat
    if "hands" not in setup or "nun_row" not in setup:
        raise bad("an explicit setup needs hands and nun_row")
    hands = [_hand_cards(cat, h, f"hands[{i}]")
             for i, h in enumerate(_per_seat(setup["hands"], "hands", g.players))]
    nun_row = _pop_cards(cat, setup["nun_row"], "nun_row")
    if len(nun_row) != 5:
        raise bad(f"nun_row must hold 5 cards, not {len(nun_row)}")
    discard = _pop_cards(cat, setup.get("discard", []), "discard")
    deck = (_pop_cards(cat, setup["deck"], "deck") if "deck" in setup else None)
    listed = [c for h in hands for c in h] + nun_row + discard + (deck or [])
    _count_check(cat, listed)
    for seat, hand in enumerate(hands):
        for card in hand:
            add_card(g.hands[seat], card)
            if card in g.piles:
                g.piles[card] -= 1
    g.nun_row, g.discard = nun_row, discard
    if deck is None:
        rest = population_deck(cat)
        for c in listed:
            if c in cat.population:
                rest.remove(c)
        g.rng.shuffle(rest)
        g.deck = rest
    else:
        g.deck = list(reversed(deck))
    in_hands = sum(1 for h in hands for c in h if c in cat.population)
    g.pop_total = in_hands + len(nun_row) + len(discard) + len(g.deck)


def _seat_values(g: State, setup: dict[str, Any]) -> None:
    if "rats" in setup:
        g.rats = [_int(v, "rats") for v in _per_seat(setup["rats"], "rats", g.players)]
    if "vp" in setup:
        g.vp = [_int(v, "vp") for v in _per_seat(setup["vp"], "vp", g.players)]
    if "known" in setup:
        for seat, ks in enumerate(_per_seat(setup["known"], "known", g.players)):
            for k in _list(ks, f"known[{seat}]"):
                if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= 4:
                    raise bad(f"known[{seat}]: {k!r} is not a position 0..4")
                g.known[seat].add(k)
    if "tracks" in setup:
        _tracks(g, setup["tracks"])


def explicit_state(players: int, setup: Any, seed: int) -> State:
    cat = catalogue()
    if not isinstance(setup, dict):
        raise bad("setup must be \"standard\" or an object")
    phase = setup.get("phase")
    if phase not in PHASES:
        raise bad(f"phase must be one of {', '.join(PHASES)}, not {phase!r}")
    start = _int(setup.get("start_player", 0), "start_player")
    if start >= players:
        raise bad(f"start_player {start} is not a seat")
    g = blank(cat, players, random.Random(seed), start)
    g.round = _int(setup.get("round", 1), "round", 1)
    _rows(g, setup, phase)
    _hands_and_cards(g, setup)
    _seat_values(g, setup)
    start_at(g, phase)
    return g
