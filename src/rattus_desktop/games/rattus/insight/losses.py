"""Why pieces were lost: each loss of a plague phase told as ids and data (Qt-free).

``explain_losses(before, events)`` reads the public view *before* a step and that
step's public events (``token_revealed``, ``pieces_lost``, …) and returns one
``LossNote`` per loss: which token (its face, the population it met, the number it
needed), which rule (``cause``: ``"majority"``, ``"all"`` or a class id), how many
pieces, and what would have saved them (``Saver`` ids with their data):

- ``fewer_pieces`` {fewer}: that many fewer pieces in the region and the token would
  not have broken out (offered when the seat had that many there itself);
- ``not_majority`` {fewer, other}: that many fewer pieces and the majority icon would
  have hit ``other`` (the strongest other seat there) instead;
- ``tied`` {others}: tied for the most with ``others``: one piece fewer and only they
  would have lost;
- ``no_card`` {cards}: the cards of that class the seat held; without them the symbol
  would have spared it;
- ``monk`` {holder}: the Monk could have moved this face-down token away (a
  neighbouring region had room); ``holder`` its holder then (None: in the display).

``loss_summary(notes, players)`` sums the notes per seat and cause for the log line.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rattus_desktop.engine.events import Event
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.resolve import outbreak_extra
from rattus_desktop.games.rattus.rules.tokens import Face
from rattus_desktop.games.rattus.rules.view import PlayerView


@dataclass(frozen=True)
class Saver:
    id: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class LossNote:
    seat: int
    region: str
    uid: int
    face: Face
    cause: str  # "majority", "all" or a class id
    count: int
    pop: int  # the population the token met
    needed: int  # the population it needed to break out (n + the Nuns' extra)
    pieces: tuple[int, ...]  # everyone's pieces there when the token was revealed
    savers: tuple[Saver, ...]


@dataclass
class _Reveal:
    region: str
    uid: int
    face: Face
    pop: int
    pieces: tuple[int, ...]


def explain_losses(before: PlayerView, events: Sequence[Event]) -> list[LossNote]:
    """One note per ``pieces_lost`` that a revealed token caused in ``events``."""
    world = before.sample(random.Random(0))
    assert isinstance(world, Game)
    pieces = {r: list(p) for r, p in before.pieces.items()}
    reveal: _Reveal | None = None
    notes: list[LossNote] = []
    for event in events:
        d = event.data
        if event.kind == "token_revealed":
            reveal = _Reveal(d["region"], d["uid"], Face.from_json(d["face"]), d["pop"],
                             tuple(pieces[d["region"]]))
        elif event.kind == "pieces_lost":
            if reveal is not None and d["region"] == reveal.region:
                notes.append(_note(before, world, reveal, d))
            pieces[d["region"]][d["seat"]] -= d["count"]
        else:
            _track(pieces, event)
    return notes


def _track(pieces: dict[str, list[int]], event: Event) -> None:
    """Pieces that came or went otherwise in the same step."""
    d = event.data
    if event.kind == "placed":
        pieces[d["region"]][d["seat"]] += d["count"]
    elif event.kind == "merchant_moved":
        pieces[d["from"]][d["seat"]] -= d["count"]
        pieces[d["to"]][d["seat"]] += d["count"]


def _note(before: PlayerView, world: Game, reveal: _Reveal, d: dict[str, Any]) -> LossNote:
    seat, cause = d["seat"], d["cause"]
    needed = reveal.face.n + outbreak_extra(world.state, world.rules, reveal.region)
    savers: list[Saver] = []
    fewer = reveal.pop - needed + 1
    if 0 < fewer <= reveal.pieces[seat]:
        savers.append(Saver("fewer_pieces", {"fewer": fewer}))
    if cause == "majority":
        savers += _majority_savers(reveal.pieces, seat)
    elif cause != "all":
        cards = [c for c in world.rules.cards_of_class.get(cause, ())
                 if before.holders.get(c) == seat]
        if cards:
            savers.append(Saver("no_card", {"cards": cards}))
    if _monk_could_move(before, world, reveal.region, reveal.uid):
        savers.append(Saver("monk", {"holder": before.holders.get("monk")}))
    return LossNote(seat, reveal.region, reveal.uid, reveal.face, cause, d["count"],
                    reveal.pop, needed, reveal.pieces, tuple(savers))


def _majority_savers(pieces: tuple[int, ...], seat: int) -> list[Saver]:
    mine = pieces[seat]
    others = [(p, s) for s, p in enumerate(pieces) if s != seat and p > 0]
    if not others:
        return []
    best = max(p for p, _ in others)
    if best == mine:
        return [Saver("tied", {"others": [s for p, s in others if p == best]})]
    other = min(s for p, s in others if p == best)
    return [Saver("not_majority", {"fewer": mine - best + 1, "other": other})]


def _monk_could_move(before: PlayerView, world: Game, region: str, uid: int) -> bool:
    """The Monk is in this game, the token lay there before the step (not spread by
    this plague phase) and a neighbour of ``region`` had room for it."""
    rules = world.rules
    if "monk" not in before.holders or all(t.uid != uid for t in before.tokens[region]):
        return False
    return any(len(before.tokens[n]) < rules.max_tokens and n not in before.bishops
               for n in rules.near[region])


def loss_summary(notes: Sequence[LossNote], players: int) -> list[dict[str, int]]:
    """Per seat: pieces lost per cause (an empty dict: none lost)."""
    out: list[dict[str, int]] = [{} for _ in range(players)]
    for note in notes:
        out[note.seat][note.cause] = out[note.seat].get(note.cause, 0) + note.count
    return out
