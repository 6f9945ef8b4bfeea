"""Listing the legal actions, and drawing one at random without listing them."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from math import prod
from typing import overload

from rattus_desktop.engine.actions import Action, new_action

from .choices import LIMIT, Kinds, class_kinds, exact_kinds, subsets
from .state import State, sorted_cards


def _layable(g: State, hand: dict[str, int]) -> dict[str, int]:
    return {c: n for c, n in hand.items() if ":" in c or c in g.cat.committable}


class EnterActions(Sequence[Action]):
    """The entry choices in listing order, built on demand (a hand has very many).

    Index ``b * per + j`` is building ``b`` with card choice ``j``: ``j`` read as a
    mixed-radix number over the kinds of cards (the first kind most significant), the
    order in which ``choices`` walks them; the Pass, when allowed, comes last.
    """

    __slots__ = ("_kinds", "_per", "_size", "_pass", "_last")

    def __init__(self, kinds: Kinds, per: int, rows: int, can_pass: bool) -> None:
        self._kinds = kinds
        self._per = per
        self._pass = can_pass
        self._size = per * rows + (1 if can_pass else 0)
        self._last: Action | None = None  # the action built last (see ``made``)

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(self._size))]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(index)
        return self._at(index)

    def __iter__(self) -> Iterator[Action]:
        return (self._at(i) for i in range(self._size))

    def made(self, action: Action) -> bool:
        """True when ``action`` is the object this listing built last."""
        return action is self._last

    def _at(self, index: int) -> Action:
        if self._pass and index == self._size - 1:
            action = new_action("pass")
        else:
            building, j = divmod(index, self._per)
            cards: list[str] = []
            for kind, n in reversed(self._kinds):
                j, k = divmod(j, n + 1)
                cards.extend(kind[:k])
            action = new_action("enter", (building, tuple(sorted(cards))))
        self._last = action
        return action


def _enter_listing(g: State, hand: dict[str, int], rows: int, can_pass: bool
                   ) -> tuple[EnterActions, bool]:
    layable = _layable(g, hand)
    per = max(1, LIMIT // max(1, rows))
    kinds = exact_kinds(layable)
    ways = prod(n + 1 for _k, n in kinds)
    if ways <= per:
        return EnterActions(kinds, ways, rows, can_pass), True
    kinds = class_kinds(layable)
    ways = prod(n + 1 for _k, n in kinds)
    return EnterActions(kinds, min(ways, per), rows, can_pass), False


def listing(g: State) -> tuple[Sequence[Action], bool]:
    """The legal actions now, and whether the list is complete (see ``choices``)."""
    p = g.pending
    if g.over or p is None:
        return [], True
    hand = g.hands[p.seat]
    if p.kind == "supply":
        return [new_action("supply", (i,)) for i in range(len(g.row))], True
    if p.kind == "look":
        return [new_action("look", (i,)) for i in range(5) if i not in p.chosen], True
    if p.kind in ("sword", "flute"):
        return [new_action(p.kind, (t,)) for t in p.targets], True
    if p.kind == "give":
        choices, complete = subsets(hand, p.count, p.count)
        return [new_action("give", (c,)) for c in choices], complete
    if p.kind == "hospital":
        choices, complete = subsets(hand, 0, p.count)
        return [new_action("hospital", (c,)) for c in choices], complete
    return _enter_listing(g, hand, len(g.row), p.can_pass)


def random_action(g: State, rng: random.Random, pass_chance: float = 0.2,
                  lay_chance: float = 0.5) -> Action:
    """A uniformly-ish random legal action, drawn directly (fast playouts)."""
    p = g.pending
    assert p is not None
    if p.kind == "supply":
        return new_action("supply", (rng.randrange(len(g.row)),))
    if p.kind == "look":
        return new_action("look", (rng.choice([i for i in range(5) if i not in p.chosen]),))
    if p.kind in ("sword", "flute"):
        return new_action(p.kind, (rng.choice(p.targets),))
    cards = sorted_cards(g.hands[p.seat])
    if p.kind == "give":
        return new_action("give", (tuple(sorted(rng.sample(cards, p.count))),))
    if p.kind == "hospital":
        k = rng.randint(0, p.count)
        return new_action("hospital", (tuple(sorted(rng.sample(cards, k))),))
    if p.can_pass and rng.random() < pass_chance:
        return new_action("pass")
    laid = tuple(c for c in cards if (":" in c or c in g.cat.committable)
                 and rng.random() < lay_chance)
    return new_action("enter", (rng.randrange(len(g.row)), laid))
