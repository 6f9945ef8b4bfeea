"""Every game's sampled worlds deal again everything the view hides: in each hidden part
(per game, ``hidden_parts``) the worlds differ from the true state at most positions.
A sampler that copied a hidden part through from the true state would be caught, as
the control shows (the true game itself as the only world)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from rattus_desktop.engine import registry

from .hidden_parts import BY_NAME, KINDS, Kind, differs

WORLDS = 6
#: share of the positions where a part is not empty at which some world must differ
SHARE = 0.8


def _samplers(kind: Kind) -> dict[str, Callable[[Any], Callable[[random.Random], Any]]]:
    """The view's own sampler and the policy's search sampler, if it has one."""
    out: dict[str, Callable[[Any], Callable[[random.Random], Any]]] = {
        "view.sample": lambda view: view.sample}
    policy = registry.get(kind.game_id).load_bot_policy()
    if hasattr(policy, "sampler"):
        out["policy.sampler"] = policy.sampler
    return out


def _rates(kind: Kind, make: Callable[[Any], Callable[[random.Random], Any]],
           truth_only: bool = False) -> dict[str, tuple[int, int]]:
    """Per hidden part: (positions where some world differs, positions compared)."""
    tally: dict[str, list[int]] = {name: [0, 0] for name in kind.parts}
    for game, seat in kind.positions(range(2), every=9):
        sample = make(game.view(seat))
        worlds = ([game.copy()] if truth_only else
                  [sample(random.Random(k)) for k in range(WORLDS)])
        for name, moved in differs(kind.parts, game, seat, worlds).items():
            if moved is not None:
                tally[name][0] += moved
                tally[name][1] += 1
    return {name: (d, n) for name, (d, n) in tally.items()}


@pytest.mark.parametrize("name", [k.name for k in KINDS])
def test_sampled_worlds_deal_every_hidden_part_again(name: str) -> None:
    kind = BY_NAME[name]
    for sampler, make in _samplers(kind).items():
        rates = _rates(kind, make)
        for part, (moved, compared) in rates.items():
            assert compared >= 3, (name, part, "too few positions to judge")
            assert moved >= SHARE * compared, (name, sampler, part, moved, compared)


@pytest.mark.parametrize("name", [k.name for k in KINDS])
def test_a_sampler_that_copies_the_truth_is_caught(name: str) -> None:
    """The control: worlds equal to the true game fail the check in every part."""
    kind = BY_NAME[name]
    rates = _rates(kind, lambda view: view.sample, truth_only=True)
    assert all(moved == 0 and compared >= 3 for moved, compared in rates.values()), rates
