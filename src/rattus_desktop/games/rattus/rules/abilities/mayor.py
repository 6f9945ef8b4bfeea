"""Mayor (Big Box): the action right after ``place`` (ruling 12): add 1 piece to every
region where you hold the strict majority of pieces after placing, in board order while
the reserve lasts. Final round: ``mayor`` with ``region``: 1 piece into one region where
you hold the strict majority. A use that adds nothing is illegal (ruling 3).

Upgrades: Mayor II also counts regions where you tie for most (with at least one
piece); Mayor III as II, and in the final round ``mayor`` without a region adds to
every such region."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def majorities(g: GameState, seat: int, ties: bool = False) -> list[str]:
    """Regions (board order) where ``seat`` has strictly more pieces than anyone else
    (``ties``: at least as many, and at least one)."""
    out = []
    for region in g.regions:
        pieces = g.pieces[region]
        own = pieces[seat]
        if own and all(n < own or (ties and n == own)
                       for s, n in enumerate(pieces) if s != seat):
            out.append(region)
    return out


class Mayor(Ability):
    id = "mayor"
    action_types = ("mayor",)
    upgradable = True

    def _regions(self, g: GameState) -> list[str]:
        return majorities(g, g.current, bool(param(g, self.id, "ties")))

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g) or g.reserve[g.current] == 0:
            return ()
        regions = self._regions(g)
        if g.final is not None:
            if param(g, self.id, "final_all"):
                return [new_action("mayor", (None,))] if regions else []
            return [new_action("mayor", (r,)) for r in regions]
        if not g.turn.just_placed or not regions:
            return ()
        return [new_action("mayor", (None,))]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        seat = g.current
        targets = [region] if region is not None else self._regions(g)
        added = []
        for target in targets:
            if g.reserve[seat] == 0:
                break
            g.pieces[target][seat] += 1
            g.reserve[seat] -= 1
            added.append(target)
        self.spend(g)
        ev.append(Event("mayor_added", {"seat": seat, "regions": added}))
