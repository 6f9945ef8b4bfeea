"""The Universities module (Academia): the two universities, the markers, the event
deck revealed after each player's turn, the module's points.

Events (ruling 20): blank; discard a class card (seats from the start player holding
a card, each may return one to the supply: ``discard_class_card``); found a university
(green first: the strict majority there scores 1, a marker stays, the active player
moves the university to a region with neither university nor marker:
``move_university``; when none is free all markers go, the new one included); class
bonus (per card of that class held, 1 piece from reserve into a university region,
from the active player clockwise, mandatory while the reserve lasts: ``bonus_place``).
After the final plague one more "found a university" scores only (ruling 8).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.universities.state import (
    EventCard,
    UniversityState,
    event_deck,
)
from rattus_desktop.games.rattus.rules.modules.upgrades import upgrades
from rattus_desktop.games.rattus.rules.plague_cards_state import card_changed_hands

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

WHICH = ("green", "plain")
KEEP = Action("discard_class_card", (None,))  # listed first: keeping is the usual choice


def deal(regions: tuple[str, ...], players: int, rng: random.Random) -> UniversityState:
    """The 2 universities in two different random regions, the shuffled event deck."""
    green, plain = rng.sample(list(regions), 2)
    deck = list(event_deck())
    rng.shuffle(deck)
    return UniversityState(green, plain, [], deck, [0] * players, seen=[0] * players)


def state(g: GameState) -> UniversityState:
    st = g.mods.uni
    assert st is not None, "the universities module is not in this game"
    return st


def points(g: GameState, seat: int) -> int:
    st = g.mods.uni
    return 0 if st is None else st.points[seat]


def free_regions(g: GameState) -> list[str]:
    """Regions with neither a university nor a marker (board order)."""
    st = state(g)
    return [r for r in g.regions if r not in (st.green, st.plain) and r not in st.markers]


def university_regions(g: GameState) -> list[str]:
    st = state(g)
    return [r for r in g.regions if r in (st.green, st.plain)]


def events_available(g: GameState) -> bool:
    st = state(g)
    return bool(st.deck or st.discard)


def draw_event(g: GameState, ev: list[Event]) -> EventCard | None:
    """The top event card (the discards reshuffled, seeded, when the deck is out); None
    when there is none at all (an explicit setup's empty deck)."""
    st = state(g)
    if not st.deck:
        if not st.discard:
            return None
        reshuffle(g, ev)
    card = st.deck.pop()
    st.seen = [max(0, n - 1) for n in st.seen]
    return card


def reshuffle(g: GameState, ev: list[Event]) -> None:
    """The discards, shuffled, go under the deck (nobody knows their order)."""
    st = state(g)
    pile, st.discard = st.discard, []
    g.rng.shuffle(pile)
    st.deck[:0] = pile
    ev.append(Event("events_reshuffled", {"count": len(pile)}))


def _majority(pieces: list[int]) -> int | None:
    most = max(pieces)
    if most == 0 or pieces.count(most) > 1:
        return None
    return pieces.index(most)


def score_university(g: GameState, which: str, ev: list[Event]) -> str:
    st = state(g)
    region = st.where(which)
    seat = _majority(g.pieces[region])
    if seat is not None:
        st.points[seat] += 1
    ev.append(Event("university_scored", {"university": which, "region": region,
                                          "seat": seat}))
    return region


def clockwise(start: int, players: int) -> list[int]:
    return [(start + k) % players for k in range(players)]


# -- resolving an event -----------------------------------------------------------------
def start_event(g: GameState, rules: Rules, card: EventCard, active: int, back: str,
                ev: list[Event]) -> bool:
    """Resolve ``card`` after ``active``'s turn (``back``: "turn") or during their final
    turn ("final_turn"); True when it awaits decisions (it then goes back itself)."""
    st = state(g)
    st.active, st.back = active, back
    ev.append(Event("event_revealed", {"seat": active, **card.to_json()}))
    if card.kind == "discard_class_card":
        st.queue = [s for s in clockwise(g.start_player, g.players)
                    if any(h == s for h in g.holders.values())]
        return _ask_discard(g)
    if card.kind == "found_university":
        st.moving = list(WHICH)
        _found_next(g, ev)
        return True
    if card.kind == "class_bonus":
        assert card.cls is not None
        owed = {s: sum(1 for c in rules.cards_of_class.get(card.cls, ()) if g.holders[c] == s)
                for s in range(g.players)}
        st.queue = [s for s in clockwise(active, g.players) for _ in range(owed[s])]
        return _ask_bonus(g)
    return False


def _ask_discard(g: GameState) -> bool:
    st = state(g)
    st.queue = [s for s in st.queue if any(h == s for h in g.holders.values())]
    if not st.queue:
        return False
    decisions.await_decision(g, "discard_class_card", st.queue[0])
    return True


def _ask_bonus(g: GameState) -> bool:
    st = state(g)
    st.queue = [s for s in st.queue if g.reserve[s] > 0]
    if not st.queue:
        return False
    decisions.await_decision(g, "bonus_place", st.queue[0])
    return True


def _found_next(g: GameState, ev: list[Event]) -> None:
    """Score the next university, leave its marker, ask the active player to move it."""
    st = state(g)
    region = score_university(g, st.moving[0], ev)
    st.markers.append(region)
    if not free_regions(g):
        st.markers.clear()
        ev.append(Event("markers_cleared", {}))
    decisions.await_decision(g, "move_university", st.active)


def event_done(g: GameState, rules: Rules, ev: list[Event]) -> None:
    """Back to where the event came from: the end of the turn or the final turn."""

    st = state(g)
    st.queue, st.moving = [], []
    if st.back == "final_turn":
        decisions.await_decision(g, "final_turn", st.active)
        return
    decisions.await_decision(g, "actions", st.active)
    rules.driver.finish_turn(g, rules, ev)


class Universities(Ability):
    """The module's plug-in: set-up block, the event after each turn, its decisions."""

    id = "universities"
    action_types = ("discard_class_card", "move_university", "bonus_place")
    phases = action_types

    def usable(self, g: GameState) -> bool:
        return False

    def blocks_setup(self, g: GameState, region: str) -> bool:
        st = state(g)
        return region in (st.green, st.plain)

    def after_turn(self, g: GameState, rules: Rules, ev: list[Event]) -> bool:
        card = draw_event(g, ev)
        if card is None:
            return False
        state(g).discard.append(card)
        return start_event(g, rules, card, g.current, "turn", ev)

    def before_scoring(self, g: GameState, rules: Rules, ev: list[Event]) -> None:
        ev.append(Event("last_found_university", {}))
        for which in WHICH:
            score_university(g, which, ev)

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        if g.phase == "discard_class_card":
            held = [c for c in rules.cards if g.holders[c] == g.current]
            return [KEEP] + [new_action("discard_class_card", (c,)) for c in held]
        if g.phase == "move_university":
            return [new_action("move_university", (r,)) for r in free_regions(g)]
        return [new_action("bonus_place", (r,)) for r in university_regions(g)]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        st = state(g)
        seat = g.current
        if action.type == "discard_class_card":
            (card,) = action.args
            if card is not None:
                g.holders[card] = None
                card_changed_hands(g, card, ev)  # a disabled card is enabled again
                upgrades.changed_hands(g, card, ev)  # its tile returns to the supply
            ev.append(Event("class_card_discarded", {"seat": seat, "card": card}))
            st.queue.pop(0)
            paused = _ask_discard(g)
        elif action.type == "move_university":
            (to,) = action.args
            which = st.moving.pop(0)
            ev.append(Event("university_moved", {"seat": seat, "university": which,
                                                 "from": st.where(which), "to": to}))
            if which == "green":
                st.green = to
            else:
                st.plain = to
            paused = bool(st.moving)
            if paused:
                _found_next(g, ev)
        else:
            (region,) = action.args
            g.pieces[region][seat] += 1
            g.reserve[seat] -= 1
            ev.append(Event("bonus_placed", {"seat": seat, "region": region}))
            st.queue.pop(0)
            paused = _ask_bonus(g)
        if not paused:
            event_done(g, rules, ev)
