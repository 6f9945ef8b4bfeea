"""Classic Rattus as an ``engine.protocol.Game``: legal actions, apply, why-not, views,
outcome, summary, copy and what undo needs to know of each step."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import repeat
from operator import is_
from typing import Any

from rattus_desktop.engine.action_shape import as_action
from rattus_desktop.engine.actions import look_alike_error, same_shape
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.engine.protocol import Outcome, StepInfo
from rattus_desktop.games.rattus.rules import endgame, plague, turn
from rattus_desktop.games.rattus.rules.abilities import CANONICAL
from rattus_desktop.games.rattus.rules.abilities.alchemist import apply_via
from rattus_desktop.games.rattus.rules.abilities.witch import swap_actions
from rattus_desktop.games.rattus.rules.actions import Action, via_of
from rattus_desktop.games.rattus.rules.direct import DEFER, DIRECT, Check, via_checks
from rattus_desktop.games.rattus.rules.direct_core import legal_now
from rattus_desktop.games.rattus.rules.driver import Driver
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.explain import explain
from rattus_desktop.games.rattus.rules.listing import Listing
from rattus_desktop.games.rattus.rules.modules.upgrades import upgrades
from rattus_desktop.games.rattus.rules.rules import Rules, rules_for
from rattus_desktop.games.rattus.rules.score_detail import score_detail
from rattus_desktop.games.rattus.rules.setup import deal_standard, explicit_setup
from rattus_desktop.games.rattus.rules.shape import shape_error, well_formed
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.steps import step_info
from rattus_desktop.games.rattus.rules.summary import summary
from rattus_desktop.games.rattus.rules.view import PlayerView, make_view

Handler = Callable[[GameState, Rules, Action, list[Event]], None]
Lister = Callable[[GameState, Rules], Sequence[Action]]

CORE_HANDLERS: dict[str, Handler] = {
    "setup_place": turn.apply_setup_place,
    "take_card": turn.apply_take_card,
    "place": turn.apply_place,
    "spread": plague.apply_spread,
    "knight_bonus": plague.apply_knight_bonus,
    "end_final_turn": endgame.apply_end_final_turn,
    "upgrade": upgrades.apply_upgrade,
}

PHASE_LISTERS: dict[str, Lister] = {
    "setup": turn.setup_actions,
    "actions": turn.action_phase_actions,
    "witch_swap": swap_actions,
    "spread": plague.spread_actions,
    "knight_bonus": plague.bonus_actions,
    "final_turn": endgame.final_turn_actions,
    "game_over": lambda g, r: [],
}


def _dispatch(g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
    """Apply a legal action without ``"via"`` to the state."""
    handler = CORE_HANDLERS.get(action.type)
    if handler is not None:
        handler(g, rules, action, ev)
    elif action.type == "move_plague":
        turn.apply_move_plague(g, rules, action, ev)
        if g.final is None:
            plague.start_plague(g, rules, ev)
    else:
        rules.by_action[action.type].apply(g, rules, action, ev)


class Game:
    """A game of classic Rattus. Mutable: ``apply`` changes it in place.

    Everything random was drawn from the seeded generator held in the state, so
    the same seed and the same actions always give the same game.
    """

    def __init__(self, state: GameState, rules: Rules, seed: int) -> None:
        self.config: GameConfig = rules.config
        self.state = state
        self.rules = rules
        self.seed = seed
        self.history: list[Action] = []
        self._legal: Sequence[Action] | None = None
        #: action types checked directly, not looked up in the list: the Emperor's walls
        #: (``Ability.refusal``) and, with the upgrades, the Witch's looks (direct.py)
        direct: dict[str, Check] = {t: ab.refusal for t, ab in rules.direct.items()}
        upgrades_on = "upgrades" in rules.modules  # (the only source of "@alchemist")
        if upgrades_on:
            direct.update(DIRECT)
            direct.update(via_checks(rules.direct))  # (the Emperor through the Alchemist)
        self._direct = direct
        self._vias = upgrades_on

    # -- construction ----------------------------------------------------------
    @classmethod
    def new(cls, config: GameConfig, seed: int, start_player: int | None = None) -> Game:
        """A standard deal: the actions start with the initial placement."""
        rules = rules_for(config)
        players = config.players
        if start_player is not None and not 0 <= start_player < players:
            raise ValueError(f"start_player must be a seat 0..{players - 1}, not {start_player}")
        return cls(deal_standard(rules, seed, start_player), rules, seed)

    @classmethod
    def from_setup(cls, config: GameConfig, setup: Any, seed: int = 0) -> Game:
        """An explicit position (raises SetupError when it is malformed)."""
        rules = rules_for(config)
        return cls(explicit_setup(rules, setup, seed), rules, seed)

    def copy(self) -> Game:
        other = Game(self.state.copy(), self.rules, self.seed)
        other.history = list(self.history)
        return other

    # -- who decides -----------------------------------------------------------
    @property
    def players(self) -> int:
        return self.state.players

    @property
    def phase(self) -> str:
        return self.state.phase

    @property
    def is_over(self) -> bool:
        return self.state.phase == "game_over"

    @property
    def current_player(self) -> int | None:
        """The seat whose decision it is now (None once the game is over)."""
        return None if self.is_over else self.state.current

    # -- the rules ---------------------------------------------------------------
    def legal_actions(self) -> Sequence[Action]:
        """Every legal action (a list; a ``listing.Listing`` when the Messenger's swaps
        are among them: counted, each built when asked for)."""
        if self._legal is None:
            lister = PHASE_LISTERS.get(self.state.phase)
            if lister is None:  # a decision an ability owns (Big Box)
                lister = self.rules.by_phase[self.state.phase].phase_actions
            self._legal = lister(self.state, self.rules)
        return self._legal

    def is_legal(self, action: Action) -> bool:
        if shape_error(action) is not None:
            return False
        action = self.canonical(as_action(action))
        direct = self._direct.get(action.type) if self._direct else None
        if direct is not None:
            verdict = direct(self.state, self.rules, action)
            if verdict is not DEFER:
                return verdict is None
        if legal_now(self.state, self.rules, action):  # (direct_core.py: no listing)
            return True
        legal = self.legal_actions()
        try:
            twin = legal[legal.index(action)]
        except ValueError:
            return False
        return twin is action or same_shape(twin, action)

    def canonical(self, action: Action) -> Action:
        if "@" in action.type:  # an ability "via" a source: its base form's canonical
            base, _, via = action.type.partition("@")
            inner = self.canonical(Action(base, action.args))
            return Action(f"{inner.type}@{via}", inner.args)
        form = CANONICAL.get(action.type)  # (the ability table: Witch, Messenger, Nun…)
        if form is not None:
            return form.canonical_form(action, self.rules.order)
        if self.rules.direct and action.type in self.rules.direct:  # (the Emperor's walls)
            return self.rules.direct[action.type].canonical(action, self.rules)
        return action

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why ``action`` is illegal now (None when it is legal); never changes the game.
        Any value may be asked about: one that is no well-formed action is refused too."""
        bad = shape_error(action)
        if bad is not None:
            return bad
        return self._refusal(self.canonical(as_action(action)))

    def _refusal(self, action: Action) -> IllegalAction | None:
        """``why_not`` of an action already in its canonical form."""
        direct = self._direct.get(action.type) if self._direct else None
        if direct is not None:  # kinds too many to list (Emperor, Witch III: direct.py)
            verdict = direct(self.state, self.rules, action)
            if verdict is not DEFER:
                return verdict
        if legal_now(self.state, self.rules, action):  # (direct_core.py: no listing)
            return None
        legal = self.legal_actions()
        try:
            twin = legal[legal.index(action)]
        except ValueError:
            return explain(self.state, self.rules, action)
        if twin is action or same_shape(twin, action):
            return None
        return look_alike_error(action, legal)

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the current player; raise IllegalAction with a reason."""
        if self._listed(action):  # the very object the listing handed out: no check
            return self.apply_unchecked(action)
        action = self.canonical(well_formed(action))
        refused = self._refusal(action)
        if refused is not None:
            raise refused
        return self.apply_unchecked(action)

    def _listed(self, action: Action) -> bool:
        """True when ``action`` is the very object the current listing handed out (so
        well formed, canonical and legal). Never lists."""
        legal = self._legal
        if type(legal) is list:
            return any(map(is_, legal, repeat(action)))
        return isinstance(legal, Listing) and legal.holds(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action known to be legal (from ``legal_actions``): for fast playouts."""
        ev: list[Event] = []
        g, rules = self.state, self.rules
        g.turn.just_placed = False
        if self._vias and via_of(action) is not None:  # an ability through the Alchemist
            apply_via(g, rules, action, ev, _dispatch)
        else:  # _dispatch, inline (the hot path)
            handler = CORE_HANDLERS.get(action.type)
            if handler is not None:
                handler(g, rules, action, ev)
            elif action.type == "move_plague":
                turn.apply_move_plague(g, rules, action, ev)
                if g.final is None:
                    plague.start_plague(g, rules, ev)
            else:
                rules.by_action[action.type].apply(g, rules, action, ev)
        self.history.append(action)
        self._legal = None
        return ev

    # -- what players see ---------------------------------------------------------
    def view(self, seat: int | None) -> PlayerView:
        """Everything ``seat`` knows, and nothing more."""
        if seat is None:
            return self.public_view()
        return make_view(self.state, self.rules, seat, self.legal_actions())

    def public_view(self) -> PlayerView:
        """What every player knows (no Witch peeks, no legal actions)."""
        return make_view(self.state, self.rules, None, [])

    def summary(self) -> dict[str, Any]:
        return summary(self.state, self.rules)

    def outcome(self) -> Outcome | None:
        """Scores (pieces on the board plus the palace), the winner and the tie-break."""
        g = self.state
        if not self.is_over or g.scores is None or g.winner is None:
            return None
        best = max(g.scores)
        tied = tuple(s for s in range(g.players) if g.scores[s] == best)
        detail = tuple({"board": g.on_board(s), "palace": g.palace[s]}
                       for s in range(g.players))
        if self.rules.bigbox:  # every module's points too (score_detail.py)
            detail = tuple({**d, **{k: v for k, v in full.items() if k != "pieces"}}
                           for d, full in zip(detail, score_detail(g), strict=True))
        return Outcome(tuple(g.scores), (g.winner,), detail,
                       "after_trigger" if len(tied) > 1 else None, tied if len(tied) > 1 else ())

    def step_info(self, events: Sequence[Event]) -> StepInfo:
        return step_info(events)


def _sampled(state: GameState, rules: Rules) -> Game:
    return Game(state, rules, seed=0)


Rules.driver = Driver(_sampled)
