"""Monk: move one face-down rat token to a neighbouring region with fewer than 3.

Upgrades: Monk II moves up to 2 tokens (two ``monk`` actions), each to a neighbour;
Monk III up to 2 tokens to any regions (never into a bishop's region)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Monk(Ability):
    id = "monk"
    action_types = ("monk",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        if not flat(g) and param(g, self.id, "anywhere"):
            return self._anywhere(g, rules)
        rats, table = g.rats, rules.actions.monk
        near = walls_near(g, rules) if g.plague_cards.walls else rules.near
        out = []
        for region in g.regions:
            here = len(rats[region])
            if here:
                targets = [t for t in near[region] if len(rats[t]) < rules.max_tokens
                           and t not in g.bishops]
                out += [table[(region, i), to] for i in range(here) for to in targets]
        return out

    def _anywhere(self, g: GameState, rules: Rules) -> list[Action]:
        """Monk III: a token to any region (with room, no bishop)."""
        rats = g.rats
        targets = [t for t in g.regions if len(rats[t]) < rules.max_tokens
                   and t not in g.bishops]
        return [new_action("monk", ((region, i), to)) for region in g.regions
                for i in range(len(rats[region])) for to in targets if to != region]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (src, index), dst = action.args
        token = g.rats[src].pop(index)
        g.rats[dst].append(token)
        self.spend(g)
        ev.append(Event("token_moved", {"seat": g.current, "from": src, "index": index,
                                        "to": dst, "uid": token.uid}))
