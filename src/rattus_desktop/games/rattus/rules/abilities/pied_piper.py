"""Pied Piper (Big Box): move 1 of your pieces to a neighbouring region and take along
as many of the origin's tokens as the destination can hold (at most 3 there, oldest
first); the piece may move even if no token can (ruling 3's exception).

``pied_piper`` has ``from``, ``to`` and ``count`` (1; more only with an upgrade).

Upgrades (ruling 24): Pied Piper II moves up to 2 of your pieces together, Pied Piper
III up to 3, to a region up to 2 steps away (the tokens as above).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.pieces import moved_out
from rattus_desktop.games.rattus.rules.walls import near as walls_near
from rattus_desktop.games.rattus.rules.walls import reachable

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class PiedPiper(Ability):
    id = "pied_piper"
    action_types = ("pied_piper",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        seat = g.current
        near = walls_near(g, rules)
        if not flat(g):
            most, steps = param(g, self.id, "count"), param(g, self.id, "steps")
            return [new_action("pied_piper", (r, to, n)) for r in g.regions
                    if g.pieces[r][seat] > 0 for to in reachable(g, rules, r, steps)
                    for n in range(1, min(most, g.pieces[r][seat]) + 1)]
        return [new_action("pied_piper", (r, to, 1)) for r in g.regions
                if g.pieces[r][seat] > 0 for to in near[r]]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        src, dst, count = action.args
        seat = g.current
        g.pieces[src][seat] -= count
        g.pieces[dst][seat] += count
        moved_out(g, seat, src, dst)
        room = 0 if dst in g.bishops else max(0, rules.max_tokens - len(g.rats[dst]))
        taken = g.rats[src][:room]
        del g.rats[src][:len(taken)]
        g.rats[dst].extend(taken)
        self.spend(g)
        ev.append(Event("piper_moved", {"seat": seat, "from": src, "to": dst, "count": count,
                                        "tokens": len(taken)}))
