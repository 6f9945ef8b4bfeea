"""Crusader (Big Box, chivalry): move the plague piece up to 2/3 steps. Holding it on
your own turn (ruling 6), after the Knight decision all tokens of the plague region are
turned up at once: they leave the face-down count, join ``revealed`` oldest first, and
the holder picks which resolves next (``crusader_reveal`` ``index`` among those still
waiting, 0 the oldest); each still needs POP >= n at its turn. The picks stop when no
piece is left in the region. Final: move the plague piece; its user orders that
region's tokens in the final plague.

Upgrades (ruling 24): Crusader II/III may discard 1/2 turned-up tokens unresolved
(``crusader_reveal`` with ``discard`` true: the token leaves the waiting ones and stays
among the revealed, no effect); the discards are counted per resolution
(``crusader#k`` in ``TurnState.used``, cleared when the region is done). Through the
Alchemist (ruling 25): level III for the holder of a usable Alchemist carrying its
tile (``serf.alchemist_serves``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.serf import alchemist_serves, tile_value
from rattus_desktop.games.rattus.rules.abilities.soldier import PlagueMover
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Crusader(PlagueMover):
    id = "crusader"
    action_types = ("crusader_reveal",)
    phases = ("crusader_reveal",)
    upgradable = True
    MARKS = ("crusader#1", "crusader#2")  # discards made in this resolution

    def _orderer(self, g: GameState) -> int | None:
        if g.final is not None:
            return g.plague_cards.final_users.get(self.id)
        if self.held_by_current(g) or (not flat(g) and alchemist_serves(g, self.id)):
            return g.current
        return None

    def discards(self, g: GameState) -> int:
        """Turned-up tokens the tile lets the picking player discard per resolution."""
        return 0 if flat(g) else int(tile_value(g, self, "discard"))

    def discards_left(self, g: GameState) -> int:
        made = sum(1 for m in self.MARKS if m in g.turn.used)
        return max(0, self.discards(g) - made)

    def takes_resolution(self, g: GameState, rules: Rules, region: str, bonus: int,
                         ev: list[Event]) -> bool:

        seat = self._orderer(g)
        rats = g.rats[region]
        if seat is None or not rats or not any(g.pieces[region]):
            return False
        pc = g.plague_cards
        pc.waiting, pc.waiting_region, pc.waiting_bonus = list(rats), region, bonus
        rats.clear()
        for token in pc.waiting:
            rules.driver.forget(g, token)
            g.revealed.append(token)
        ev.append(Event("crusader_turned_up", {
            "seat": seat, "region": region, "uids": [t.uid for t in pc.waiting],
            "faces": [t.face.to_json() for t in pc.waiting]}))
        if g.final is not None:
            decisions.interrupt(g, "crusader_reveal", seat)
        else:
            decisions.await_decision(g, "crusader_reveal")
        _window(g, rules, region)  # a reaction window precedes each pick
        return True

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        waiting = range(len(g.plague_cards.waiting))
        out = [new_action("crusader_reveal", (i, False)) for i in waiting]
        if self.discards_left(g):
            out += [new_action("crusader_reveal", (i, True)) for i in waiting]
        return out

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        index, discard = action.args
        pc = g.plague_cards
        region = pc.waiting_region
        assert region is not None
        token = pc.waiting.pop(index)
        if discard:
            self._discard(g, region, token.uid, ev)
        else:
            extra = rules.driver.outbreak_extra(g, rules, region)
            rules.driver.resolve_token(g, rules, region, token, pc.waiting_bonus, extra, ev)
        if pc.waiting and any(g.pieces[region]):
            _window(g, rules, region)  # the window before the next pick
            return
        pc.waiting, pc.waiting_region, pc.waiting_bonus = [], None, 0
        g.turn.used.difference_update(self.MARKS)
        _region_done(g, rules, ev)

    def _discard(self, g: GameState, region: str, uid: int, ev: list[Event]) -> None:
        used = g.turn.used
        used.add(next(m for m in self.MARKS if m not in used))
        ev.append(Event("crusader_discarded", {"seat": g.current, "region": region,
                                               "uid": uid}))


def picking(g: GameState) -> bool:
    """True while the Crusader's picks are under way (a window then pauses a pick)."""
    return g.plague_cards.waiting_region is not None


def _window(g: GameState, rules: Rules, region: str) -> None:
    """The region-card window before a pick (ruling 18): it awaits its decisions over
    the pick's, which its last ``pass`` gives back (``region_cards.apply``)."""

    if rules.hooks["before_reveal"]:
        rules.driver.paused_before_reveal(g, rules, region)


def _region_done(g: GameState, rules: Rules, ev: list[Event]) -> None:
    if g.final is not None:
        decisions.resume(g, "final_turn")
        rules.driver.resume_final_plague(g, rules, ev)
    else:
        rules.driver.resolution_done(g, rules, ev)
