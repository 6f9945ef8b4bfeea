"""Listing the legal actions, and drawing one at random without listing them."""

from __future__ import annotations

import random

from rattus_desktop.engine.actions import Action, new_action

from .choices import LIMIT, subsets
from .state import State, sorted_cards


def _layable(g: State, hand: dict[str, int]) -> dict[str, int]:
    return {c: n for c, n in hand.items() if ":" in c or c in g.cat.committable}


def listing(g: State) -> tuple[list[Action], bool]:
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
    layable = _layable(g, hand)
    per = max(1, LIMIT // max(1, len(g.row)))
    choices, complete = subsets(layable, 0, sum(layable.values()), per)
    out = [new_action("enter", (i, c)) for i in range(len(g.row)) for c in choices]
    if p.can_pass:
        out.append(new_action("pass"))
    return out, complete


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
