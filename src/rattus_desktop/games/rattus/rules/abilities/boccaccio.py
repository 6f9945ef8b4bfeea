"""Boccaccio (Big Box, bourgeoisie): at the end of its holder's own plague phase
(ruling 14), if at least one piece of another player died, ``boccaccio`` moves 1 of the
holder's pieces from a region neighbouring the plague region (walls respected) to the
palace, or ``from`` null for none. Final: move the plague piece 1 step (ruling 7);
Boccaccio acts for its user right after the plague region in the final plague (ruling 8).

Upgrades: Boccaccio II/III move up to 2/3 pieces (ruling 24: the decision repeats
until that many moved, none is left to move, or ``from`` null stops it); the pieces
may come from one region or several. Through the Alchemist (ruling 25): level III in
the plague phase of a usable Alchemist's holder (``serf.alchemist_serves``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.abilities.serf import tile_value, worker
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.diplomats import plain_pieces
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat
from rattus_desktop.games.rattus.rules.pieces import left_map
from rattus_desktop.games.rattus.rules.plague_cards_state import others_killed
from rattus_desktop.games.rattus.rules.walls import near

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Boccaccio(Ability):
    id = "boccaccio"
    action_types = ("boccaccio",)
    phases = ("boccaccio",)
    upgradable = True

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        return 1 if self.usable(g) else 0

    def after_plague_phase(self, g: GameState, rules: Rules) -> bool:
        seat = worker(g, self)
        if seat is None or others_killed(g, seat) == 0:
            return False
        if g.final is not None:
            decisions.interrupt(g, "boccaccio", seat)
        else:
            decisions.await_decision(g, "boccaccio")
        return True

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        return [*self._moves(g, rules), new_action("boccaccio", (None,))]

    def _moves(self, g: GameState, rules: Rules) -> list[Action]:
        seat = g.current
        # only plain pieces leave the map (ruling 10: diplomats stay under them)
        return [new_action("boccaccio", (r,)) for r in near(g, rules)[g.plague]
                if plain_pieces(g, r, seat) > 0]

    def _more(self, g: GameState, rules: Rules) -> bool:
        """After a piece moved: whether the tile allows another (counted in
        ``TurnState.used`` as ``boccaccio#k``; the marks go when the decision ends)."""
        if flat(g):
            return False
        used = g.turn.used
        made = 1 + sum(1 for k in (1, 2) if f"{self.id}#{k}" in used)
        if made >= int(tile_value(g, self, "count")) or not self._moves(g, rules):
            return False
        used.add(f"{self.id}#{made}")
        return True

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (src,) = action.args
        seat = g.current
        if src is not None:
            g.pieces[src][seat] -= 1
            g.palace[seat] += 1
            left_map(g, seat, src)
        ev.append(Event("boccaccio_moved", {"seat": seat, "from": src}))
        if src is not None and self._more(g, rules):
            return  # the same decision again (an upgraded Boccaccio)
        g.turn.used.difference_update((f"{self.id}#1", f"{self.id}#2"))
        if g.final is not None:
            decisions.resume(g, "final_turn")
            rules.driver.resume_final_plague(g, rules, ev)
        else:
            rules.driver.continue_after_resolution(g, rules, ev)
