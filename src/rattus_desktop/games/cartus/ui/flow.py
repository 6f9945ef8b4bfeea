"""The Cartus table's rhythm: events → board and log → idle → hand-over, prompts or bots.

Like the Rattus flow it decides nothing about the rules: it reads the phase and the
legal actions of the deciding seat's view and sends the player's gestures to the
controller, which refuses illegal ones with the game's reason.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor

from rattus_desktop.bots.base import Bot
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.games.cartus.rules.data import catalogue
from rattus_desktop.games.cartus.rules.view import CartusView
from rattus_desktop.games.cartus.ui import names
from rattus_desktop.games.cartus.ui.ending import end_lines, plague_steps
from rattus_desktop.play.session import Session
from rattus_desktop.shell.kit.animation import Animator, Step, pause
from rattus_desktop.shell.kit.bot_runner import BotRunner, make_player_bot

if TYPE_CHECKING:
    from rattus_desktop.games.cartus.ui.table import CartusTable

Choice = tuple[str, str, Callable[[], None], bool]
SLOW_EVENTS = ("supply", "enter", "pass", "cards_revealed", "influence", "take", "sword",
               "flute", "give", "vp", "extra_space", "exchange", "reveal")


class CartusFlow(QObject):
    game_finished = Signal(dict)

    def __init__(self, table: CartusTable) -> None:
        super().__init__(table)
        self.t = table
        self.controller = table.controller
        self.animator = Animator(table.settings, self)
        self.bots = BotRunner(self)
        self._bot_players: dict[int, Bot] = {}
        self.shown_seat: int | None = None  # the human whose hand the board shows
        self.row_names: list[str] = []  # the row's buildings, as the log follows the events
        self._waiting_handover = False
        #: hot-seat: the human who just drew or looked, shown their cards until they
        #: press "Done" (else the hand-over came before they had seen them)
        self._review_seat: int | None = None
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        c = self.controller
        c.game_started.connect(self._on_started)
        c.events_applied.connect(self._on_events)
        c.illegal.connect(lambda code, text: self.t.status.set_hint(text))
        self.animator.idle.connect(self._on_idle)
        self.bots.chosen.connect(self._on_bot_choice)
        self.bots.failed.connect(self._on_bot_failed)
        scene = table.scene
        scene.building_clicked.connect(self._building_clicked)
        scene.nun_clicked.connect(self._nun_clicked)
        scene.selection_changed.connect(self._selection_changed)
        scene.on_drop = self._dropped

    # -- which view the board shows ------------------------------------------------------
    def viewer(self) -> int | None:
        """The seat whose private knowledge the board may show now."""
        humans = [i for i, s in enumerate(self.controller.seats) if s.is_human]
        if len(humans) == 1:
            return humans[0]
        return self.shown_seat

    def board_view(self) -> CartusView:
        view = self.controller.game.view(self.viewer())
        assert isinstance(view, CartusView)
        return view

    def sync(self) -> None:
        if not self.controller.has_game:
            return
        self.t.scene.fast = self.t.settings.instant
        self.t.scene.show_view(self.board_view())

    # -- a game ------------------------------------------------------------------------------
    def _on_started(self) -> None:
        self.stop()
        session = self.controller.session
        assert session is not None
        self._bot_players = {
            i: make_player_bot(session.config.game, s.kind, session.seed * 31 + i)
            for i, s in enumerate(session.seats) if not s.is_human}
        self.shown_seat = None
        self._review_seat = None
        self.t.prepare_game()
        self._replay_log(session)
        self.row_names = [slot.building for slot in self.board_view().row]
        self.sync()
        self._on_idle()

    def _replay_log(self, session: Session) -> None:
        """A resumed or opened game: its log from the start, in the words the table said
        while it was played (the same public events, replayed from the seed)."""
        if not session.log:
            return
        replay = session.new_game()
        start = replay.view(None)
        assert isinstance(start, CartusView)
        self.row_names = [slot.building for slot in start.row]
        seat_names = self.controller.seat_names
        for action in session.log:
            for event in replay.apply(action):
                self._follow_row(event)
                row = list(self.row_names)
                if names.event_text(event, seat_names, row):
                    self._log_event(event, partial(names.event_text, event, seat_names, row))

    def resync(self) -> None:
        self.stop()
        self._review_seat = None
        self.t.status.clear_prompt()
        self.t.scene.hide_end()
        self.sync()
        self.t.add_log(self.tr("Moves were taken back or replayed."), strong=True)
        self.controller.changed_elsewhere()
        self._on_idle()

    def _on_events(self, events: list[Event]) -> None:
        self.t.scene.enabled = False
        self.t.status.clear_prompt()
        game = self.controller.game
        nxt = game.current_player
        mover = self.shown_seat
        hot_seat = self.controller.human_count() > 1
        if hot_seat and mover is not None and nxt != mover and self._saw_something(
                events, mover):
            self._review_seat = mover
        elif nxt is None or nxt != self.shown_seat:
            self.shown_seat = None if hot_seat else self.shown_seat
        self.sync()
        seat_names = self.controller.seat_names
        steps: list[Step] = []
        ms = self.t.settings.duration
        for event in events:
            self._follow_row(event)
            row = list(self.row_names)
            text = names.event_text(event, seat_names, row)
            if text:
                steps.append(self._log_step(event, partial(names.event_text, event,
                                                           seat_names, row)))
                if self.t.settings.instant:
                    continue
                if event.kind == "enter":
                    steps.append(Step(partial(self.t.scene.fly_card, int(event["seat"]),
                                              int(event["building"]), ms(1.6)),
                                      self.t.scene.land_cards))
                elif event.kind in SLOW_EVENTS:
                    steps.append(Step(partial(pause, ms(1.2))))
        if game.is_over:
            self.t.status.set_status(names.phase_text("game_over"), "")
            summary = game.summary()
            steps.extend(plague_steps(self.t, summary, seat_names, ms))
        self.animator.run(steps)

    @staticmethod
    def _saw_something(events: list[Event], seat: int) -> bool:
        """``seat`` drew cards or looked at the nun row in these events."""
        return any(e.kind in ("draw", "look") and e.data.get("seat") == seat for e in events)

    def _review(self, seat: int) -> None:
        """The cards just drawn or the nun card just seen stay on show for their owner
        until they press Done; then the hand-over screen comes for the next player."""
        self.sync()
        self.t.scene.enabled = False
        self.t.scene.light()
        name = self.controller.seats[seat].name

        def done() -> None:
            self._review_seat = None
            self.shown_seat = None
            self.t.status.clear_prompt()
            self._on_idle()

        self.t.status.set_status(self.tr("{name}, look at what you got").format(name=name),
                                 self.tr("Press Done, then pass the computer on."))
        self.t.status.set_prompt("", [("review_done", self.tr("Done"), done, True)])

    def _follow_row(self, event: Event) -> None:
        """The buildings of the row as the events go (for the log's building names)."""
        cat = catalogue()
        if event.kind == "reveal":
            self.row_names = [cat.cards[c] for c in event.data.get("cards", [])
                              if c in cat.cards]
        elif event.kind == "exchange" and self.row_names:
            card = event.data.get("card")
            if card in cat.cards:
                self.row_names[-1] = cat.cards[card]

    def _log_step(self, event: Event, text: Callable[[], str | None]) -> Step:
        return Step(lambda: None, partial(self._log_event, event, text))

    def _log_event(self, event: Event, text: Callable[[], str | None]) -> None:
        seat = event.data.get("seat")
        colour = self.t.seat_colour(seat) if isinstance(seat, int) else None
        strong = event.kind in ("reveal", "last_round", "game_over", "nun_row")
        self.t.add_log(lambda: text() or "", strong=strong, colour=colour)

    # -- whose move ------------------------------------------------------------------------
    def _on_idle(self) -> None:
        if not self.controller.has_game or self._waiting_handover:
            return
        if self._review_seat is not None:
            self._review(self._review_seat)
            return
        game = self.controller.game
        if game.is_over:
            self.t.scene.enabled = False
            self.t.status.set_status(names.phase_text("game_over"), self.winner_line())
            self.t.status.clear_prompt()
            self.t.scene.show_end(end_lines(game.summary(), self.controller.seat_names,
                                            self._colours()))
            self.game_finished.emit(game.summary())
            return
        seat = game.current_player
        assert seat is not None
        info = self.controller.seats[seat]
        if not info.is_human:
            self.t.scene.enabled = False
            self.t.scene.light()
            self.t.status.set_status(self.tr("{name} is thinking…").format(name=info.name), "")
            self._bot_timer.start(self.t.settings.bot_delay_ms())
            return
        if self.controller.human_count() > 1 and self.shown_seat != seat:
            self._hand_over(seat)
            return
        self.shown_seat = seat
        self._human_turn()

    def _hand_over(self, seat: int) -> None:
        """Hot-seat: the board hides every hand until the deciding player is there."""
        self.shown_seat = None
        self.sync()
        self.t.scene.enabled = False
        self.t.scene.light()
        self._waiting_handover = True
        name = self.controller.seats[seat].name

        def reveal() -> None:
            self._waiting_handover = False
            self.shown_seat = seat
            self._on_idle()

        self.t.handover.accepted.connect(reveal, Qt.ConnectionType.SingleShotConnection)
        self.t.status.set_status(self.tr("Over to {name}").format(name=name), "")
        self.t.status.clear_prompt()
        self.t.handover.ask(name, lambda: self.tr(
            "{name} decides next, with their hand on show. Everybody else, look away.")
            .format(name=name))

    def _human_turn(self) -> None:
        self.sync()
        game = self.controller.game
        seat = game.current_player
        assert seat is not None
        scene = self.t.scene
        scene.mode = game.phase
        scene.enabled = not self.t.overlay_open()
        scene.light()
        self.t.status.set_status(self.tr("{name}, your decision").format(
            name=self.controller.seats[seat].name), names.phase_text(game.phase))
        self.prompts()

    def prompts(self) -> None:
        """The buttons for the decision on offer (what the board cannot show by gesture)."""
        view = self.board_view()
        status = self.t.status
        phase = view.phase
        chosen = self.t.scene.chosen_cards()
        if phase == "enter":
            choices: list[Choice] = [(f"enter:{i}", self.tr("Enter {b} with {n} card(s)").format(
                b=names.building_name(s.building), n=len(chosen)),
                partial(self.enter, i), False) for i, s in enumerate(view.row)]
            if any(a.type == "pass" for a in view.legal_actions):
                choices.append(("pass", self.tr("Play a Pass"),
                                partial(self.press, Action("pass")), False))
            status.set_prompt(self.tr("Select cards, then enter a building:"), choices)
        elif phase in ("sword", "flute"):
            assert view.pending is not None
            status.set_prompt(names.phase_text(phase), [
                (f"target:{s}", self.controller.seat_names[s],
                 partial(self.press, Action(phase, (s,))), i == 0)
                for i, s in enumerate(view.pending.targets)])
        elif phase == "give":
            assert view.pending is not None
            need = view.pending.count
            label = self.tr("Give {n} of {need} selected").format(n=len(chosen), need=need)
            status.set_prompt(self.tr("Give {need} card(s) to {name}:").format(
                need=need, name=self.controller.seat_names[view.pending.to or 0]), [
                ("confirm", label, partial(self.press_with_chosen, "give"), True)])
        elif phase == "hospital":
            assert view.pending is not None
            status.set_prompt(self.tr("Discard up to {n} card(s), 1 rat each:").format(
                n=view.pending.count), [
                ("confirm", self.tr("Discard {n} selected").format(n=len(chosen)),
                 partial(self.press_with_chosen, "hospital"), True)])
        else:
            status.clear_prompt()

    def retranslate(self) -> None:
        if self.controller.has_game and not self.animator.busy and not self._waiting_handover:
            self.t.scene.update()
            self._on_idle()

    # -- gestures ------------------------------------------------------------------------------
    def _building_clicked(self, index: int) -> None:
        phase = self.controller.game.phase
        if phase == "supply":
            self.apply(Action("supply", (index,)))
        elif phase == "enter":
            self.enter(index)

    def _nun_clicked(self, position: int) -> None:
        self.apply(Action("look", (position,)))

    def _selection_changed(self) -> None:
        if self.controller.has_game and self.controller.current_is_human():
            self.prompts()

    def enter(self, index: int) -> None:
        self._dropped(self.t.scene.chosen_cards(), index)

    def press(self, action: Action) -> None:
        self.apply(action)

    def press_with_chosen(self, kind: str) -> None:
        """Give or Hospital: the chosen hand cards (the game checks the number)."""
        self.apply(Action(kind, (tuple(sorted(self.t.scene.chosen_cards())),)))

    def _dropped(self, cards: list[str], index: int) -> bool:
        """Cards dragged onto a building: the game decides; a refusal is explained."""
        action = Action("enter", (index, tuple(sorted(cards))))
        why = self.controller.why_not(action)
        if why is not None:
            self.t.status.set_hint(why[1])
            return False
        return self.apply(action)

    def apply(self, action: Action) -> bool:
        if self.animator.busy:
            return False
        why = self.controller.why_not(action)
        if why is not None:
            self.t.status.set_hint(why[1])
            return False
        self.t.scene.mode = None
        return self.controller.try_apply(action)

    # -- computer players ----------------------------------------------------------------------
    def _ask_bot(self) -> None:
        if not self.animator.busy:
            self.bots.ask(self.controller, self._bot_players,
                          self.t.settings.thinking_factor())

    def _on_bot_choice(self, ticket: Any, action: Action) -> None:
        if not self.bots.answers_now(ticket, self.controller):
            return
        if not self.controller.try_apply(action):
            self._fallback_move()

    def _on_bot_failed(self, ticket: Any, message: str) -> None:
        if self.bots.is_current(ticket):
            self.t.add_log(self.tr("A computer player failed ({m}); it plays at random.")
                           .format(m=message))
            self._fallback_move()

    def _fallback_move(self) -> None:
        legal = self.controller.game.legal_actions()
        if legal:
            self.controller.try_apply(legal[0])

    def stop(self) -> None:
        self.bots.cancel()
        self._bot_timer.stop()
        self.animator.finish_all()
        self._waiting_handover = False

    # -- the end ----------------------------------------------------------------------------------
    def _colours(self) -> list[QColor]:
        return [QColor(s.colour) for s in self.controller.seats]

    def winner_line(self) -> str:
        outcome = self.controller.outcome()
        winners = outcome.winners
        seat_names = self.controller.seat_names
        if not winners:
            return self.tr("Everybody died of the plague: nobody wins.")
        score = outcome.scores[winners[0]]
        if len(winners) == 1:
            return self.tr("{name} wins with %n point(s).", "", score).format(
                name=seat_names[winners[0]])
        who = names.joined([seat_names[w] for w in winners])
        return self.tr("{names} share the victory with %n point(s).", "", score).format(
            names=who)
