"""Choosing cards from a hand: every multiset of a size range, with a cap.

A hand of many different cards has very many subsets. Up to ``LIMIT`` of them are
all listed; beyond it, population cards of one class are collapsed to the
lowest-nun ones (the nuns of a card change no rule outside the nun row), and
beyond that the listing is cut at ``LIMIT`` (``complete`` is then False).
"""

from __future__ import annotations

from collections.abc import Iterator

LIMIT = 600

Kinds = list[tuple[tuple[str, ...], int]]  # (cards taken in order, how many there are)


def _ways(kinds: Kinds, lo: int, hi: int) -> int:
    poly = [1]
    for _cards, n in kinds:
        nxt = [0] * (len(poly) + n)
        for i, c in enumerate(poly):
            if c:
                for k in range(n + 1):
                    nxt[i + k] += c
        poly = nxt
    return sum(poly[lo:hi + 1])


def _walk(kinds: Kinds, i: int, lo: int, hi: int, acc: list[str]) -> Iterator[tuple[str, ...]]:
    if i == len(kinds):
        if lo <= len(acc) <= hi:
            yield tuple(sorted(acc))
        return
    cards, n = kinds[i]
    rest = sum(m for _c, m in kinds[i + 1:])
    for k in range(n + 1):
        size = len(acc) + k
        if size > hi:
            break
        if size + rest < lo:
            continue
        acc.extend(cards[:k])
        yield from _walk(kinds, i + 1, lo, hi, acc)
        del acc[len(acc) - k:]


def exact_kinds(hand: dict[str, int]) -> Kinds:
    return [((c,) * n, n) for c, n in sorted(hand.items())]


def class_kinds(hand: dict[str, int]) -> Kinds:
    groups: dict[str, list[str]] = {}
    for card in sorted(hand, key=lambda c: (c.partition(":")[0], c)):
        groups.setdefault(card.partition(":")[0], []).extend([card] * hand[card])
    return [(tuple(cards), len(cards)) for _k, cards in sorted(groups.items())]


def subsets(hand: dict[str, int], lo: int, hi: int,
            limit: int = LIMIT) -> tuple[list[tuple[str, ...]], bool]:
    """Sorted card tuples taken from ``hand`` with lo..hi cards, and whether all are listed."""
    kinds = exact_kinds(hand)
    if _ways(kinds, lo, hi) <= limit:
        return list(_walk(kinds, 0, lo, hi, [])), True
    kinds = class_kinds(hand)
    out: list[tuple[str, ...]] = []
    for choice in _walk(kinds, 0, lo, hi, []):
        out.append(choice)
        if len(out) >= limit:
            break
    return out, False
