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

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Ability:
    id: ClassVar[str] = ""
    #: action types this ability applies (its own decisions)
    action_types: ClassVar[tuple[str, ...]] = ()
    #: decisions (phase ids) this ability owns, listed by ``phase_actions``
    phases: ClassVar[tuple[str, ...]] = ()

    # -- availability ------------------------------------------------------
    def held_by_current(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current

    def usable(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current and self.id not in g.turn.used

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

    # -- hooks of the Big Box modules (region cards, universities) -------------------
    def blocks_setup(self, g: GameState, region: str) -> bool:
        """True when no initial piece may go to ``region`` (a university's region)."""
        return False

    def before_reveal(self, g: GameState, rules: Rules, region: str) -> bool:
        """Before each reveal of a resolution; True when this awaited a decision (the
        resolution then pauses and is resumed by whoever ends that decision)."""
        return False

    def covers(self, g: GameState, card: str) -> bool:
        """True when class card ``card`` costs no pieces for class symbols now."""
        return False

    def resolution_over(self, g: GameState, rules: Rules, ev: list[Event]) -> None:
        """A plague resolution is over (a turn's plague region; one region of the final
        plague)."""

    def after_turn(self, g: GameState, rules: Rules, ev: list[Event]) -> bool:
        """After a player's (normal) turn, before the end check; True when this awaited
        a decision (it then finishes the turn itself)."""
        return False

    def before_scoring(self, g: GameState, rules: Rules, ev: list[Event]) -> None:
        """After the final plague, before the scores are counted."""
