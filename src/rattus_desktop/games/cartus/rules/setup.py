"""A standard deal from a seed: building set, nun row, hands, decks, start player."""

from __future__ import annotations

import random
from typing import Any

from .buildset import choose
from .data import Catalogue, catalogue
from .state import Pending, State, add_card


def population_deck(cat: Catalogue) -> list[str]:
    return [c for c in sorted(cat.population) for _ in range(cat.population[c])]


def blank(cat: Catalogue, players: int, rng: random.Random, start_player: int) -> State:
    """Every seat at 10 rats, 0 VP, on space 0 everywhere, empty hands; nothing dealt."""
    zeros = [0] * players
    return State(
        cat=cat, rules=cat.counts[players], players=players, rng=rng, round=1,
        start_player=start_player, hands=[{} for _ in range(players)],
        rats=[cat.start_rats] * players, tally=[cat.start_rats] * players, vp=list(zeros),
        track={c: list(zeros) for c in cat.classes},
        stamp={c: list(range(players)) for c in cat.classes}, clock=players,
        nun_row=[], known=[set() for _ in range(players)], deck=[], discard=[],
        piles=dict(cat.piles), building_deck=[], replacement=[],
        supply_choice=[None] * players)


def deal_standard(players: int, building_set: Any, seed: int,
                  start_player: int | None) -> State:
    cat = catalogue()
    rng = random.Random(seed)
    cards, public = choose(cat, building_set, rng)
    pop = population_deck(cat)
    rng.shuffle(pop)
    rng.shuffle(cards)
    if start_player is None:
        start_player = rng.randrange(players)
    g = blank(cat, players, rng, start_player)
    g.nun_row = pop[:5]
    for seat in range(players):
        for card in pop[5 + 5 * seat:10 + 5 * seat]:
            add_card(g.hands[seat], card)
    g.deck = list(reversed(pop[5 + 5 * players:]))  # top card last
    g.replacement = cards[:g.rules.replacement]
    g.building_deck = cards[g.rules.replacement:]
    g.set_public, g.in_play = public, tuple(cards)
    g.tasks = [("reveal",)]
    return g


def start_at(g: State, phase: str) -> None:
    """Queue the start of ``phase`` (explicit setups)."""
    from .phases import start_supply

    if phase == "reveal":
        g.tasks = [("reveal",)]
    elif phase == "supply":
        start_supply(g)
    else:
        g.supply_choice = [None] * g.players
        g.tasks = [("enter_start",)]
    g.pending = None


__all__ = ["Pending", "blank", "deal_standard", "population_deck", "start_at"]
