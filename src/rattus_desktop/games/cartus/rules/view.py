"""What one seat knows, and nothing more; ``sample`` deals a full game from it."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig

from .state import Pending, State, Task, sorted_cards

if TYPE_CHECKING:
    from .game import CartusGame


@dataclass(frozen=True)
class SlotView:
    card: str
    building: str
    entrants: tuple[int, ...]
    counts: tuple[int, ...]  # cards laid, per entrant (public at once)
    cards: tuple[tuple[str, ...] | None, ...]  # faces, per entrant, when this seat sees them
    revealed: bool
    cleared: bool


@dataclass(frozen=True)
class CartusView:
    config: GameConfig
    seat: int | None
    players: int
    phase: str
    current_player: int | None
    legal_actions: tuple[Action, ...]
    pending: Pending | None
    tasks: tuple[Task, ...]  # the public rest of the resolution
    round: int
    last_round: bool
    start_player: int
    row: tuple[SlotView, ...]
    building_deck: int
    replacement: int
    out: tuple[str, ...]
    in_play: tuple[str, ...] | None  # the 30 building cards, when public
    tracks: tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]  # class, values, stamps
    hand_sizes: tuple[int, ...]
    hand: tuple[str, ...] | None  # this seat's hand
    rats: int | None  # this seat's rats
    rats_estimate: tuple[int, ...]  # rats as a note-keeper counts them (for sampling)
    vp: tuple[int, ...]
    nun_row: tuple[str | None, ...]  # faces this seat has seen (all at game over)
    known: tuple[tuple[int, ...], ...]  # who looked at which position (public)
    deck: int
    discard: tuple[str, ...]
    piles: tuple[tuple[str, int], ...]
    supply_choice: tuple[int | None, ...]
    queue: tuple[int, ...]
    entered: tuple[int, ...]
    round_premium: int | None
    resolving: int | None
    over: bool

    def sample(self, rng: random.Random) -> CartusGame:
        from .sample import sample

        return sample(self, rng)



def _slot(g: State, slot_index: int, seat: int | None) -> SlotView:
    s = g.row[slot_index]
    faces = tuple(tuple(sorted(s.laid[e])) if s.revealed or e == seat else None
                  for e in s.entrants)
    return SlotView(s.card, s.building, tuple(s.entrants),
                    tuple(len(s.laid[e]) for e in s.entrants), faces, s.revealed, s.cleared)


def make_view(game: CartusGame, seat: int | None) -> CartusView:
    g = game.state
    p = None if g.over else g.pending
    mine = seat is not None and p is not None and p.seat == seat
    nuns = tuple(c if g.over or (seat is not None and i in g.known[seat]) else None
                 for i, c in enumerate(g.nun_row))
    return CartusView(
        config=game.config, seat=seat, players=g.players, phase=game.phase,
        current_player=game.current_player,
        legal_actions=tuple(game.legal_actions()) if mine else (), pending=p,
        tasks=tuple(g.tasks), round=g.round, last_round=g.last_round,
        start_player=g.start_player, row=tuple(_slot(g, i, seat) for i in range(len(g.row))),
        building_deck=len(g.building_deck), replacement=len(g.replacement),
        out=tuple(g.out), in_play=g.in_play if g.set_public else None,
        tracks=tuple((c, tuple(g.track[c]), tuple(g.stamp[c])) for c in g.cat.classes),
        hand_sizes=tuple(g.hand_size(s) for s in range(g.players)),
        hand=tuple(sorted_cards(g.hands[seat])) if seat is not None else None,
        rats=g.rats[seat] if seat is not None else None, rats_estimate=tuple(g.tally),
        vp=tuple(g.vp), nun_row=nuns, known=tuple(tuple(sorted(k)) for k in g.known),
        deck=len(g.deck), discard=tuple(sorted(g.discard)), piles=tuple(g.piles.items()),
        supply_choice=tuple(g.supply_choice), queue=tuple(g.queue),
        entered=tuple(g.entered), round_premium=g.round_premium, resolving=g.resolving,
        over=g.over)
