"""Nomad (Big Box): the camel.

Set-up: after the initial placement the last player to place puts the nomad in any
region (``nomad_setup``). Use: move the nomad exactly 2 steps (``nomad`` with the
path: the region passed, then where it stops), not back to where it started this
turn; in its starting region and in the region it passes (not where it stops) the
player or players with the most pieces (at least one) each add 1 piece from their
reserve, automatically (ruling 17).

Upgrades (ruling 24): Nomad II as I, and the user adds 1 piece where it stops; Nomad
III moves exactly 3 steps through regions distinct from each other and from the start,
the bonus in the start and both passed regions, and the user's piece where it stops.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param
from rattus_desktop.games.rattus.rules.walls import near as walls_near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Nomad(Ability):
    id = "nomad"
    action_types = ("nomad_setup", "nomad")
    phases = ("nomad_setup",)
    upgradable = True

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
        if not flat(g) and param(g, self.id, "steps") == 3:
            return [new_action("nomad", ((a, b, c),)) for a in near[start]
                    for b in near[a] if b != start for c in near[b]
                    if c not in (start, a, b)]
        return [new_action("nomad", ((mid, stop),)) for mid in near[start]
                for stop in near[mid] if stop != start]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        if action.type == "nomad_setup":
            self._place(g, rules, action, ev)
            return
        (path,) = action.args
        start = g.nomad
        assert start is not None
        g.nomad = path[-1]
        stop_bonus = param(g, self.id, "stop_bonus")
        self.spend(g)
        ev.append(Event("nomad_moved", {"seat": g.current, "from": start, "path": list(path)}))
        for region in (start, *path[:-1]):
            _bonus(g, region, ev)
        seat = g.current
        if stop_bonus and g.reserve[seat] > 0:
            g.pieces[path[-1]][seat] += 1
            g.reserve[seat] -= 1
            ev.append(Event("nomad_stop_bonus", {"seat": seat, "region": path[-1]}))

    def _place(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        g.nomad = region
        ev.append(Event("nomad_placed", {"seat": g.current, "region": region}))
        rules.driver.start_turn(g, g.start_player, ev)


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
