"""The plug-in unit for class cards: an Ability with hooks at named steps.

The core's steps (placing, moving the plague, resolving, the final round) call
the hooks of every ability in play; a card overrides only the hooks it needs.
An ability is usable once per turn, on its holder's own turn ("once per turn"
counts per ability: ``TurnState.used`` holds ability ids).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.upgrades import VIA_DONE, VIA_MARK, spend

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Ability:
    id: ClassVar[str] = ""
    #: action types this ability applies (its own decisions)
    action_types: ClassVar[tuple[str, ...]] = ()
    #: decisions (phase ids) this ability owns, listed by ``phase_actions``
    phases: ClassVar[tuple[str, ...]] = ()
    #: its level II/III tile forms are implemented (reads ``upgrades.level``)
    upgradable: ClassVar[bool] = False

    def __init__(self) -> None:
        self.via_mark = self.id + VIA_MARK  # in ``TurnState.used``: used via the Alchemist
        self.via_done = self.id + VIA_DONE  # ... and none of those uses is left

    # -- availability ------------------------------------------------------
    def held_by_current(self, g: GameState) -> bool:
        via = g.upgrades.via
        if via is not None:  # listing/applying a use through the Alchemist
            return via == self.id
        return g.holders.get(self.id) == g.current

    def usable(self, g: GameState) -> bool:
        via = g.upgrades.via
        if via is None:  # (a use through the Alchemist also closes the card: ``spend``)
            return g.holders.get(self.id) == g.current and self.id not in g.turn.used
        # the Alchemist checked its own side (abilities/alchemist.py)
        return via == self.id and self.via_done not in g.turn.used

    def level_one_only(self) -> None:
        """Without the Upgrades module there are no tiles and no Alchemist: the plain
        checks replace the context-aware ones on this instance (the hot path of
        classic games and bots)."""
        self.usable = self._plain_usable  # type: ignore[method-assign]
        self.held_by_current = self._plain_held  # type: ignore[method-assign]
        self.spend = self._plain_spend  # type: ignore[method-assign]

    def _plain_usable(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current and self.id not in g.turn.used

    def _plain_held(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current

    def _plain_spend(self, g: GameState) -> None:
        g.turn.used.add(self.id)

    def spend(self, g: GameState) -> None:
        """Count one use this turn (an upgrade tile may allow several: ruling 24)."""
        up = g.upgrades
        if not up.levels and up.via is None and up.alchemist_tile is None:  # all level I
            g.turn.used.add(self.id)
        else:
            spend(g, self.id)

    # -- direct uses in the action phase / a final turn ----------------------
    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        return ()

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        raise AssertionError(f"{self.id} does not apply {action.type}")

    def phase_actions(self, g: GameState, rules: Rules) -> list[Action]:
        """The legal actions of one of this ability's own decisions (``phases``)."""
        return []

    # -- hooks on the core steps (defaults: no effect) ------------------------
    def blocks_take(self, g: GameState, rules: Rules, card: str) -> bool:
        """True when this ability forbids the active player to take ``card`` (Philosopher)."""
        return False

    def outbreak_extra(self, g: GameState, region: str) -> int:
        """What this ability adds to the outbreak number of tokens in ``region`` (Nun)."""
        return 0

    def after_setup(self, g: GameState, rules: Rules) -> bool:
        """After the initial placement; True when this awaited a decision."""
        return False

    def place_options(self, g: GameState, rules: Rules) -> Iterable[Action]:
        """Extra placements this ability allows now (Peasant)."""
        return ()

    def claims_place(self, g: GameState, rules: Rules, action: Action) -> bool:
        """Claim a placement that only this ability allows (and count it as used)."""
        return False

    def plague_reach(self, g: GameState, rules: Rules) -> int:
        """How many steps this ability lets the plague move now (0: none)."""
        return 0

    def on_plague_moved(self, g: GameState, steps: int) -> None:
        """The active player moved the plague ``steps`` steps."""

    def wants_bonus_decision(self, g: GameState, rules: Rules) -> bool:
        """Before the first reveal of the active player's plague phase."""
        return False

    def final_bonus_seat(self, g: GameState, region: str) -> int | None:
        """In the final plague, the seat that decides a bonus for ``region``."""
        return None
