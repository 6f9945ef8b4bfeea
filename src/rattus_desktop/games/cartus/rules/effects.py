"""Small effects shared by every step: drawing, rats, piles, tracks, card returns."""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.events import Event

from .state import State, add_card

Events = list[Event]


# ``Event`` is a frozen slots dataclass; its __init__ goes through object.__setattr__
# per field. A game emits hundreds of events, so they are built through the slots
# directly (the same object, three times faster).
_EVENT_SLOTS: Any = Event
_new_event = object.__new__
_set_kind = _EVENT_SLOTS.kind.__set__
_set_data = _EVENT_SLOTS.data.__set__
_set_private = _EVENT_SLOTS.private_to.__set__


def emit(ev: Events, kind: str, private_to: int | None = None, **data: Any) -> None:
    event = _new_event(Event)
    _set_kind(event, kind)
    _set_data(event, data)
    _set_private(event, private_to)
    ev.append(event)


def draw(g: State, seat: int, n: int, ev: Events) -> None:
    """Draw ``n`` population cards; reshuffle the discard pile when the deck is empty."""
    drawn: list[str] = []
    for _ in range(n):
        if not g.deck:
            if not g.discard:
                break
            g.deck = g.discard
            g.discard = []
            g.rng.shuffle(g.deck)
            emit(ev, "reshuffle", cards=len(g.deck))
        card = g.deck.pop()
        add_card(g.hands[seat], card)
        drawn.append(card)
    emit(ev, "draw", seat=seat, count=len(drawn), lost=n - len(drawn))
    if drawn:
        emit(ev, "drawn", seat, seat=seat, cards=sorted(drawn))


def lose_rats(g: State, seat: int, n: int, ev: Events) -> int:
    lost = min(n, g.rats[seat])
    g.rats[seat] -= lost
    g.tally[seat] = max(0, g.tally[seat] - lost)
    emit(ev, "rats", seat=seat, change=-lost)
    return lost


def gain_rats(g: State, seat: int, n: int, ev: Events) -> None:
    g.rats[seat] += n
    g.tally[seat] += n
    emit(ev, "rats", seat=seat, change=n)


def take(g: State, seat: int, pile: str, n: int, ev: Events) -> None:
    got = min(n, g.piles[pile])
    g.piles[pile] -= got
    if got:
        add_card(g.hands[seat], pile, got)
    emit(ev, "take", seat=seat, pile=pile, count=got)


def put_back(g: State, card: str) -> None:
    """A card leaving a hand or a building: population to the discard, others to piles."""
    if card in g.piles:
        g.piles[card] += 1
    else:
        g.discard.append(card)


def advance_disc(g: State, seat: int, cls: str, n: int, ev: Events) -> None:
    """Move up ``n`` spaces, ending on top of the discs there (n = 0: stay put)."""
    if n <= 0:
        return
    g.track[cls][seat] += n
    g.clock += 1
    g.stamp[cls][seat] = g.clock
    emit(ev, "influence", seat=seat, cls=cls, by=n, value=g.track[cls][seat])
