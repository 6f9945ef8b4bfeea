"""Emperor (Big Box, royalty): put the 3 walls on borders between neighbouring regions
(sea arrows included); when all 3 are out, move all 3 instead. ``emperor`` gives the
full new set. Walled regions are no longer neighbours (``walls.py``); the plague region
may never be walled in completely; a use that changes nothing is illegal (ruling 3).

Legality that scales: there are thousands of wall sets (Emperor III's 5 walls:
~170,000), so ``refusal`` checks an ``emperor`` action directly (``apply``, ``why_not``
and ``is_legal`` accept every legal set), while ``uses`` lists a bounded subset for
bots and menus: with walls out, every set that moves one wall to another border;
with none out, every set of 3 borders of one region. See docs/architecture.md.

Upgrades (ruling 24): Emperor II/III own 4/5 walls; a use gives the full new set of
exactly that many (``walls`` in the upgrades data), so a freshly upgraded Emperor's
next use adds the new walls, and a set larger than the count (the tile returned with
the card) shrinks to it. The bounded list then also offers, with fewer walls out than
the count, the current walls plus a run of consecutive free borders (one per free
border), with more, every subset of the count; with none, the runs of consecutive
borders too (5 borders of one region are rare). Through the Alchemist (ruling 25) an
``emperor`` naming it is checked directly the same way (``direct.via_checks``).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.plague_cards_state import Wall, is_disabled
from rattus_desktop.games.rattus.rules.walls import borders, canonical_walls, walled_in

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

WALLS = 3


def _no(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


class Emperor(Ability):
    id = "emperor"
    action_types = ("emperor",)
    direct_types = ("emperor",)
    upgradable = True

    def count(self, g: GameState) -> int:
        """The walls the Emperor owns now (3; 4/5 at level II/III)."""
        return WALLS if flat(g) else int(param(g, self.id, "walls"))

    # -- the bounded list ----------------------------------------------------------
    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        current, count = g.plague_cards.walls, self.count(g)
        if not current:
            sets = _around_one_region(rules, count) + _runs(rules, (), count)
        elif len(current) == count:
            sets = _one_moved(rules, current)
        elif len(current) < count:
            sets = _runs(rules, current, count)
        else:
            sets = list(combinations(current, count))
        return [new_action("emperor", (walls,)) for walls in dict.fromkeys(sets)
                if walls != current and not walled_in(rules, walls, g.plague)]

    # -- the direct check ----------------------------------------------------------
    def canonical(self, action: Action, rules: Rules) -> Action:
        if len(action.args) != 1 or not isinstance(action.args[0], tuple):
            return action
        (walls,) = action.args
        order = rules.order
        if not all(a in order and b in order for a, b in walls):
            return action  # explained by refusal
        pairs = [(a, b) if order[a] < order[b] else (b, a) for a, b in walls]
        return Action("emperor", (tuple(sorted(pairs, key=lambda w: (order[w[0]],
                                                                      order[w[1]]))),))

    def refusal(self, g: GameState, rules: Rules, action: Action) -> IllegalAction | None:
        if g.phase == "game_over":
            return _no("game_over", "the game is over")
        if g.phase not in ("actions", "final_turn"):
            return _no("wrong_phase", "the emperor cannot be used now", phase=g.phase)
        if g.upgrades.via is None:  # (through the Alchemist: it checked its own side)
            if g.holders.get(self.id) != g.current:
                return _no("card_not_held", "you do not hold the emperor", card=self.id)
            if is_disabled(g.plague_cards, self.id):
                return _no("card_disabled", "the emperor is disabled by the Inquisitor",
                           card=self.id)
        if not self.usable(g):
            return _no("card_used", "you already used the emperor this turn", card=self.id)
        return self.walls_refusal(g, rules, action.args[0])

    def walls_refusal(self, g: GameState, rules: Rules,
                      walls: tuple[Wall, ...]) -> IllegalAction | None:
        for a, b in walls:
            for region in (a, b):
                if region not in rules.order:
                    return _no("region_not_in_play", f"{region} is not in play with "
                               f"{g.players} players", region=region)
            if b not in rules.near[a]:
                return _no("not_a_border", f"{a} and {b} do not share a border", a=a, b=b)
        if len(set(walls)) != len(walls):
            return _no("wall_twice", "a border can hold only one wall")
        count = self.count(g)
        if len(walls) != count:
            return _no("wall_count", f"the emperor puts exactly {count} walls, not "
                       f"{len(walls)}", expected=count, count=len(walls))
        if walls == g.plague_cards.walls:
            return _no("walls_unchanged", "the walls already stand there (a use must "
                       "change something)")
        if walled_in(rules, walls, g.plague):
            return _no("plague_walled_in", f"the plague region {g.plague} may not be "
                       "walled in completely", region=g.plague)
        return None

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (walls,) = action.args
        before = g.plague_cards.walls
        g.plague_cards.walls = walls
        self.spend(g)
        ev.append(Event("walls_set", {"seat": g.current, "walls": [list(w) for w in walls],
                                      "before": [list(w) for w in before]}))


def _one_moved(rules: Rules, current: tuple[Wall, ...]) -> list[tuple[Wall, ...]]:
    free = [b for b in borders(rules) if b not in current]
    return [canonical_walls(rules, [*current[:i], b, *current[i + 1:]])
            for i in range(len(current)) for b in free]


def _around_one_region(rules: Rules, count: int) -> list[tuple[Wall, ...]]:
    seen: dict[tuple[Wall, ...], None] = {}
    for region in rules.regions:
        own = [(region, n) for n in rules.near[region]]
        for trio in combinations(own, count):
            seen.setdefault(canonical_walls(rules, trio), None)
    return list(seen)


def _runs(rules: Rules, current: tuple[Wall, ...], count: int) -> list[tuple[Wall, ...]]:
    """``current`` plus each run of consecutive free borders (board order, cyclic) that
    brings it to ``count`` walls: one set per free border."""
    free = [b for b in borders(rules) if b not in current]
    need = count - len(current)
    if not 0 < need <= len(free):
        return []
    return [canonical_walls(rules, [*current, *(free[(i + k) % len(free)]
                                                for k in range(need))])
            for i in range(len(free))]
