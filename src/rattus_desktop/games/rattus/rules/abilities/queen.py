"""Queen (Big Box): when placing, if your largest group of connected regions holding
your pieces is strictly larger than every other player's (measured before the pieces
land), place 2 more pieces (ruling 11: rats (+1 Peasant) (+2 Queen), capped by the
reserve; Peasant in a rat-free region: 1 (+2 Queen); each extra optional). Final: if so,
place 2 pieces in any region.

A count several combinations give is claimed by the fewest extras: the Peasant alone
(its own hook, first), then the Queen alone, then both.

Upgrades: Queen II places 3 extra pieces; Queen III 3 extra, and a tie for the largest
group also qualifies. The Peasant's extra follows its own level.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param, spend
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

EXTRA = 2


def largest_group(g: GameState, rules: Rules, seat: int) -> int:
    """The size of ``seat``'s largest group of connected regions holding its pieces."""
    mine = {r for r in g.regions if g.pieces[r][seat] > 0}
    nbr = walls_near(g, rules)
    best = 0
    while mine:
        todo = [mine.pop()]
        size = 0
        while todo:
            here = todo.pop()
            size += 1
            for near in nbr[here]:
                if near in mine:
                    mine.discard(near)
                    todo.append(near)
        best = max(best, size)
    return best


def qualifies(g: GameState, rules: Rules, seat: int) -> bool:
    own = largest_group(g, rules, seat)
    if own and param(g, "queen", "ties"):
        return all(largest_group(g, rules, s) <= own for s in range(g.players) if s != seat)
    return own > 0 and all(largest_group(g, rules, s) < own
                           for s in range(g.players) if s != seat)


class Queen(Ability):
    id = "queen"
    upgradable = True

    def _peasant(self, g: GameState) -> bool:
        """The Peasant adds its extra too (its card, not through the Alchemist; not
        when disabled)."""
        used = g.turn.used
        return (g.upgrades.via is None and g.holders.get("peasant") == g.current
                and "peasant" not in used and "peasant<alchemist" not in used
                and not is_disabled(g.plague_cards, "peasant"))

    def _counts(self, g: GameState, rules: Rules, region: str) -> dict[int, bool]:
        """Count -> whether the Peasant is used with it, for the Queen's own counts."""
        reserve, rats = g.reserve[g.current], len(g.rats[region])
        peasant = self._peasant(g)
        extra = param(g, self.id, "extra") if not flat(g) else EXTRA
        p = param(g, "peasant", "extra") if peasant else 0
        if g.final is not None:
            taken = {min(p, reserve)} if peasant else set()
            count = min(extra, reserve)
            return {} if count in taken else {count: False}
        taken = {min(rats, reserve)} if rats else set()
        if peasant:
            taken.add(min(rats + p, reserve))
        out: dict[int, bool] = {}
        if rats and min(rats + extra, reserve) not in taken:
            out[min(rats + extra, reserve)] = False
        if peasant:
            both = min(rats + p + extra, reserve)  # rat-free: the Peasant's p, + extra
            if both not in taken and both not in out:
                out[both] = True
        return out

    def place_options(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if g.reserve[g.current] == 0 or not self.usable(g):
            return ()
        if not qualifies(g, rules, g.current):
            return ()
        return [new_action("place", (r, n)) for r in g.regions
                for n in sorted(self._counts(g, rules, r))]

    def claims_place(self, g: GameState, rules: Rules, action: Action) -> bool:
        region, count = action.args
        if not self.usable(g) or not qualifies(g, rules, g.current):
            return False
        with_peasant = self._counts(g, rules, region).get(count)
        if with_peasant is None:
            return False
        spend(g, self.id)
        if with_peasant:
            spend(g, "peasant")
        return True
