"""The Messenger's swaps are counted, not listed (issue 32): ``SwapPairs`` and the
``Listing`` around it read exactly as the flat list they replace, in the same order
(so a seed still picks the same action)."""

from __future__ import annotations

import random
from itertools import combinations

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.listing import Listing, SwapPairs

REGIONS = "abcdefgh"


def _flat(slots: list[tuple[str, int]]) -> list[Action]:
    return [new_action("messenger", (a, b)) for a, b in combinations(slots, 2)
            if a[0] != b[0] and a[1] != b[1]]


def test_swap_pairs_read_as_the_flat_list() -> None:
    rng = random.Random(1)
    for _ in range(500):
        picked = {(rng.choice(REGIONS), rng.randrange(5)) for _ in range(rng.randrange(25))}
        slots = sorted(picked, key=lambda s: (REGIONS.index(s[0]), s[1]))
        flat, pairs = _flat(slots), SwapPairs(slots)
        assert len(pairs) == len(flat)
        assert [pairs[i] for i in range(len(pairs))] == flat == list(pairs)
        assert all(a in pairs for a in flat[:8])
        if flat:
            assert pairs[-1] == flat[-1] and pairs[1:3] == flat[1:3]
            backwards = Action("messenger", (flat[0].args[1], flat[0].args[0]))
            assert backwards not in pairs


def test_a_listing_reads_as_its_parts_joined() -> None:
    slots = [("a", 0), ("a", 1), ("b", 0), ("c", 2), ("d", 1)]
    head, tail = [new_action("place", ("a", 1))], [new_action("move_plague", ("b",))]
    listing = Listing([head, SwapPairs(slots), [], tail])
    flat = head + _flat(slots) + tail
    assert len(listing) == len(flat) and list(listing) == flat and listing == flat
    assert [listing[i] for i in range(-len(flat), len(flat))] == flat + flat
    assert all(listing.index(a) == flat.index(a) for a in flat)
    assert listing.holds(head[0]) and not listing.holds(Action("place", ("a", 1)))


def test_a_messenger_game_lists_the_swaps_in_the_old_order() -> None:
    config = registry.get("rattus").config(4, "bigbox", {
        "cards": ["messenger", "knight", "merchant", "monk", "witch", "king", "peasant",
                  "nun"], "modules": []})
    rng = random.Random(4)
    seen = 0
    for seed in range(6):
        game = registry.new_game(config, seed)
        assert isinstance(game, Game)
        while not game.is_over:
            legal = game.legal_actions()
            if isinstance(legal, Listing):
                g = game.state
                slots = [(r, s) for r in g.regions for s, n in enumerate(g.pieces[r]) if n]
                swaps = [a for a in legal if a.type == "messenger"]
                assert swaps == _flat(slots)
                seen += 1
            game.apply(legal[rng.randrange(len(legal))])
    assert seen > 20
