"""``NotreDameGame``: the engine protocol over one Notre Dame position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rattus_desktop.engine.action_shape import as_action
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome, StepInfo

from . import draft, flow, persons, plague, play
from .codec import canonical
from .direct import legal_now
from .legality import explain, form_error
from .scoring import outcome
from .shape import shape_error
from .state import State
from .summary import phase, summary
from .view import NotreDameView, make_view

Lister = Callable[[State, int], list[Action]]
Handler = Callable[[State, int, dict[str, Any], list[Event]], None]

LISTERS: dict[str, Lister] = {"draft": draft.legal, "play": play.legal,
                              "hire": persons.legal, "outbreak": plague.legal}
HANDLERS: dict[str, Handler] = {
    "draft": draft.apply,
    "play": play.apply,
    "hire": persons.apply_hire,
    "no_hire": lambda g, seat, f, ev: ev.append(Event("no_hire", {"seat": seat})),
    "outbreak_remove": plague.apply_remove,
}
HIDDEN = (("drawn", "past_draw"), ("received", "past_draw"), ("persons", "past_reveal"),
          ("message", "past_reveal"))


class NotreDameGame:
    """A game of Notre Dame. Mutable: ``apply`` changes it in place."""

    def __init__(self, config: GameConfig, state: State, seed: int) -> None:
        self.config = config
        self.state = state
        self.seed = seed
        self.history: list[Action] = []
        self._legal: list[Action] | None = None

    # -- who decides ---------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def current_player(self) -> int | None:
        top = self.state.top
        return None if top is None else top.seat

    @property
    def phase(self) -> str:
        return phase(self.state)

    @property
    def is_over(self) -> bool:
        return not self.state.stack

    # -- the rules -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            top = self.state.top
            if top is None or top.seat is None:
                self._legal = []
            else:
                self._legal = LISTERS[top.kind](self.state, top.seat)
        return self._legal

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now (None when legal); any value may be asked about."""
        return self._checked(action)[1]

    def _checked(self, action: Action) -> tuple[Action, IllegalAction | None]:
        """``action`` in canonical form and why it is illegal (None when legal)."""
        bad = shape_error(action)
        if bad is not None:
            return action, bad
        action = canonical(as_action(action))
        error = form_error(self.state, action)
        if error is not None:
            return action, error
        if legal_now(self.state, action):  # (direct.py: no listing of every action)
            return action, None
        return action, explain(self.state, action, self.legal_actions())

    def is_legal(self, action: Action) -> bool:
        return self.why_not(action) is None

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; IllegalAction (nothing changed)."""
        if self._is_listed(action):
            return self.apply_unchecked(action)
        action, error = self._checked(action)
        if error is not None:
            raise error
        return self.apply_unchecked(action)

    def canonical(self, action: Action) -> Action:
        """Fields in their order, the choices ordered gold, cube, rat (``codec``)."""
        try:
            return canonical(action)
        except (TypeError, ValueError):  # not this game's shape: why_not says so
            return action

    def _is_listed(self, action: Action) -> bool:
        """True when ``action`` is one of the listed legal actions itself (the very
        object: it is canonical and well-typed), so no check is needed. Never lists."""
        legal = self._legal
        if legal is None:
            return False
        try:
            return legal[legal.index(action)] is action
        except ValueError:
            return False

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action taken from ``legal_actions`` (no check: fast playouts)."""
        g = self.state
        step = g.stack.pop()
        assert step.seat is not None
        ev: list[Event] = []
        HANDLERS[action.type](g, step.seat, dict(action.args), ev)
        flow.advance(g, ev)
        self.history.append(action)
        self._legal = None
        return ev

    # -- results and views -----------------------------------------------------------
    def outcome(self) -> Outcome | None:
        return outcome(self.state) if self.is_over else None

    def summary(self) -> dict[str, Any]:
        return summary(self.state)

    def view(self, seat: int | None) -> NotreDameView:
        return make_view(self, seat)

    def copy(self) -> NotreDameGame:
        other = NotreDameGame(self.config, self.state.copy(), self.seed)
        other.history = list(self.history)
        return other

    def step_info(self, events: Sequence[Event]) -> StepInfo:
        kinds = {e.kind for e in events}
        hidden = next((h for kind, h in HIDDEN if kind in kinds), None)
        return StepInfo(hidden=hidden, ends_turn=bool(events))
