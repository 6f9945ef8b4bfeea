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
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import VIA_DONE, VIA_MARK, spend
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Ability:
    id: ClassVar[str] = ""
    #: action types this ability applies (its own decisions)
    action_types: ClassVar[tuple[str, ...]] = ()
    #: decisions (phase ids) this ability owns, listed by ``phase_actions``
    phases: ClassVar[tuple[str, ...]] = ()
    #: action types checked directly by ``refusal`` (too many to list: the Emperor);
    #: ``phase_actions``/``uses`` then list a bounded subset of them
    direct_types: ClassVar[tuple[str, ...]] = ()
    #: its level II/III tile forms are implemented (reads ``upgrades.level``)
    upgradable: ClassVar[bool] = False
    #: action types ``canonical_form`` brings to one spelling (``CANONICAL`` dispatches)
    canonical_types: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        self.via_mark = self.id + VIA_MARK  # in ``TurnState.used``: used via the Alchemist
        self.via_done = self.id + VIA_DONE  # ... and none of those uses is left

    # -- availability ------------------------------------------------------
    def held_by_current(self, g: GameState) -> bool:
        """Held by the active player and not disabled (ruling 21: a disabled card loses
        every ability, passive ones too); through the Alchemist: its carried card."""
        via = g.upgrades.via
        if via is not None:  # listing/applying a use through the Alchemist
            return via == self.id
        return self._plain_held(g)

    def usable(self, g: GameState) -> bool:
        via = g.upgrades.via
        if via is None:  # (a use through the Alchemist also closes the card: ``spend``)
            return self._plain_usable(g)
        # the Alchemist checked its own side (abilities/alchemist.py)
        return via == self.id and self.via_done not in g.turn.used

    def level_one_only(self, disables: bool = True) -> None:
        """Without the Upgrades module there are no tiles and no Alchemist: the plain
        checks replace the context-aware ones on this instance (the hot path of
        classic games and bots), unless a subclass has its own (the guild spaces);
        without the Inquisitor (``disables`` False) no card is ever disabled."""
        cls = type(self)
        if cls.usable is Ability.usable:
            self.usable = (  # type: ignore[method-assign]
                self._plain_usable if disables else self._held_unused)
        if cls.held_by_current is Ability.held_by_current:
            self.held_by_current = (  # type: ignore[method-assign]
                self._plain_held if disables else self._held)
        if cls.spend is Ability.spend:
            self.spend = self._plain_spend  # type: ignore[method-assign]

    def _plain_usable(self, g: GameState) -> bool:
        return (g.holders.get(self.id) == g.current and self.id not in g.turn.used
                and not (g.plague_cards.disabled and is_disabled(g.plague_cards, self.id)))

    def _plain_held(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current and not (
            g.plague_cards.disabled and is_disabled(g.plague_cards, self.id))

    def _held_unused(self, g: GameState) -> bool:
        return g.holders.get(self.id) == g.current and self.id not in g.turn.used

    def _held(self, g: GameState) -> bool:
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

    def bonus_for_decision(self, g: GameState, rules: Rules) -> int | None:
        """The population bonus of the Knight's bonus decision awaited now, when it is
        this ability's (None: another's, or no bonus)."""
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

    # -- Big Box plague cards (Soldier, Crusader, Inquisitor, Serf, Boccaccio, Baker,
    #    Emperor); defaults: no effect --------------------------------------------
    def refusal(self, g: GameState, rules: Rules, action: Action) -> IllegalAction | None:
        """For ``direct_types``: why ``action`` is illegal now (None: legal)."""
        return None

    @staticmethod
    def canonical_form(action: Action, order: dict[str, int]) -> Action:
        """The one spelling of an action of ``canonical_types`` that may be written several
        ways (``order``: region -> board index); any game, the card in play or not."""
        return action

    def canonical(self, action: Action, rules: Rules) -> Action:
        """The one form of an action of this ability that may be written several ways."""
        return action

    def extra_spreads(self, g: GameState, rules: Rules) -> int:
        """Tokens spread on top of the count (Soldier)."""
        return 0

    def far_spreads(self, g: GameState, rules: Rules) -> int:
        """How many of the extra tokens (``extra_spreads``, spread last) may go to any
        region within 2 steps of the plague region (Soldier III)."""
        return 0

    def final_plague_reach(self, g: GameState, rules: Rules) -> int:
        """Final round: how far this plague card moves the plague for its holder now
        (0: not a plague card, or not usable now)."""
        return 0

    def on_card_taken(self, g: GameState, rules: Rules, card: str, previous: int | None,
                      ev: list[Event]) -> None:
        """The active player took ``card`` (from ``previous``; None: the supply)."""

    def takes_resolution(self, g: GameState, rules: Rules, region: str, bonus: int,
                         ev: list[Event]) -> bool:
        """Resolve ``region`` this ability's way (Crusader); True: it did or awaits."""
        return False

    def after_outbreak(self, g: GameState, rules: Rules, region: str, killed: list[int],
                       ev: list[Event]) -> None:
        """A token broke out in ``region`` and killed ``killed`` pieces per seat."""

    def after_plague_phase(self, g: GameState, rules: Rules) -> bool:
        """End of the active player's plague phase; True when this awaited a decision."""
        return False

    def before_final_plague(self, g: GameState, rules: Rules) -> bool:
        """After the last final turn; True when this awaited a decision (Baker)."""
        return False

    def on_turn_ended(self, g: GameState, seat: int) -> None:
        """A (final) turn of ``seat`` ends."""
