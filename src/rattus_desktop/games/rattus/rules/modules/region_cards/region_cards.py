"""The Region cards module (Africanus): hands, the reaction window before each reveal,
covered class cards, drawing (Astronomer, Explorer) and the end scoring.

Ruling 18: before each reveal of a resolution a window is offered seat by seat, from
the active player (in the final plague: from the triggering player's left), to the
seats with pieces in the region, a fitting card in hand and an uncovered class card
it fits; a seat may play several cards (``region_card``) before it passes (``pass``).
A played card covers one class card: it costs no pieces for class symbols until the
resolution is over (a turn's plague phase; one region of the final plague), then
the played cards are discarded. Scoring: each card in hand at the end scores 1 when
its owner has the most pieces (ties count, at least one) in its region (ruling 17).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.abilities.crusader import picking
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.region_cards.state import (
    RegionCard,
    RegionCardsState,
    region_cards,
)

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

HAND_SIZE = 3
PASS = Action("pass", ())


def cards_in_play(regions: tuple[str, ...]) -> list[RegionCard]:
    present = set(regions)
    return [c for c in region_cards() if c.region in present]


def deal(regions: tuple[str, ...], players: int, rng: random.Random) -> RegionCardsState:
    """Shuffle the cards of the regions in play and deal 3 to each seat."""
    deck = cards_in_play(regions)
    rng.shuffle(deck)
    hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(players)]
    return RegionCardsState(hands, deck)


def state(g: GameState) -> RegionCardsState:
    st = g.mods.cards
    assert st is not None, "the region cards module is not in this game"
    return st


def draw(g: GameState, count: int, ev: list[Event]) -> list[RegionCard]:
    """Up to ``count`` cards from the deck, the discards reshuffled (seeded) when it is
    out (ruling 19: what is left)."""
    st = state(g)
    out: list[RegionCard] = []
    while len(out) < count:
        if not st.deck:
            if not st.discard:
                break
            st.deck, st.discard = st.discard, []
            g.rng.shuffle(st.deck)
            ev.append(Event("region_deck_reshuffled", {"count": len(st.deck)}))
        out.append(st.deck.pop())
    return out


def can_draw(g: GameState) -> bool:
    st = state(g)
    return bool(st.deck or st.discard)


def end_points(g: GameState, seat: int) -> int:
    """Unplayed cards whose region holds the most pieces of their owner (ties count)."""
    st = g.mods.cards
    if st is None:
        return 0
    points = 0
    for card in st.hands[seat]:
        pieces = g.pieces.get(card.region)
        if pieces and pieces[seat] > 0 and pieces[seat] == max(pieces):
            points += 1
    return points


# -- the reaction window -----------------------------------------------------------------
def _fits(g: GameState, rules: Rules, seat: int) -> list[Action]:
    """The plays open to ``seat``: a card of its hand onto one of its uncovered cards."""
    st = state(g)
    hand = st.hands[seat]
    out: list[Action] = []
    for card in rules.cards:
        if g.holders[card] != seat or card in st.covers:
            continue
        cls = rules.card_class[card]
        out += [new_action("region_card", (i, card)) for i, rc in enumerate(hand)
                if rc.fits(cls)]
    return out


def eligible(g: GameState, rules: Rules, seat: int, region: str) -> bool:
    return g.pieces[region][seat] > 0 and bool(_fits(g, rules, seat))


def window_start(g: GameState) -> int:
    """The active player; in the final plague, the triggering player's left (ruling 8)."""
    if g.final is not None:
        return (g.final.trigger + 1) % g.players
    return g.current


def resuming(g: GameState, region: str) -> bool:
    """True when ``region``'s resolution was paused by a window (and now goes on)."""
    st = g.mods.cards
    return st is not None and st.resolving == region


def continue_resolution(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """The window is over: back to where the resolution stopped. A Crusader's pick
    awaits again (its next window opens before the next pick); else the resolution
    goes on (the final plague's, or the turn's)."""

    if picking(g):
        st = state(g)
        st.held, st.resolving = False, None
    elif g.final is not None:
        rules.driver.resume_final_plague(g, rules, ev)
    else:
        rules.driver.resume_resolution(g, rules, ev)


class RegionCards(Ability):
    """The module's plug-in: its hooks on the core steps and the window's decisions."""

    id = "region_cards"
    action_types = ("region_card", "pass")
    phases = ("region_card",)

    def usable(self, g: GameState) -> bool:
        return False

    def before_reveal(self, g: GameState, rules: Rules, region: str) -> bool:
        st = state(g)
        if st.held:  # this reveal's window is over: reveal now
            st.held = False
            st.resolving = None
            return False
        start = window_start(g)
        seats = [s for s in ((start + k) % g.players for k in range(g.players))
                 if eligible(g, rules, s, region)]
        if not seats:
            st.resolving = None
            return False
        st.window, st.back, st.resolving = seats, (g.phase, g.current), region
        decisions.await_decision(g, "region_card", seats[0])
        return True

    def covers(self, g: GameState, card: str) -> bool:
        return card in state(g).covers

    def resolution_over(self, g: GameState, rules: Rules, ev: list[Event]) -> None:
        st = state(g)
        if st.covers:
            ev.append(Event("region_cards_discarded", {"cards": sorted(st.covers)}))
            st.discard += st.covers.values()
            st.covers.clear()

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        return _fits(g, rules, g.current) + [PASS]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = state(g)
        if action.type == "region_card":
            index, card = action.args
            played = st.hands[g.current].pop(index)
            st.covers[card] = played
            ev.append(Event("region_card_played", {"seat": g.current, "card": played.to_json(),
                                                   "on": card}))
            return
        ev.append(Event("region_card_passed", {"seat": g.current}))
        region = st.resolving
        assert region is not None
        st.window.pop(0)
        while st.window and not eligible(g, rules, st.window[0], region):
            st.window.pop(0)
        if st.window:
            decisions.await_decision(g, "region_card", st.window[0])
            return
        assert st.back is not None
        phase, seat = st.back
        st.back, st.held = None, True
        decisions.await_decision(g, phase, seat)
        continue_resolution(g, rules, ev)
