"""``CartusGame``: the engine protocol (``engine.protocol.Game``) over a ``State``."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import repeat
from operator import is_
from typing import Any

from rattus_desktop.engine.action_shape import as_action
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome, StepInfo

from . import flow
from .decisions import decide
from .legal import EnterActions, listing
from .legality import why_not
from .scoring import score
from .state import State
from .summary import summary
from .view import CartusView, make_view

HIDDEN_EVENTS = (("drawn", "past_draw"), ("looked", "past_look"), ("received", "past_give"),
                 ("cards_revealed", "past_reveal"), ("laid_revealed", "past_reveal"),
                 ("reveal", "past_reveal"), ("reshuffle", "past_draw"),
                 ("nun_row", "past_reveal"))


class CartusGame:
    """One game of Rattus Cartus. Mutable: ``apply`` changes it in place."""

    def __init__(self, config: GameConfig, seed: int, state: State) -> None:
        self.config = config
        self.seed = seed
        self.state = state
        self.history: list[Action] = []
        self._legal: tuple[Sequence[Action], bool] | None = None

    @classmethod
    def start(cls, config: GameConfig, seed: int, state: State) -> CartusGame:
        """Run the opening automatic steps (phase A) and wait for the first decision."""
        flow.advance(state, [])
        return cls(config, seed, state)

    # -- who decides ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def phase(self) -> str:
        p = self.state.pending
        return "game_over" if self.state.over or p is None else p.kind

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def current_player(self) -> int | None:
        p = self.state.pending
        return None if self.state.over or p is None else p.seat

    # -- the rules ----------------------------------------------------------------------
    def _listing(self) -> tuple[Sequence[Action], bool]:
        if self._legal is None:
            self._legal = listing(self.state)
        return self._legal

    def legal_actions(self) -> Sequence[Action]:
        return self._listing()[0]

    def legal_actions_complete(self) -> bool:
        """False when a huge choice of cards was cut (see ``rules.choices``)."""
        return self._listing()[1]

    def why_not(self, action: Action) -> IllegalAction | None:
        return why_not(self.state, action)

    def is_legal(self, action: Action) -> bool:
        return why_not(self.state, action) is None

    def _listed(self, action: Action) -> bool:
        """True when ``action`` is the very object the current listing handed out (so
        legal and canonical already: the checks would find nothing)."""
        legal = self._legal
        if legal is None:
            return False
        actions = legal[0]
        if isinstance(actions, EnterActions):
            return actions.made(action)
        return any(map(is_, actions, repeat(action)))

    def apply(self, action: Action) -> list[Event]:
        if self._listed(action):
            return self.apply_unchecked(action)
        error = why_not(self.state, action)
        if error is not None:
            raise error
        return self.apply_unchecked(self.canonical(as_action(action)))

    def canonical(self, action: Action) -> Action:
        """Cards named in any order: sorted, as the listing names them."""
        if all(type(a) is int for a in action.args):
            return action
        try:
            return Action(action.type, tuple(tuple(sorted(a)) if isinstance(a, tuple | list)
                                             else a for a in action.args))
        except TypeError:  # not cards: why_not says what is wrong
            return action

    def apply_unchecked(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        decide(self.state, action.type, action.args, ev)
        flow.advance(self.state, ev)
        self.history.append(action)
        self._legal = None
        return ev

    # -- what players see ------------------------------------------------------------
    def view(self, seat: int | None) -> CartusView:
        return make_view(self, seat)

    def outcome(self) -> Outcome | None:
        if not self.state.over:
            return None
        r = score(self.state)
        return Outcome(r.scores, r.winners, r.detail, r.tie_break, r.tied)

    def summary(self) -> dict[str, Any]:
        return summary(self.state)

    def copy(self) -> CartusGame:
        other = CartusGame(self.config, self.seed, self.state.copy())
        other.history = list(self.history)
        return other

    def step_info(self, events: Sequence[Event]) -> StepInfo:
        kinds = {e.kind for e in events}
        hidden = next((name for kind, name in HIDDEN_EVENTS if kind in kinds), None)
        ends = any(e.kind in ("enter", "supply", "game_over", "pass") for e in events)
        return StepInfo(hidden, ends)
