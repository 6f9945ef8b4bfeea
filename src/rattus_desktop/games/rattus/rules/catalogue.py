"""Every action a game can ever need, built once per ruleset and then shared.

Listing legal actions is the rules core's hot path (random playouts, bot search):
looking actions up here instead of building new ones each time keeps it fast, and
equal actions are then usually the same object, so membership tests are quick.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.actions import Action, new_action

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules

MAX_PLACE = 4  # rats (at most 3) + 1 with the Peasant


class ActionCatalogue:
    def __init__(self, rules: Rules, max_tokens: int) -> None:
        regions = rules.regions
        one = {kind: {r: new_action(kind, (r,)) for r in regions}
               for kind in ("setup_place", "move_plague", "spread", "king")}
        self.setup_place, self.move_plague = one["setup_place"], one["move_plague"]
        self.spread, self.king = one["spread"], one["king"]
        self.take_card = {c: new_action("take_card", (c,)) for c in rules.cards}
        self.place = {(r, n): new_action("place", (r, n))
                      for r in regions for n in range(1, MAX_PLACE + 1)}
        self.merchant = {(a, b, n): new_action("merchant", (a, b, n))
                         for a in regions for b in rules.near[a] for n in (1, 2, 3)}
        refs = [(r, i) for r in regions for i in range(max_tokens)]
        self.monk = {(ref, to): new_action("monk", (ref, to))
                     for ref in refs for to in rules.near[ref[0]]}
        self.witch_look = {pair: new_action("witch_look", (pair,))
                           for pair in combinations(refs, 2)}

    def looks(self, refs: list[tuple[str, int]]) -> list[Action]:
        """Every pair of the face-down tokens ``refs`` (in board order)."""
        table = self.witch_look
        return [table[pair] for pair in combinations(refs, 2)]
