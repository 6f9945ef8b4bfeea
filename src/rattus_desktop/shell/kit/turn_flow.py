"""One turn loop for every game: whose decision it is, and who makes it.

``TurnFlow`` owns the animator (events → animations → idle), the computer players
(asked through the bot runner after the pacing pause, a refused or failed answer
replaced by the first legal move), the hand-over screen before a person's private
decision in hot-seat play, resync after undo/redo, and the one entry point for
decisions that arrive from elsewhere (``remote_decision``). Each seat is a value
(``seats.Person``, ``Computer``, ``Remote``); a game's flow subclasses TurnFlow and
supplies only what its table shows: ``game_over``, ``person_turn``, ``waiting_turn``,
``handover_reason`` and the optional hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from rattus_desktop.bots.base import Bot
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.animation import Animator
from rattus_desktop.shell.kit.bot_runner import BotRunner, make_player_bot
from rattus_desktop.shell.kit.controller import GameController
from rattus_desktop.shell.kit.handover import HandOverScreen
from rattus_desktop.shell.kit.seats import Computer, Person, Remote, SeatKind, seat_kind
from rattus_desktop.shell.kit.settings import Settings
from rattus_desktop.shell.kit.status import StatusBar


class TurnTable(Protocol):
    """What the turn loop needs of a game's table."""

    controller: GameController
    settings: Settings
    status: StatusBar
    handover: HandOverScreen


class TurnFlow(QObject):
    """The turn loop; a game's flow subclasses it (see the module's docstring)."""

    game_finished = Signal(dict)
    # a seat whose decisions arrive from elsewhere is to decide now (its index)
    remote_turn = Signal(int)

    def __init__(self, table: TurnTable, parent: QObject) -> None:
        super().__init__(parent)
        self.controller = table.controller
        self.settings = table.settings
        self.status = table.status
        self.handover = table.handover
        self.animator = Animator(table.settings, self)
        self.bots = BotRunner(self)
        self._bot_players: dict[int, Bot] = {}
        # the person whose private knowledge the board shows (None: nobody's)
        self.shown_seat: int | None = None
        self._waiting_handover = False
        self._handover_slot: Callable[[], None] | None = None
        # decisions from elsewhere that came while the table was still animating
        self._remote_queue: list[tuple[int, Action]] = []
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        c = self.controller
        c.game_started.connect(self._on_started)
        c.events_applied.connect(self._on_events)
        c.illegal.connect(lambda code, text: self.status.set_hint(text))
        self.animator.idle.connect(self._on_idle)
        self.bots.chosen.connect(self._on_bot_choice)
        self.bots.failed.connect(self._on_bot_failed)

    # -- the seats -------------------------------------------------------------------------
    def seat_kind(self, seat: int) -> SeatKind:
        return seat_kind(self.controller.seats[seat])

    def persons_here(self) -> list[int]:
        """The seats decided by people at this screen."""
        return [i for i in range(len(self.controller.seats)) if self.is_person(i)]

    def is_person(self, seat: int) -> bool:
        """Whether a person at this screen decides for ``seat``."""
        return isinstance(self.seat_kind(seat), Person)

    def decider(self) -> tuple[int, Seat] | None:
        """The seat deciding now and its session seat (None when the game is over)."""
        seat = self.controller.game.current_player
        return None if seat is None else (seat, self.controller.seats[seat])

    def person_decides(self) -> bool:
        """Whether a person at this screen makes the decision on offer now."""
        if not self.controller.has_game:
            return False
        seat = self.controller.game.current_player
        return seat is not None and self.is_person(seat)

    def board_takes_input(self) -> bool:
        """Whether the board may take gestures now: a person here decides, their own
        secrets are the ones shown and nothing is animating."""
        if not self.controller.has_game:
            return False
        game = self.controller.game
        seat = game.current_player
        return (seat is not None and not game.is_over and self.is_person(seat)
                and not self.animator.busy and self.shown_seat == seat)

    def _make_bots(self) -> None:
        session = self.controller.session
        assert session is not None
        self._bot_players = {}
        for i in range(len(session.seats)):
            kind = self.seat_kind(i)
            if isinstance(kind, Computer):
                self._bot_players[i] = make_player_bot(session.config.game, kind.level,
                                                       session.seed * 31 + i)

    # -- a game -----------------------------------------------------------------------------
    def _on_started(self) -> None:
        self.stop()
        self._make_bots()
        persons = self.persons_here()
        self.shown_seat = persons[0] if len(persons) == 1 else None
        self.game_begins()
        self._on_idle()

    def resync(self) -> None:
        """After undo or redo: no animation, the board simply shows the game again."""
        self.stop()
        self.resynced()
        self.controller.changed_elsewhere()
        self._on_idle()

    def stop(self) -> None:
        self.bots.cancel()
        self._bot_timer.stop()
        self.animator.finish_all()
        self._waiting_handover = False
        self._drop_hand_over()
        self._remote_queue.clear()

    def _on_events(self, events: list[Event]) -> None:
        self.events_arrived(events)

    # -- after the animations: whose decision? -------------------------------------------------
    def _on_idle(self) -> None:
        if not self.controller.has_game or self._waiting_handover or self.idle_begins():
            return
        game = self.controller.game
        if game.is_over:
            self.game_over()
            return
        seat = game.current_player
        assert seat is not None
        kind = self.seat_kind(seat)
        if isinstance(kind, Person):
            self._person(seat)
        elif isinstance(kind, Computer):
            self.waiting_turn(seat)
            self._bot_timer.start(self.bot_delay_ms())
        else:
            self.waiting_turn(seat)
            self._remote(seat)

    def _person(self, seat: int) -> None:
        if self.decided_without_asking(seat):
            return
        if self.wants_hand_over(seat):
            self._hand_over(seat)
            return
        self.shown_seat = seat
        self.person_turn(seat)

    def wants_hand_over(self, seat: int) -> bool:
        """Hot-seat: another person's private knowledge may be on show."""
        return len(self.persons_here()) > 1 and self.shown_seat != seat

    def _hand_over(self, seat: int) -> None:
        """The board hides every secret until the deciding person says they are there."""
        self.shown_seat = None
        self.hand_over_begins(seat)
        self._waiting_handover = True

        def reveal() -> None:
            self._waiting_handover = False
            self.shown_seat = seat
            self._on_idle()

        self.hand_over(seat, self.handover_reason(seat), reveal)

    def hand_over(self, seat: int, reason: Callable[[], str],
                  then: Callable[[], None]) -> None:
        """Ask for ``seat``'s person with ``reason``; ``then`` once they are there (the
        one hand-over screen, also for a game's own private decisions; a newer question
        replaces one still open)."""
        self._drop_hand_over()

        def accepted() -> None:
            self._handover_slot = None
            then()

        self._handover_slot = accepted
        self.handover.accepted.connect(accepted, Qt.ConnectionType.SingleShotConnection)
        self.handover.ask(self.controller.seats[seat].name, reason)

    def _drop_hand_over(self) -> None:
        """Forget a hand-over still waiting (a new game, undo): its answer is stale."""
        if self._handover_slot is not None:
            self.handover.accepted.disconnect(self._handover_slot)
            self._handover_slot = None

    def privately(self, seat: int, reason: Callable[[], str],
                  then: Callable[[], None]) -> None:
        """Show ``seat`` a secret: behind the hand-over screen when more than one person
        is at this screen, else at once."""
        if len(self.persons_here()) > 1:
            self.hand_over(seat, reason, then)
        else:
            then()

    # -- computer players ----------------------------------------------------------------------
    def bot_delay_ms(self) -> int:
        """The pacing pause before a computer player is asked."""
        return self.settings.bot_delay_ms()

    def _ask_bot(self) -> None:
        if not self.animator.busy:
            self.bots.ask(self.controller, self._bot_players, self.settings.thinking_factor())

    def _on_bot_choice(self, ticket: Any, action: Action) -> None:
        if not self.bots.answers_now(ticket, self.controller):
            return
        if not self.controller.try_apply(action):
            self._fallback_move()

    def _on_bot_failed(self, ticket: Any, message: str) -> None:
        if self.bots.is_current(ticket):
            self.log_note(lambda: QCoreApplication.translate(
                "TurnFlow", "A computer player failed ({m}); it plays the first legal move.")
                .format(m=message))
            self._fallback_move()

    def _fallback_move(self) -> None:
        legal = self.controller.game.legal_actions()
        if legal:
            self.controller.try_apply(legal[0])

    # -- decisions from elsewhere --------------------------------------------------------------
    def remote_decision(self, seat: int, action: Action) -> bool:
        """The one entry point for a decision made elsewhere for ``seat``: applied now,
        or once the table has finished showing the last move. False (nothing changes)
        when ``seat`` is not a remote seat; the core refuses an illegal action."""
        if not self.controller.has_game or not isinstance(self.seat_kind(seat), Remote):
            return False
        if self.animator.busy:
            self._remote_queue.append((seat, action))
            return True
        if self.controller.game.current_player != seat:
            return False
        return self.controller.try_apply(action)

    def _remote(self, seat: int) -> None:
        while self._remote_queue:
            queued, action = self._remote_queue.pop(0)
            if queued == seat:
                self.controller.try_apply(action)
                return
        self.remote_turn.emit(seat)

    # -- what a game supplies --------------------------------------------------------------------
    def game_begins(self) -> None:
        """A new or resumed game: prepare the table, rebuild its log, draw it."""

    def resynced(self) -> None:
        """After undo/redo: the table's own redraw (prompts cleared, log line)."""

    def events_arrived(self, events: list[Event]) -> None:
        """The public events of a move: the table's animation steps (``self.animator``)."""

    def idle_begins(self) -> bool:
        """Every return to idle, before anything is decided; True when the table keeps
        the turn for itself for now (a person still looking at what they drew)."""
        return False

    def game_over(self) -> None:
        """The game is over: the results."""
        self.game_finished.emit(self.controller.game.summary())

    def decided_without_asking(self, seat: int) -> bool:
        """A person's decision that needs no asking (applied here; True if so)."""
        return False

    def hand_over_begins(self, seat: int) -> None:
        """The board hides what the seat about to decide must not see of others."""

    def handover_reason(self, seat: int) -> Callable[[], str]:
        name = self.controller.seats[seat].name
        return lambda: QCoreApplication.translate(
            "TurnFlow", "{name} decides next. Everybody else, look away.").format(name=name)

    def person_turn(self, seat: int) -> None:
        """A person at this screen decides: light the board, offer the prompts."""

    def waiting_turn(self, seat: int) -> None:
        """A computer or a remote seat decides: the board is still; say who thinks."""

    def log_note(self, text: Callable[[], str]) -> None:
        """A line for the table's log (written again after a language switch)."""
