"""The Cartus heuristic: one-step choices of supply, looks, entry, targets and gifts
(the easy level, the search's anchor and most rollout moves)."""

from __future__ import annotations

import random

from rattus_desktop.engine.actions import Action, new_action

from ..rules.state import State, sorted_cards

SAFETY_MARGIN = 2  # rats below the nun total a seat wants before the end
RAT_BUILDINGS = ("monastery", "hospital")
LOW_VALUE = ("pass", "flute", "sword")  # given before population cards and jokers


def _supply_worth(g: State, seat: int, index: int) -> float:
    group = g.cat.groups[g.cat.supply_of[g.row[index].card]]
    worth = 0.0
    for icon, n in group:
        if icon == "draw":
            worth += n
        elif icon == "rat":
            worth += 2.5 if g.rats[seat] > _known_nuns(g, seat) - SAFETY_MARGIN else 1.0
        else:
            worth += 1.5 if len(g.known[seat]) < 5 else 0.2
    return worth


def _known_nuns(g: State, seat: int) -> float:
    """The nun total as the seat estimates it: seen cards, 2 for each unseen one."""
    known = g.known[seat]
    return sum(int(c.partition(":")[2]) if i in known else 2.0
               for i, c in enumerate(g.nun_row))


def _entry(g: State, seat: int) -> Action:
    """The building where the most cards of its class (and jokers) can go; lay them."""
    hand = sorted_cards(g.hands[seat])
    best, best_worth = 0, -1.0
    best_cards: tuple[str, ...] = ()
    for i, slot in enumerate(g.row):
        cls = g.cat.buildings[slot.building].cls
        cards = tuple(c for c in hand if c.startswith(cls + ":") or c == "joker")
        if slot.entrants and "sword" in hand:
            cards += ("sword",)
        worth = len(cards) + 0.3 * (slot.building in ("palace", "monastery", "farm"))
        if slot.building in RAT_BUILDINGS and g.rats[seat] > _known_nuns(g, seat) - SAFETY_MARGIN:
            worth += 1.5
        if worth > best_worth:
            best, best_cards, best_worth = i, cards, worth
    return new_action("enter", (best, tuple(sorted(best_cards))))


def entry_variants(g: State, seat: int) -> list[Action]:
    """Per building: its class cards and jokers, the same with a Sword, and no cards."""
    hand = sorted_cards(g.hands[seat])
    out: list[Action] = []
    for i, slot in enumerate(g.row):
        cls = g.cat.buildings[slot.building].cls
        cards = tuple(c for c in hand if c.startswith(cls + ":") or c == "joker")
        out.append(new_action("enter", (i, cards)))
        if "sword" in hand:
            out.append(new_action("enter", (i, tuple(sorted(cards + ("sword",))))))
        out.append(new_action("enter", (i, ())))
    return out


def _give(g: State, seat: int, count: int) -> tuple[str, ...]:
    hand = sorted_cards(g.hands[seat])
    hand.sort(key=lambda c: (c not in LOW_VALUE, c in ("gold", "joker"), c))
    return tuple(sorted(hand[:count]))


def heuristic(g: State, rng: random.Random) -> Action:
    p = g.pending
    assert p is not None
    seat = p.seat
    if p.kind == "supply":
        worths = [_supply_worth(g, seat, i) for i in range(len(g.row))]
        return new_action("supply", (worths.index(max(worths)),))
    if p.kind == "look":
        fresh = [i for i in range(5) if i not in p.chosen and i not in g.known[seat]]
        rest = [i for i in range(5) if i not in p.chosen]
        return new_action("look", ((fresh or rest)[0],))
    if p.kind in ("sword", "flute"):
        target = max(p.targets, key=lambda t: (g.hand_size(t), -t))
        return new_action(p.kind, (target,))
    if p.kind == "give":
        return new_action("give", (_give(g, seat, p.count),))
    if p.kind == "hospital":
        pop = [c for c in sorted_cards(g.hands[seat]) if ":" in c]
        return new_action("hospital", (tuple(pop[:p.count]),))
    if p.can_pass and len(g.queue) > 1 and rng.random() < 0.15:
        return new_action("pass")
    return _entry(g, seat)
