"""Nomad (Big Box): the camel.

Set-up: after the initial placement the last player to place puts the nomad in any
region (``nomad_setup``). Use: move the nomad exactly 2 steps (``nomad`` with the
path: the region passed, then where it stops), not back to where it started this
turn; in its starting region and in the region it passes (not where it stops) the
player or players with the most pieces (at least one) each add 1 piece from their
reserve, automatically (ruling 17).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Nomad(Ability):
    id = "nomad"
    action_types = ("nomad_setup", "nomad")
    phases = ("nomad_setup",)

    # -- set-up ----------------------------------------------------------------
    def after_setup(self, g: GameState, rules: Rules) -> bool:
        if g.nomad is not None:
            return False
        decisions.await_decision(g, "nomad_setup")  # the last placer decides
        return True

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        return [new_action("nomad_setup", (r,)) for r in g.regions]

    # -- the use -----------------------------------------------------------------
    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        start = g.nomad
        if start is None or not self.usable(g):
            return ()
        near = walls_near(g, rules)
        return [new_action("nomad", ((mid, stop),)) for mid in near[start]
                for stop in near[mid] if stop != start]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "nomad_setup":
            self._place(g, rules, action, ev)
            return
        ((mid, stop),) = action.args
        start = g.nomad
        assert start is not None
        g.nomad = stop
        g.turn.used.add(self.id)
        ev.append(Event("nomad_moved", {"seat": g.current, "from": start, "path": [mid, stop]}))
        for region in (start, mid):
            _bonus(g, region, ev)

    def _place(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        from rattus_desktop.games.rattus.rules.turn import start_turn

        (region,) = action.args
        g.nomad = region
        ev.append(Event("nomad_placed", {"seat": g.current, "region": region}))
        start_turn(g, g.start_player, ev)


def _bonus(g: GameState, region: str, ev: list[Event]) -> None:
    """The player or players with the most pieces in ``region`` add 1 piece each."""
    pieces = g.pieces[region]
    most = max(pieces)
    if most == 0:
        return
    for seat in [s for s, n in enumerate(pieces) if n == most]:
        if g.reserve[seat] > 0:
            pieces[seat] += 1
            g.reserve[seat] -= 1
            ev.append(Event("nomad_bonus", {"seat": seat, "region": region}))
