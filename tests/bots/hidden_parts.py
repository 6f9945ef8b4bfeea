"""What each game hides from a seat, read from the true state: one extractor per hidden
part (``None`` when the part is empty there, so it cannot differ), positions from random
play per game, and small search bots. The never-peeks tests compare these parts between
a true game and sampled worlds (they must differ, at least sometimes) and between a true
game and a poisoned copy (the view and the decisions must not change)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rattus_desktop.bots.base import Budget
from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules import configure

Extractor = Callable[[Any, int], object]

MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]


def _nonempty(value: tuple[Any, ...]) -> tuple[Any, ...] | None:
    return value if any(value) else None


def _ordered(items: list[Any]) -> tuple[Any, ...] | None:
    """An order worth checking: two or more different things in it."""
    return tuple(items) if len(set(items)) >= 2 else None


def _rng(game: Any, seat: int) -> object:
    return game.state.rng.getstate()


# --- Rattus (classic and Big Box) ---------------------------------------------------

def _rattus_faces(game: Any, seat: int) -> object:
    view = game.view(seat)
    g = game.state
    return _nonempty(tuple(g.rats[r][i].face for r, ts in sorted(view.tokens.items())
                           for i, t in enumerate(ts) if t.face is None))


def _rattus_supply(game: Any, seat: int) -> object:
    return _ordered([t.face for t in game.state.supply])


def _rattus_removed(game: Any, seat: int) -> object:
    return _nonempty(tuple(t.face for t in game.state.removed))


def _region_cards(game: Any, seat: int) -> object:
    st = game.state.mods.cards
    return _nonempty(tuple(tuple(h) for s, h in enumerate(st.hands) if s != seat)
                     + (tuple(st.deck),))


def _event_deck(game: Any, seat: int) -> object:
    uni = game.state.mods.uni
    cut = len(uni.deck) - min(uni.seen[seat], len(uni.deck))
    return _ordered([c.to_json().__repr__() for c in uni.deck[:cut]])


RATTUS_PARTS: dict[str, Extractor] = {
    "face-down tokens": _rattus_faces, "supply order": _rattus_supply,
    "removed tokens": _rattus_removed, "generator": _rng}
BIGBOX_PARTS: dict[str, Extractor] = {
    **RATTUS_PARTS, "others' region cards and the region deck": _region_cards,
    "event deck below what is known": _event_deck}


# --- Cartus --------------------------------------------------------------------------

def _cartus_hands(game: Any, seat: int) -> object:
    g = game.state
    return _nonempty(tuple(tuple(sorted(h.items())) for s, h in enumerate(g.hands)
                           if s != seat))


def _cartus_deck(game: Any, seat: int) -> object:
    return _ordered(list(game.state.deck))


def _cartus_nuns(game: Any, seat: int) -> object:
    g = game.state
    return _nonempty(tuple(c for i, c in enumerate(g.nun_row) if i not in g.known[seat]))


def _cartus_laid(game: Any, seat: int) -> object:
    g = game.state
    return _nonempty(tuple(tuple(sorted(s.laid[e])) for s in g.row if not s.revealed
                           for e in s.entrants if e != seat))


def _cartus_buildings(game: Any, seat: int) -> object:
    g = game.state
    return _ordered(list(g.building_deck) + ["|"] + list(g.replacement))


CARTUS_PARTS: dict[str, Extractor] = {
    "others' hands": _cartus_hands, "deck order": _cartus_deck,
    "unseen nun row": _cartus_nuns, "face-down laid cards": _cartus_laid,
    "building decks": _cartus_buildings, "generator": _rng}


# --- Notre Dame ----------------------------------------------------------------------

def _nd_own_deck(game: Any, seat: int) -> object:
    return _ordered(list(game.state.seats[seat].deck))


def _nd_other_decks(game: Any, seat: int) -> object:
    return _nonempty(tuple(tuple(s.deck) for i, s in enumerate(game.state.seats)
                           if i != seat))


def _nd_holdings(game: Any, seat: int) -> object:
    """Other seats' offers and hands, where the seat does not know all their cards."""
    g = game.state
    return _nonempty(tuple((tuple(sorted(s.offer)), tuple(sorted(s.hand)))
                           for i, s in enumerate(g.seats) if i != seat
                           and len(s.offer) + len(s.hand) > len(g.known[seat][i])))


def _nd_discards(game: Any, seat: int) -> object:
    return _nonempty(tuple(tuple(sorted(s.discarded))
                           for i, s in enumerate(game.state.seats) if i != seat))


def _nd_markets(game: Any, seat: int) -> object:
    markets = game.state.markets
    return tuple(sorted(markets.items())) if len(set(markets.values())) >= 2 else None


def _nd_persons(game: Any, seat: int) -> object:
    g = game.state
    return _nonempty((tuple(g.brown_deck), tuple(g.gray_deck)))


NOTREDAME_PARTS: dict[str, Extractor] = {
    "own deck order": _nd_own_deck, "others' decks": _nd_other_decks,
    "others' offers and hands": _nd_holdings, "others' discards": _nd_discards,
    "face-down messages": _nd_markets, "person decks": _nd_persons, "generator": _rng}


# --- positions -----------------------------------------------------------------------

@dataclass(frozen=True)
class Kind:
    """One game (and ruleset) under test: how to start it and what it hides."""

    name: str
    game_id: str
    parts: dict[str, Extractor]
    players: tuple[int, ...]

    def new(self, players: int, seed: int) -> Any:
        if self.name == "bigbox":
            return registry.new_game(
                configure(players, "bigbox", {"cards": "random", "modules": MODULES}), seed)
        return registry.new_game(registry.get(self.game_id).config(players), seed)

    def positions(self, seeds: range, every: int) -> list[tuple[Any, int]]:
        """(game, seat to decide) every ``every`` random actions, several games."""
        out = []
        for players in self.players:
            for seed in seeds:
                game = self.new(players, seed)
                rng = random.Random(seed)
                while not game.is_over:
                    legal = game.legal_actions()
                    if len(game.history) % every == every - 1 and len(legal) > 1:
                        out.append((game.copy(), game.current_player))
                    game.apply(legal[rng.randrange(len(legal))])
        return out


KINDS = [Kind("classic", "rattus", RATTUS_PARTS, (2, 4)),
         Kind("bigbox", "rattus", BIGBOX_PARTS, (3, 5)),
         Kind("cartus", "cartus", CARTUS_PARTS, (2, 4)),
         Kind("notredame", "notredame", NOTREDAME_PARTS, (2, 4))]
BY_NAME = {k.name: k for k in KINDS}


def search_bot(game_id: str, seed: int, iterations: int = 8, policy: Any = None) -> SearchBot:
    """A search bot with a tiny budget (``policy``: the game's own unless given)."""
    policy = policy or registry.get(game_id).load_bot_policy()
    return SearchBot("tiny", SearchConfig(Budget(iterations, time_cap=60.0)), policy, seed)


class Peeking:
    """A cheating policy: the game's own, but every sampled world is the true game.
    A bot with it reads everything hidden (the control that the checks can fail)."""

    def __init__(self, policy: Any, truth: Any) -> None:
        self.policy, self.truth = policy, truth

    def __getattr__(self, name: str) -> Any:
        return getattr(self.policy, name)

    def sampler(self, view: Any) -> Callable[[random.Random], Any]:
        return lambda rng: self.truth.copy()


def differs(parts: dict[str, Extractor], truth: Any, seat: int,
            worlds: list[Any]) -> dict[str, bool | None]:
    """Per hidden part: does any world differ from the truth in it (``None``: the part
    is empty in the true game, nothing to compare)?"""
    out: dict[str, bool | None] = {}
    for name, part in parts.items():
        true = part(truth, seat)
        out[name] = None if true is None else any(part(w, seat) != true for w in worlds)
    return out
