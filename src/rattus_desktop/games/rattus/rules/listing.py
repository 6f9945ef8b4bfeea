"""Legal actions listed in parts, some of them lazy: the Messenger's swaps.

A Messenger may swap any two pieces of two players in two regions: with many pieces on
the board that is hundreds of pairs, of which a random game or a bot takes one. The
pairs are counted (``SwapPairs``: the number of pairs in one pass) and only the pair
asked for is built; ``Listing`` puts such a part between the plain lists in the very
order a flat list would have (so a seed picks the same action as before).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Sequence
from itertools import accumulate, chain, combinations, repeat
from operator import is_
from typing import TYPE_CHECKING, Any, overload

from rattus_desktop.games.rattus.rules.actions import Action, new_action

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Slot = tuple[str, int]  # (region, seat): a region holding pieces of that seat


class SwapPairs(Sequence[Action]):
    """``messenger`` actions for every two ``slots`` (board order) of two regions and
    two seats, in the order of ``itertools.combinations``; never all built at once."""

    __slots__ = ("_after", "_slots", "_starts", "_total")

    def __init__(self, slots: list[Slot]) -> None:
        self._slots = slots
        n = len(slots)
        seats: dict[int, int] = {}
        regions: dict[str, int] = {}
        after = [0] * n  # per slot: the pairs it opens (partners later in the list)
        for i in range(n - 1, -1, -1):
            region, seat = slots[i]
            after[i] = (n - 1 - i) - regions.get(region, 0) - seats.get(seat, 0)
            regions[region] = regions.get(region, 0) + 1
            seats[seat] = seats.get(seat, 0) + 1
        self._after = after
        self._starts = [0, *accumulate(after)]
        self._total = self._starts[-1]

    def __len__(self) -> int:
        return self._total

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._total))]
        if index < 0:
            index += self._total
        if not 0 <= index < self._total:
            raise IndexError("swap pair index out of range")
        i = bisect_right(self._starts, index) - 1
        while self._after[i] == 0:  # (a slot that opens no pair has an empty range)
            i += 1
        skip = index - self._starts[i]
        a = self._slots[i]
        for b in self._slots[i + 1:]:
            if b[0] != a[0] and b[1] != a[1]:
                if skip == 0:
                    return new_action("messenger", (a, b))
                skip -= 1
        raise AssertionError("the pair counts are inconsistent")  # pragma: no cover

    def __iter__(self) -> Iterator[Action]:
        return (new_action("messenger", (a, b)) for a, b in combinations(self._slots, 2)
                if a[0] != b[0] and a[1] != b[1])

    def __contains__(self, value: object) -> bool:
        if not (isinstance(value, tuple) and len(value) == 2 and value[0] == "messenger"):
            return False
        args = value[1]
        if not (isinstance(args, tuple) and len(args) == 2):
            return False
        a, b = args
        if a not in self._slots or b not in self._slots:
            return False
        return (self._slots.index(a) < self._slots.index(b) and a[0] != b[0]
                and a[1] != b[1])


class Listing(Sequence[Action]):
    """Parts (lists, ``SwapPairs``) read as one flat sequence, in order."""

    __slots__ = ("_parts", "_starts", "_total")

    def __init__(self, parts: list[Sequence[Action]]) -> None:
        self._parts = [p for p in parts if len(p)]
        self._starts = [0, *accumulate(len(p) for p in self._parts)]
        self._total = self._starts[-1]

    def __len__(self) -> int:
        return self._total

    @overload
    def __getitem__(self, index: int) -> Action: ...
    @overload
    def __getitem__(self, index: slice) -> list[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | list[Action]:
        if isinstance(index, slice):
            return list(self)[index]
        if index < 0:
            index += self._total
        if not 0 <= index < self._total:
            raise IndexError("legal action index out of range")
        part = bisect_right(self._starts, index) - 1
        return self._parts[part][index - self._starts[part]]

    def __iter__(self) -> Iterator[Action]:
        return chain.from_iterable(self._parts)

    def __contains__(self, value: object) -> bool:
        return any(value in part for part in self._parts)

    def holds(self, action: Action) -> bool:
        """True when ``action`` is the very object of a listed part (not a counted
        swap: those are built anew when asked for)."""
        return any(any(map(is_, part, repeat(action))) for part in self._parts
                   if type(part) is list)

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        if start or stop is not None:
            return list(self).index(value, start, stop if stop is not None else self._total)
        for offset, part in zip(self._starts, self._parts, strict=False):
            if value in part:
                return offset + (part.index(value) if isinstance(part, list) else
                                 _index_in(part, value))
        raise ValueError(f"{value!r} is not a legal action")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (like a list)

    def __repr__(self) -> str:
        return f"Listing({list(self)!r})"


def _index_in(part: Sequence[Action], value: Any) -> int:
    for i, action in enumerate(part):
        if action == value:
            return i
    raise ValueError(value)  # pragma: no cover - ``value in part`` was checked


def with_swaps(g: GameState, rules: Rules,
               out: list[Action]) -> tuple[list[Sequence[Action]] | None, list[Action]]:
    """Every ability's uses after ``out``, the Messenger's swaps as a part of their own:
    the parts before the last (None when there are no swaps) and the last list."""
    lazy: list[Sequence[Action]] | None = None
    for ability in rules.hooks["uses"]:
        part = ability.uses(g, rules)
        if type(part) is SwapPairs:  # counted, not listed
            lazy = [*(lazy or ()), out, part]
            out = []
        else:
            out.extend(part)
    return lazy, out
