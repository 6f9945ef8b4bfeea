"""Explicit scenario setups: read, check (SetupError naming the fault) and build.

The checks are those of scenario-format-notredame.md, "Explicit setup".
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rattus_desktop.engine.errors import SetupError
from rattus_desktop.engine.events import Event

from . import flow
from .data import load, table
from .setup import empty_state
from .state import Seat, State

SETUP_KEYS = {"round", "at", "start_player", "persons", "brown_deck", "gray_deck",
              "markets", "notre_dame", "seats"}
REQUIRED = ("round", "at", "start_player", "brown_deck", "gray_deck", "seats")
SEAT_KEYS = {"gold", "prestige", "rats", "reserve", "sectors", "confidant", "carriage",
             "messages", "deck", "hand"}
STARTS = {"round_start": flow.FROM_PERSONS, "actions": flow.FROM_ACTIONS,
          "hire": flow.FROM_HIRE}


def fail(where: str, problem: str) -> SetupError:
    return SetupError("bad_setup", f"setup.{where}: {problem}", where=where)


def whole(raw: dict[str, Any], key: str, where: str, default: int | None = None,
          low: int = 0, high: int | None = None) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(f"{where}{key}", f"must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        top = "" if high is None else f"..{high}"
        raise fail(f"{where}{key}", f"must be in {low}{top}, not {value}")
    return value


def id_list(value: Any, where: str, allowed: tuple[str, ...]) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(where, "must be a list of ids")
    for v in value:
        if v not in allowed:
            raise fail(where, f"unknown id {v!r}")
    return list(value)


def _distinct(cards: list[str], where: str) -> None:
    if len(set(cards)) != len(cards):
        raise fail(where, "holds a card twice")


class Reader:
    """One explicit setup being read for ``players`` seats."""

    def __init__(self, players: int, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise fail("", "must be \"standard\" or an object")
        for key in raw:
            if key not in SETUP_KEYS:
                raise fail(str(key), "unknown key")
        for key in REQUIRED:
            if key not in raw:
                raise fail(key, "is required")
        self.raw, self.players, self.data = raw, players, load()
        self.table = table(players)
        self.round = whole(raw, "round", "", low=1, high=self.data.rounds)
        at = raw["at"]
        if at not in STARTS:
            raise fail("at", f"must be one of {sorted(STARTS)}, not {at!r}")
        self.at: str = at
        self.k = (self.round - 1) % self.data.rounds_per_period
        self.d = 0 if at == "round_start" else 1

    def build(self, seed: int, canonical: bool) -> State:
        g = empty_state(self.players, seed, canonical)
        g.round = self.round
        g.start_player = whole(self.raw, "start_player", "", high=self.players - 1)
        g.persons = self._persons()
        g.brown_deck = self._brown(g.persons)
        g.gray_deck = self._gray(g.persons)
        g.brown_out = [p for p in self.data.brown
                       if p not in g.brown_deck and p not in g.persons]
        g.markets = self._markets()
        g.notre_dame = self._notre_dame()
        g.seats = self._seats(g.notre_dame)
        self._check_cards(g)
        self._check_messages(g)
        return g

    # -- persons -------------------------------------------------------------------
    def _persons(self) -> list[str]:
        if self.at == "round_start":
            if "persons" in self.raw:
                raise fail("persons", "is not allowed at \"round_start\"")
            return []
        if "persons" not in self.raw:
            raise fail("persons", f"is required at {self.at!r}")
        persons = id_list(self.raw["persons"], "persons", self.data.person_ids)
        period = self.data.period_of(self.round)
        if len(persons) != 3:
            raise fail("persons", "must hold 3 persons")
        if self.data.persons[persons[0]].period != period:
            raise fail("persons", f"the first must be a gray card of period {period}")
        browns = persons[1:]
        if any(self.data.persons[p].period != "general" for p in browns) or (
                browns[0] == browns[1]):
            raise fail("persons", "the second and third must be two distinct brown cards")
        return persons

    def _brown(self, persons: list[str]) -> list[str]:
        deck = id_list(self.raw["brown_deck"], "brown_deck", self.data.brown)
        _distinct(deck, "brown_deck")
        want = len(self.data.brown) - 2 * (self.k + self.d)
        if len(deck) != want:
            raise fail("brown_deck", f"must hold {want} cards, not {len(deck)}")
        if set(deck) & set(persons):
            raise fail("brown_deck", "holds a face-up person")
        return deck

    def _gray(self, persons: list[str]) -> list[str]:
        deck = id_list(self.raw["gray_deck"], "gray_deck", self.data.gray)
        _distinct(deck, "gray_deck")
        if set(deck) & set(persons):
            raise fail("gray_deck", "holds a face-up person")
        periods = self.data.periods
        now = periods.index(self.data.period_of(self.round))
        want = [periods[now]] * (3 - self.k - self.d)
        for later in periods[now + 1:]:
            want += [later] * 3
        got = [self.data.persons[p].period for p in deck]
        if got != want:
            raise fail("gray_deck", f"must hold, in order of period, {len(want)} cards: "
                       f"{3 - self.k - self.d} of period {periods[now]}, then every "
                       f"later card")
        return deck

    # -- board ---------------------------------------------------------------------
    def _markets(self) -> dict[str, int]:
        raw = self.raw.get("markets", {})
        if not isinstance(raw, dict):
            raise fail("markets", "must be an object")
        out = {}
        for market, type_ in raw.items():
            if market not in self.table.message_markets:
                raise fail(f"markets.{market}", "is no outer market 1-4 of this table")
            if isinstance(type_, bool) or type_ not in self.data.messages:
                raise fail(f"markets.{market}", f"must be a message type 1-4, not {type_!r}")
            out[market] = type_
        return dict(sorted(out.items(), key=lambda kv: self.table.markets.index(kv[0])))

    def _notre_dame(self) -> list[int]:
        raw = self.raw.get("notre_dame", [0] * self.players)
        if not isinstance(raw, list) or len(raw) != self.players:
            raise fail("notre_dame", f"must list {self.players} whole numbers")
        return [whole({"n": v}, "n", f"notre_dame.{i}.") for i, v in enumerate(raw)]

    # -- seats ---------------------------------------------------------------------
    def _seats(self, notre_dame: list[int]) -> list[Seat]:
        raw = self.raw["seats"]
        if not isinstance(raw, list) or len(raw) != self.players:
            raise fail("seats", f"must list {self.players} seat objects")
        return [SeatReader(self, i, r).build(notre_dame[i]) for i, r in enumerate(raw)]

    def _check_cards(self, g: State) -> None:
        copies: Counter[str] = Counter()
        for s in g.seats:
            copies.update(s.deck)
            copies.update(s.hand)
        for card, n in copies.items():
            if n > self.players:
                raise fail("seats", f"{n} copies of {card!r} in decks and hands, more than "
                           f"{self.players}")
        for card in self.data.cards:
            g.spent += [card] * (self.players - copies[card])

    def _check_messages(self, g: State) -> None:
        by_colour: dict[int, list[int]] = {b: [] for b in range(self.table.boroughs)}
        for market, type_ in g.markets.items():
            by_colour[int(market[1:market.index(".")])].append(type_)
        for s in g.seats:
            for c, type_ in s.messages:
                by_colour[c].append(type_)
        for c, types in by_colour.items():
            if len(types) != len(set(types)):
                raise fail("markets", f"colour b{c} has two messages of one type")


class SeatReader:
    def __init__(self, reader: Reader, index: int, raw: Any) -> None:
        if not isinstance(raw, dict):
            raise fail(f"seats.{index}", "must be an object")
        for key in raw:
            if key not in SEAT_KEYS:
                raise fail(f"seats.{index}.{key}", "unknown key")
        self.r, self.i, self.raw = reader, index, raw
        self.where = f"seats.{index}."

    def build(self, in_notre_dame: int) -> Seat:
        data, raw, w = self.r.data, self.raw, self.where
        borough = self.r.table.seat_boroughs[self.i]
        reserve = whole(raw, "reserve", w, data.start["reserve"])
        sectors = self._sectors()
        stock = data.start["cubes_per_colour"] - reserve - sum(sectors.values()) - in_notre_dame
        if stock < 0:
            raise fail(f"seats.{self.i}", f"more than {data.start['cubes_per_colour']} cubes")
        confidant = raw.get("confidant")
        if confidant is not None and confidant not in data.sectors:
            raise fail(f"{w}confidant", f"must be null or a sector id, not {confidant!r}")
        carriage = raw.get("carriage", f"b{borough}.c")
        if carriage not in self.r.table.markets:
            raise fail(f"{w}carriage", f"{carriage!r} is no market of this table")
        return Seat(borough=borough, gold=whole(raw, "gold", w, data.start["gold"]),
                    prestige=whole(raw, "prestige", w, data.start["prestige"]),
                    rats=whole(raw, "rats", w, data.start["rats"], high=data.track_max),
                    reserve=reserve, stock=stock, sectors=sectors, confidant=confidant,
                    carriage=carriage, messages=self._messages(), deck=self._deck(),
                    hand=self._hand())

    def _sectors(self) -> dict[str, int]:
        raw = self.raw.get("sectors", {})
        if not isinstance(raw, dict):
            raise fail(f"{self.where}sectors", "must be an object")
        out = dict.fromkeys(self.r.data.sectors, 0)
        for key in raw:
            if key not in out:
                raise fail(f"{self.where}sectors.{key}", "is no sector")
            out[key] = whole(raw, key, f"{self.where}sectors.")
        return out

    def _messages(self) -> list[tuple[int, int]]:
        raw = self.raw.get("messages", [])
        where = f"{self.where}messages"
        if not isinstance(raw, list):
            raise fail(where, "must be a list")
        out = []
        boroughs = self.r.table.boroughs
        for m in raw:
            if not isinstance(m, dict) or set(m) != {"colour", "type"}:
                raise fail(where, "each must be {\"colour\": ..., \"type\": ...}")
            colour = m["colour"]
            if colour not in [f"b{b}" for b in range(boroughs)]:
                raise fail(where, f"colour {colour!r} is no borough of this table")
            type_ = m["type"]
            if isinstance(type_, bool) or type_ not in self.r.data.messages:
                raise fail(where, f"type must be 1-4, not {type_!r}")
            out.append((int(colour[1:]), type_))
        counts = [sum(1 for c, _ in out if c == b) for b in range(boroughs)]
        if max(counts) - min(counts) > 1:
            raise fail(where, "breaks the colour rule (counts differ by more than 1)")
        return out

    def _deck(self) -> list[str]:
        if "deck" not in self.raw:
            raise fail(f"{self.where}deck", "is required")
        deck = id_list(self.raw["deck"], f"{self.where}deck", self.r.data.cards)
        _distinct(deck, f"{self.where}deck")
        want = len(self.r.data.cards) - 3 * (self.r.k + self.r.d)
        if len(deck) != want:
            raise fail(f"{self.where}deck", f"must hold {want} cards, not {len(deck)}")
        return deck

    def _hand(self) -> list[str]:
        where = f"{self.where}hand"
        if self.r.at != "actions":
            if "hand" in self.raw:
                raise fail(where, f"is not allowed at {self.r.at!r}")
            return []
        if "hand" not in self.raw:
            raise fail(where, "is required at \"actions\"")
        hand = id_list(self.raw["hand"], where, self.r.data.cards)
        if len(hand) != 3:
            raise fail(where, "must hold 3 cards")
        return hand


def explicit(players: int, raw: Any, seed: int, canonical: bool,
             ev: list[Event]) -> State:
    reader = Reader(players, raw)
    g = reader.build(seed, canonical)
    flow.push_round(g, STARTS[reader.at], reshuffle=False)
    flow.advance(g, ev)
    return g

