"""Bishop (Big Box): put one of the 2 bishops into a region without a bishop; when both
are out, move one instead (``bishop`` with ``region`` and ``from``: null when placing).
No new rat token can ever be added to a bishop's region (spread, Monk, Pied Piper,
Witch swaps into it are all forbidden: ruling 16 lets the Witch swap only within it);
tokens already there stay. The blocking itself lives in ``Rules.token_blocked``.

Upgrades (ruling 24): Bishop II makes two ``bishop`` actions (place or move both);
Bishop III also ``bishop_remove`` ``token``: one token of a bishop's region leaves the
game unseen (with the removed tokens), once per turn, before or after the moves."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import CARD_MARK, flat, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

BISHOPS = 2


class Bishop(Ability):
    id = "bishop"
    action_types = ("bishop", "bishop_remove")
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        removals = self._removals(g) if not flat(g) else []
        if not self.usable(g):
            return removals
        return self._moves(g) + removals

    def _moves(self, g: GameState) -> list[Action]:
        free = [r for r in g.regions if r not in g.bishops]
        if len(g.bishops) < BISHOPS:
            return [new_action("bishop", (r, None)) for r in free]
        return [new_action("bishop", (r, src)) for src in g.bishops for r in free]

    def _can_remove(self, g: GameState) -> bool:
        """Bishop III's removal is its own part of the use (after both moves too)."""
        used = g.turn.used
        if "bishop_remove" in used or not param(g, self.id, "remove"):
            return False
        if g.upgrades.via is not None:
            return g.upgrades.via == self.id
        return g.holders.get(self.id) == g.current and self.via_mark not in used

    def _removals(self, g: GameState) -> list[Action]:
        if not self._can_remove(g):
            return []
        return [new_action("bishop_remove", ((r, i),)) for r in g.bishops
                for i in range(len(g.rats[r]))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "bishop_remove":
            self._remove(g, action, ev)
            return
        region, src = action.args
        if src is not None:
            g.bishops.remove(src)
        g.bishops.append(region)
        g.bishops.sort(key=rules.order.__getitem__)
        self.spend(g)
        ev.append(Event("bishop_placed", {"seat": g.current, "region": region, "from": src}))

    def _remove(self, g: GameState, action: Action, ev: list[Event]) -> None:
        ((region, index),) = action.args
        token = g.rats[region].pop(index)
        for known in g.knowledge:
            known.pop(token.uid, None)
        g.removed.append(token)
        g.turn.used.add("bishop_remove")
        g.turn.used.add(self.via_mark if g.upgrades.via == self.id else self.id + CARD_MARK)
        ev.append(Event("token_removed", {"seat": g.current, "region": region,
                                          "index": index}))
