"""The thin Qt controller: owns the Session, applies actions, emits the game's events.

Game-neutral: the game comes from the registry (through the session's config); the
words for a refusal come from the game's UI (``GameUI.reason_text``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.engine.events import Event, visible_events
from rattus_desktop.engine.protocol import Game, Outcome, View
from rattus_desktop.play.session import Seat, Session
from rattus_desktop.shell.kit.game_ui import GameUI


class GameController(QObject):
    """Every change of the game goes through ``try_apply`` (and so through Session.apply).

    Signals carry the core's own events: ``events_applied`` the public ones (already
    filtered with ``visible_events``), ``private_events`` those meant for one seat.
    """

    events_applied = Signal(list)
    private_events = Signal(int, list)
    state_changed = Signal()
    illegal = Signal(str, str)
    #: a new session is in place and no one has heard of it yet (the window swaps the
    #: table here, so that the new table's own ``game_started`` slots are connected)
    game_starting = Signal()
    game_started = Signal()
    #: an action a human seat made, after it was applied (the tutorial follows these)
    human_applied = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        #: a check of every human move before the core sees it: a refusal's words, or
        #: None to let it through (the tutorial asks for one kind of move at a time)
        self.guard: Callable[[Action], str | None] | None = None

    # -- the game ---------------------------------------------------------------
    def new_game(self, config: GameConfig, seats: list[Seat], seed: int | None = None,
                 start_player: int | None = None) -> None:
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        self.session = Session(config, seats=list(seats), seed=seed, start_player=start_player)
        self.game_starting.emit()
        self.game_started.emit()
        self.state_changed.emit()

    def adopt(self, session: Session) -> None:
        """Continue a session made elsewhere (a loaded save, an autosave)."""
        self.session = session
        self.game_starting.emit()
        self.game_started.emit()
        self.state_changed.emit()

    def changed_elsewhere(self) -> None:
        """The session changed outside ``try_apply`` (undo, redo): redraw everything."""
        self.state_changed.emit()

    @property
    def game(self) -> Game:
        if self.session is None:
            raise RuntimeError("no game has started")
        return self.session.game

    @property
    def ui(self) -> GameUI:
        """The Qt side of the game being played."""
        if self.session is None:
            raise RuntimeError("no game has started")
        ui: GameUI = registry.get(self.session.config.game).load_ui()
        return ui

    def outcome(self) -> Outcome:
        """The finished game's ``Outcome`` (RuntimeError while it goes on)."""
        outcome = self.game.outcome()
        if outcome is None:
            raise RuntimeError("the game is not over")
        return outcome

    @property
    def has_game(self) -> bool:
        return self.session is not None

    @property
    def seats(self) -> list[Seat]:
        return self.session.seats if self.session else []

    @property
    def seat_names(self) -> list[str]:
        return [s.name for s in self.seats]

    def current_is_human(self) -> bool:
        seat = self.session.current_seat if self.session else None
        return seat is not None and seat.is_human

    def human_count(self) -> int:
        return sum(1 for s in self.seats if s.is_human)

    # -- applying ---------------------------------------------------------------
    def try_apply(self, action: Action) -> bool:
        """Apply ``action`` for the current player; on IllegalAction emit ``illegal``."""
        if self.session is None:
            return False
        human = self.current_is_human()
        refusal = self.guard(action) if human and self.guard is not None else None
        if refusal is not None:
            self.illegal.emit("tutorial", refusal)
            return False
        try:
            events = self.session.apply(action)
        except IllegalAction as err:
            self.illegal.emit(err.code, self.ui.reason_text(err.code, err.params, err.reason))
            return False
        self._publish(events)
        if human:
            self.human_applied.emit(action)
        return True

    def why_not(self, action: Action) -> tuple[str, str] | None:
        """Why ``action`` is illegal now (code, translated text), or None if it is legal."""
        err = self.game.why_not(action)
        if err is None:
            return None
        return err.code, self.ui.reason_text(err.code, err.params, err.reason)

    def _publish(self, events: list[Event]) -> None:
        private: dict[int, list[Event]] = {}
        for event in events:
            if event.private_to is not None:
                private.setdefault(event.private_to, []).append(event)
        self.events_applied.emit(visible_events(events, None))
        for seat, evs in private.items():
            self.private_events.emit(seat, evs)
        self.state_changed.emit()

    # -- what the board may show -------------------------------------------------
    def viewer_seat(self) -> int | None:
        """The seat deciding now if it is a human at this computer, else None."""
        game = self.game
        seat = game.current_player
        if seat is None or not self.seats[seat].is_human:
            return None
        return seat

    def board_view(self) -> View:
        """The view the board is drawn from: the deciding human's, or a public one."""
        return self.game.view(self.viewer_seat())


def public_view(game: Game) -> View:
    """What everybody knows."""
    return game.view(None)
