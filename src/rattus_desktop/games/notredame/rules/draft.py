"""The card draft: keep one of three, pass two left; keep one of two, pass one left.

Picks are taken seat by seat; cards move only when every seat has picked (the
``pass`` steps). ``known[s][t]`` records what seat ``s`` passed to seat ``t``: the
cards ``s`` knows to be in ``t``'s offer or hand.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.events import Event

from .data import load
from .state import State


def legal(g: State, seat: int) -> list[Action]:
    offer = g.seats[seat].offer
    cards = [c for c in load().cards if c in offer]
    return [new_action("draft", (("card", c),)) for c in cards]


def apply(g: State, seat: int, f: dict[str, Any], ev: list[Event]) -> None:
    s = g.seats[seat]
    s.offer.remove(f["card"])
    s.hand.append(f["card"])
    ev.append(Event("draft", {"seat": seat}))
    ev.append(Event("kept", {"seat": seat, "card": f["card"]}, private_to=seat))


def pass_cards(g: State, pick: int, ev: list[Event]) -> None:
    """After pick 1 the offers move left; after pick 2 the last cards join left hands."""
    moving = [list(s.offer) for s in g.seats]
    for seat, cards in enumerate(moving):
        to = g.left(seat)
        if pick == 1:
            g.seats[to].offer = cards
            g.known[seat][to] = list(cards)
        else:
            g.seats[to].hand += cards
            g.seats[seat].offer = []
            g.known[seat][to] = _known_after_last_pass(g, seat, cards, moving[to])
        ev.append(Event("passed", {"from": seat, "to": to, "cards": cards},
                        private_to=seat))
        ev.append(Event("received", {"from": seat, "to": to, "cards": cards},
                        private_to=to))
    ev.append(Event("cards_passed", {"pick": pick}))


def _known_after_last_pass(g: State, seat: int, last: list[str],
                           back: list[str]) -> list[str]:
    """What ``seat`` knows of its left neighbour's hand after the last pass: the card
    it passed last. With two players the neighbour passed ``back`` to ``seat``, so the
    other card of the first pass is known to have stayed there too."""
    known = list(last)
    if g.players == 2:
        first = list(g.known[seat][g.left(seat)])
        for card in back:
            if card in first:
                first.remove(card)
        known += first
    return known
