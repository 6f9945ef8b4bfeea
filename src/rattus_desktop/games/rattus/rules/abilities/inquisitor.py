"""Inquisitor (Big Box, church): move the plague piece up to 2/3 steps. Holding it on
your own turn (ruling 6), if your plague phase killed at least 3 pieces of other
players (losses potions absorb do not count), you may disable one class card of a
player who lost pieces (``inquisitor_disable`` ``seat``, ``card``; ``card`` null: none).
Ruling 21: a disabled card loses every ability, passive ones too, but keeps its class
symbol, until the end of its holder's next turn (a final turn counts) or until it
changes hands; two disables may be in force at once (read as a maximum: with two in
force the Inquisitor asks nothing). Final: move the plague piece
1-2/3 steps; it resolves with the final plague (no disable then).
The other players who lost pieces are the victims one may choose; a card already
disabled cannot be disabled again (ruling 3).

Upgrades: Inquisitor II needs 2 kills (ruling 24); Inquisitor III needs 2 and disables
up to 2 cards: the decision repeats once after a disable (``card`` null stops it),
while fewer than two disables are in force and a card is left to disable. Through the
Alchemist (ruling 25): level III for the holder of a usable Alchemist carrying its tile
(``serf.alchemist_serves``, as the Serf and Boccaccio), the long plague move by
``move_plague`` naming it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import decisions
from rattus_desktop.games.rattus.rules.abilities.serf import alchemist_serves, tile_value
from rattus_desktop.games.rattus.rules.abilities.soldier import PlagueMover
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat
from rattus_desktop.games.rattus.rules.plague_cards_state import (
    Disabled,
    card_changed_hands,
    is_disabled,
    others_killed,
)

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

KILLS_NEEDED = 3
MAX_DISABLED = 2  # ruling 21
DECLINE = new_action("inquisitor_disable", (None, None))


class Inquisitor(PlagueMover):
    id = "inquisitor"
    action_types = ("inquisitor_disable",)
    phases = ("inquisitor_disable",)
    upgradable = True
    MARK = "inquisitor#1"  # in ``TurnState.used``: one disable of an Inquisitor III made

    def after_plague_phase(self, g: GameState, rules: Rules) -> bool:
        if g.final is not None:
            return False
        upgraded = not flat(g)
        if not (self.held_by_current(g) or (upgraded and alchemist_serves(g, self.id))):
            return False
        needed = int(tile_value(g, self, "kills")) if upgraded else KILLS_NEEDED
        if others_killed(g, g.current) < needed:
            return False
        if len(g.plague_cards.disabled) >= MAX_DISABLED:
            return False
        decisions.await_decision(g, "inquisitor_disable")
        return True

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        pc = g.plague_cards
        victims = [s for s, n in enumerate(pc.kills) if n > 0 and s != g.current]
        return [new_action("inquisitor_disable", (s, c)) for s in victims
                for c in rules.cards if g.holders[c] == s and not is_disabled(pc, c)] + [
            DECLINE]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        seat, card = action.args
        if card is not None:
            g.plague_cards.disabled.append(Disabled(seat, card))
        ev.append(Event("card_disabled", {"by": g.current, "seat": seat, "card": card}))
        if card is not None and self._again(g, rules):
            return  # an Inquisitor III's second disable
        g.turn.used.discard(self.MARK)
        rules.driver.continue_after_resolution(g, rules, ev)

    def _again(self, g: GameState, rules: Rules) -> bool:
        if flat(g) or self.MARK in g.turn.used:
            return False
        if int(tile_value(g, self, "disables")) < 2:
            return False
        if len(g.plague_cards.disabled) >= MAX_DISABLED or len(self.phase_actions(g, rules)) < 2:
            return False
        g.turn.used.add(self.MARK)
        return True

    def on_card_taken(self, g: GameState, rules: Rules, card: str, previous: int | None,
                      ev: list[Event]) -> None:
        card_changed_hands(g, card, ev)

    def on_turn_ended(self, g: GameState, seat: int) -> None:
        pc = g.plague_cards
        if pc.disabled:
            pc.disabled = [d for d in pc.disabled if d.seat != seat]

