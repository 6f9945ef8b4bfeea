"""Bishop (Big Box): put one of the 2 bishops into a region without a bishop; when both
are out, move one instead (``bishop`` with ``region`` and ``from``: null when placing).
No new rat token can ever be added to a bishop's region (spread, Monk, Pied Piper,
Witch swaps into it are all forbidden: ruling 16 lets the Witch swap only within it);
tokens already there stay. The blocking itself lives in ``Rules.token_blocked``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

BISHOPS = 2


class Bishop(Ability):
    id = "bishop"
    action_types = ("bishop",)

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        free = [r for r in g.regions if r not in g.bishops]
        if len(g.bishops) < BISHOPS:
            return [new_action("bishop", (r, None)) for r in free]
        return [new_action("bishop", (r, src)) for src in g.bishops for r in free]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        region, src = action.args
        if src is not None:
            g.bishops.remove(src)
        g.bishops.append(region)
        g.bishops.sort(key=rules.order.__getitem__)
        g.turn.used.add(self.id)
        ev.append(Event("bishop_placed", {"seat": g.current, "region": region, "from": src}))
