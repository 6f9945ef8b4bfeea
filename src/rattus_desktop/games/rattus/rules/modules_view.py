"""What one seat knows of the Region cards and Universities modules, and dealing the
rest again for a sampled world (bots).

Hidden: other seats' hands, the region deck's order, the Astronomer's draw (to all
but the drawer), the event deck's order (but the top cards a seat put back with the
Professor) and the Professor's look (to all but the Professor).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rattus_desktop.games.rattus.rules.modules.region_cards.state import (
    RegionCard,
    RegionCardsState,
)
from rattus_desktop.games.rattus.rules.modules.state import ModulesState
from rattus_desktop.games.rattus.rules.modules.universities.state import EventCard, UniversityState
from rattus_desktop.games.rattus.rules.state import GameState


@dataclass(frozen=True)
class ModulesView:
    state: ModulesState  # the hidden parts left empty
    hand_sizes: tuple[int, ...] = ()
    region_deck: int = 0
    drawn: int = 0  # hidden drawn region cards
    region_pool: tuple[RegionCard, ...] = ()  # every region card this seat cannot see
    event_deck: int = 0
    looked: int = 0  # hidden looked-at event cards
    event_pool: tuple[EventCard, ...] = ()  # every event card this seat cannot see


def make_modules_view(g: GameState, seat: int | None) -> ModulesView | None:
    if g.mods.cards is None and g.mods.uni is None:
        return None
    out = ModulesView(ModulesState())
    if g.mods.cards is not None:
        out = _cards_view(g, g.mods.cards, seat, out)
    if g.mods.uni is not None:
        out = _events_view(g, g.mods.uni, seat, out)
    return out


def _cards_view(g: GameState, st: RegionCardsState, seat: int | None,
                out: ModulesView) -> ModulesView:
    masked = st.copy()
    hidden = list(st.deck)
    for s, hand in enumerate(st.hands):
        if s != seat:
            hidden += hand
            masked.hands[s] = []
    masked.deck = []
    drawn_hidden = not st.drawn_public and seat != g.current
    if drawn_hidden:
        hidden += st.drawn
        masked.drawn = []
    out.state.cards = masked
    return ModulesView(out.state, tuple(len(h) for h in st.hands), len(st.deck),
                       len(st.drawn) if drawn_hidden else 0,
                       tuple(sorted(hidden, key=RegionCard.key)))


def _events_view(g: GameState, st: UniversityState, seat: int | None,
                 out: ModulesView) -> ModulesView:
    masked = st.copy()
    known = min(st.seen[seat], len(st.deck)) if seat is not None else 0
    cut = len(st.deck) - known
    hidden = list(st.deck[:cut])
    masked.deck = list(st.deck[cut:])
    looked_hidden = seat != g.current
    if looked_hidden:
        hidden += st.looked
        masked.looked = []
    out.state.uni = masked
    return ModulesView(out.state, out.hand_sizes, out.region_deck, out.drawn, out.region_pool,
                       len(st.deck), len(st.looked) if looked_hidden else 0,
                       tuple(sorted(hidden, key=EventCard.key)))


def deal_hidden(view: ModulesView | None, seat: int | None,
                rng: random.Random) -> ModulesState:
    """A full modules state consistent with ``view`` (hidden cards dealt from ``rng``)."""
    if view is None:
        return ModulesState()
    out = ModulesState()
    if view.state.cards is not None:
        st = view.state.cards.copy()
        pool = list(view.region_pool)
        rng.shuffle(pool)
        for s, size in enumerate(view.hand_sizes):
            if s != seat:
                st.hands[s] = [pool.pop() for _ in range(size)]
        if view.drawn:
            st.drawn = [pool.pop() for _ in range(view.drawn)]
        st.deck = pool
        out.cards = st
    if view.state.uni is not None:
        uni = view.state.uni.copy()
        events = list(view.event_pool)
        rng.shuffle(events)
        if view.looked:
            uni.looked = [events.pop() for _ in range(view.looked)]
        uni.deck = events + uni.deck
        out.uni = uni
    return out
