"""Per-seat views: what one seat knows and nothing more, and sampling a world from it.

A view holds the open position (gold, prestige, rats, cubes, markers, carriages,
taken messages, played cards, persons), sizes of everything hidden, and, for its seat,
its own offer, hand, discards, the kinds left in its deck and the cards it knows to be
in other hands (what it passed). Hidden collections appear only as sorted multisets,
so a view says nothing about order or about which hidden place holds which card: not
even the order of the seat's own deck (what it will draw), which the redacted state
keeps in data order. ``sample`` deals the unseen cards, message types and person cards
back at random and shuffles the seat's own deck.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig

from .data import load
from .state import State
from .summary import in_data_order, summary

if TYPE_CHECKING:
    from .game import NotreDameGame


@dataclass(frozen=True)
class NotreDameView:
    seat: int | None
    phase: str
    current_player: int | None
    legal_actions: tuple[Action, ...]
    public: dict[str, Any]
    private: dict[str, Any]
    config: GameConfig = field(compare=False)
    redacted: State = field(compare=False, repr=False)

    def sample(self, rng: random.Random) -> NotreDameGame:
        from .game import NotreDameGame

        g = self.redacted.copy()
        g.rng = random.Random(rng.getrandbits(64))
        Dealer(self, g, rng).deal()
        return NotreDameGame(self.config, g, seed=0)


def _gray_groups(g: State) -> dict[str, list[str]]:
    persons = load().persons
    out: dict[str, list[str]] = {}
    for p in g.gray_deck:
        out.setdefault(persons[p].period, []).append(p)
    return {k: sorted(v) for k, v in out.items()}


def _message_pools(g: State) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for market, type_ in g.markets.items():
        out.setdefault(market.split(".")[0], []).append(type_)
    return {k: sorted(v) for k, v in sorted(out.items())}


def public_part(g: State) -> dict[str, Any]:
    out = summary(g)
    for i, s in enumerate(out["seats"]):
        seat = g.seats[i]
        s["hand"], s["offer"] = len(seat.hand), len(seat.offer)
        s["discarded"] = len(seat.discarded)
    out["message_pools"] = _message_pools(g)
    out["brown_pool"] = sorted(g.brown_deck)
    out["gray_pools"] = _gray_groups(g)
    out["spent"] = in_data_order(g.spent)
    return out


def unseen(g: State, seat: int) -> list[str]:
    """The cards this seat cannot place: every copy not seen by it (data order)."""
    count = Counter({c: g.players for c in load().cards})
    s = g.seats[seat]
    count.subtract(s.deck + s.hand + s.offer + s.discarded + g.spent)
    for cards in g.known[seat]:
        count.subtract(cards)
    return in_data_order(list(count.elements()))


def private_part(g: State, seat: int) -> dict[str, Any]:
    s = g.seats[seat]
    return {"hand": in_data_order(s.hand), "offer": in_data_order(s.offer),
            "deck": in_data_order(s.deck), "discarded": in_data_order(s.discarded),
            "known": [in_data_order(k) for k in g.known[seat]],
            "unseen": unseen(g, seat)}


def redact(g: State, seat: int | None) -> State:
    r = g.copy()
    r.rng = random.Random(0)
    r.markets = dict.fromkeys(g.markets, 0)
    r.brown_deck, r.gray_deck = [], []
    for i, s in enumerate(r.seats):
        if i == seat:
            s.deck = in_data_order(s.deck)  # its own draws to come are unknown to it
        else:
            s.deck, s.offer, s.hand, s.discarded = [], [], [], []
    r.known = [row if i == seat else [[] for _ in row] for i, row in enumerate(r.known)]
    return r


def make_view(game: NotreDameGame, seat: int | None) -> NotreDameView:
    g = game.state
    private = private_part(g, seat) if seat is not None else {}
    legal = tuple(game.legal_actions()) if seat is not None and (
        game.current_player == seat) else ()
    return NotreDameView(seat, game.phase, game.current_player, legal, public_part(g),
                         private, game.config, redact(g, seat))


class Dealer:
    """Deals a view's hidden parts into a redacted state, at random."""

    def __init__(self, view: NotreDameView, g: State, rng: random.Random) -> None:
        self.view, self.g, self.rng = view, g, rng

    def deal(self) -> None:
        self._persons()
        self._messages()
        self._cards()

    def _persons(self) -> None:
        brown = list(self.view.public["brown_pool"])
        self.rng.shuffle(brown)
        self.g.brown_deck = brown
        gray: list[str] = []
        for period in load().periods:
            group = list(self.view.public["gray_pools"].get(period, []))
            self.rng.shuffle(group)
            gray += group
        self.g.gray_deck = gray

    def _messages(self) -> None:
        pools = {c: list(types) for c, types in self.view.public["message_pools"].items()}
        for types in pools.values():
            self.rng.shuffle(types)
        for market in self.g.markets:
            self.g.markets[market] = pools[market.split(".")[0]].pop()

    def _cards(self) -> None:
        seat = self.view.seat
        if seat is not None:
            self.rng.shuffle(self.g.seats[seat].deck)
        pool = list(self.view.private["unseen"]) if seat is not None else self._all_cards()
        others = [i for i in range(self.g.players) if i != seat]
        sizes = self.view.public["seats"]
        pool = self._deal_decks(pool, others, [sizes[i]["deck"] for i in others])
        self.rng.shuffle(pool)
        for i in others:
            self._deal_holdings(i, sizes[i], pool)
        for i in others:
            n = sizes[i]["discarded"]
            self.g.seats[i].discarded, pool = pool[:n], pool[n:]

    def _all_cards(self) -> list[str]:
        count = Counter({c: self.g.players for c in load().cards})
        count.subtract(self.g.spent)
        return list(count.elements())

    def _deal_decks(self, pool: list[str], seats: list[int], sizes: list[int]) -> list[str]:
        """Give each seat's deck distinct kinds; return the rest of the pool."""
        for _attempt in range(50):
            left = Counter(pool)
            decks = []
            for n in sizes:
                kinds = [k for k, v in left.items() if v > 0]
                self.rng.shuffle(kinds)
                kinds.sort(key=lambda k: -left[k])  # scarce kinds last: fewer dead ends
                if len(kinds) < n:
                    break
                chosen = kinds[:n]
                self.rng.shuffle(chosen)
                left.subtract(chosen)
                decks.append(chosen)
            else:
                for i, deck in zip(seats, decks, strict=True):
                    self.g.seats[i].deck = deck
                return list(left.elements())
        raise RuntimeError("no deal of the unseen cards fits the decks")

    def _deal_holdings(self, i: int, sizes: dict[str, Any], pool: list[str]) -> None:
        s = self.g.seats[i]
        seat = self.view.seat
        known = list(self.view.private["known"][i]) if seat is not None else []
        n_offer, n_hand = sizes["offer"], sizes["hand"]
        fill = n_offer + n_hand - len(known)
        drawn = [pool.pop() for _ in range(fill)]
        if self._offer_is_known(i, known, n_offer, n_hand):
            s.offer, s.hand = known, drawn
            return
        both = known + drawn
        self.rng.shuffle(both)
        s.offer, s.hand = both[:n_offer], both[n_offer:]

    def _offer_is_known(self, i: int, known: list[str], n_offer: int, n_hand: int) -> bool:
        """Pick 2 before seat ``i`` chose: its offer is exactly what was passed to it."""
        top = self.g.top
        return bool(known) and len(known) == n_offer and top is not None and any(
            st.kind == "draft" and st.n == 2 and st.seat == i for st in self.g.stack)
