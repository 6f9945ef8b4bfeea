"""Cartus and Notre Dame never peek: with everything a seat cannot see dealt again in
the true state (``poison``), its view is equal and the easy and search bots decide the
same. The control: a search bot whose worlds are the true game (it reads the hidden
state) is caught by the same check."""

from __future__ import annotations

import random
from typing import Any

import pytest

from rattus_desktop.bots import make_bot
from rattus_desktop.engine import registry
from rattus_desktop.games.notredame.rules.summary import in_data_order

from .hidden_parts import BY_NAME, Peeking, differs, search_bot
from .poison import poison_cartus, poison_notredame

POISON = {"cartus": poison_cartus, "notredame": poison_notredame}
NAMES = list(POISON)


def _positions(name: str, seeds: range, every: int) -> list[tuple[Any, int]]:
    return BY_NAME[name].positions(seeds, every)


def _redacted(view: Any) -> object:
    """Notre Dame's redacted state (``compare=False`` in the view), as a comparable key."""
    r = view.redacted
    return (repr([(s.deck, s.offer, s.hand, s.discarded) for s in r.seats]), r.markets,
            r.brown_deck, r.gray_deck, r.known, r.rng.getstate())


@pytest.mark.parametrize("name", NAMES)
def test_the_view_is_blind_to_poisoned_hidden_values(name: str) -> None:
    checked = 0
    for game, _ in _positions(name, range(2), every=11):
        for seat in range(game.players if name == "cartus" else game.state.players):
            view = game.view(seat)
            for k in range(2):
                poisoned = POISON[name](game, seat, random.Random(k)).view(seat)
                assert poisoned == view
                if name == "notredame":
                    assert _redacted(poisoned) == _redacted(view)
            checked += 1
    assert checked >= 40


@pytest.mark.parametrize("name", NAMES)
def test_poisoning_changes_every_hidden_part(name: str) -> None:
    """The poison really deals the hidden parts again (else the tests prove nothing)."""
    kind = BY_NAME[name]
    tally = {part: [0, 0] for part in kind.parts}
    for game, seat in _positions(name, range(2), every=9):
        worlds = [POISON[name](game, seat, random.Random(k)) for k in range(4)]
        for part, moved in differs(kind.parts, game, seat, worlds).items():
            if moved is not None:
                tally[part][0] += moved
                tally[part][1] += 1
    for part, (moved, compared) in tally.items():
        assert compared >= 3 and moved >= 0.8 * compared, (part, moved, compared)


def test_notredame_keeps_no_order_of_the_seats_own_deck() -> None:
    for game, seat in _positions("notredame", range(1), every=5):
        deck = game.state.seats[seat].deck
        assert game.view(seat).redacted.seats[seat].deck == in_data_order(deck)


def _bot(name: str, level: str) -> Any:
    return make_bot(name, "easy", 9) if level == "easy" else search_bot(name, 9, 8)


@pytest.mark.parametrize("level", ["easy", "search"])
@pytest.mark.parametrize("name", NAMES)
def test_choices_ignore_poisoned_hidden_values(name: str, level: str) -> None:
    checked = 0
    for game, seat in _positions(name, range(1), every=13):
        first = _bot(name, level).choose(game.view(seat))
        for k in range(2):
            poisoned = POISON[name](game, seat, random.Random(k))
            assert _bot(name, level).choose(poisoned.view(seat)) == first
        checked += 1
    assert checked >= 6


@pytest.mark.parametrize("name", NAMES)
def test_a_bot_that_reads_the_true_state_is_caught(name: str) -> None:
    """The control: the same check fails for a search that sees the hidden state."""
    policy = registry.get(name).load_bot_policy()
    caught = 0
    for game, seat in _positions(name, range(1), every=13):
        first = search_bot(name, 9, 8, Peeking(policy, game)).choose(game.view(seat))
        for k in range(2):
            poisoned = POISON[name](game, seat, random.Random(k))
            cheat = search_bot(name, 9, 8, Peeking(policy, poisoned))
            caught += cheat.choose(poisoned.view(seat)) != first
    assert caught >= 1
