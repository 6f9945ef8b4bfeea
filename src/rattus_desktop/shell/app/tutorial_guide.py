"""Plays a ``Tutorial``: starts its fixed game, shows each step in the coach card with an
arrow, lets through only the moves the step asks for (``GameController.guard``),
moves on when the player makes one, and explains what the game's notes name the
first time it happens. Help → Tutorial starts it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.tutorial_coach import TutorialCoach
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.tutorial_script import Tutorial, TutorialStep

if TYPE_CHECKING:
    from rattus_desktop.shell.app.window import MainWindow


class TutorialGuide(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        self.tutorial: Tutorial | None = None
        self.index = 0
        self.said: set[str] = set()
        self.coach = TutorialCoach(window)
        self.coach.next_pressed.connect(self.next_step)
        self.coach.end_pressed.connect(self.stop)
        c = window.controller
        c.human_applied.connect(self._applied)
        c.events_applied.connect(self._events)
        c.state_changed.connect(self._skip_impossible)
        c.state_changed.connect(lambda: QTimer.singleShot(0, self.coach.relayout))
        c.game_starting.connect(self._other_game)
        self._starting = False

    # -- starting and stopping -------------------------------------------------------
    def start(self, tutorial: Tutorial) -> None:
        """Start ``tutorial``'s game (after the player agrees to leave one in progress)."""
        self.w.leave_game_then(lambda: self._begin(tutorial))

    def _begin(self, tutorial: Tutorial) -> None:
        entry = registry.get(tutorial.game)
        config = entry.config(tutorial.players, tutorial.ruleset)
        names = tutorial.seat_names()
        names[0] = self._player_name()  # the table says "{name}'s cards": a real name
        seats = [Seat(name, theme.PLAYER_COLOURS[i], "human" if i == 0 else tutorial.opponents)
                 for i, name in enumerate(names)]
        self._starting = True
        kept = list(self.w.settings.last_players)
        self.w.start_game(config, seats, tutorial.start_player, tutorial.seed)
        self.w.settings.set_last_players(kept)  # the tutorial's seats are not the player's
        self._starting = False
        self.tutorial, self.index, self.said = tutorial, 0, set()
        self.w.controller.guard = self.guard
        self._show()
        self._skip_impossible()

    def _player_name(self) -> str:
        """The name the player last played under, else the dialog's first default."""
        from rattus_desktop.shell.app.dialogs.new_game import default_name

        for seat in self.w.settings.last_players or []:
            if seat.is_human and seat.name.strip():
                return seat.name
        return default_name(0)

    def _other_game(self) -> None:
        """Any other game started (New game, Unfinished games): the tutorial ends."""
        if not self._starting:
            self.stop()

    def stop(self) -> None:
        self.tutorial = None
        if self.w.controller.guard == self.guard:
            self.w.controller.guard = None
        self.coach.hide_coach()

    @property
    def active(self) -> bool:
        return self.tutorial is not None

    # -- the steps ---------------------------------------------------------------------
    def step(self) -> TutorialStep | None:
        t = self.tutorial
        return t.steps[self.index] if t is not None and self.index < len(t.steps) else None

    def next_step(self) -> None:
        if self.tutorial is None:
            return
        self.index += 1
        self._show()
        self._skip_impossible()

    def _show(self) -> None:
        t = self.tutorial
        if t is None:
            return
        step = self.step()
        if step is None:
            self.coach.show_text(t.finish, "", self.index, len(t.steps), final=True)
            self.w.controller.guard = None
            return
        self.coach.show_text(step.text, step.target, self.index, len(t.steps),
                             needs_next=not step.expect)

    def guard(self, action: Action) -> str | None:
        """The step's word on a human move: None lets it through."""
        step = self.step()
        if step is None:
            return None
        legal = list(self.w.controller.game.legal_actions())
        if len(legal) <= 1:
            return None  # a forced move is no lesson
        if not step.expect:
            return QCoreApplication.translate(
                "Tutorial", "First read the tutorial's note at the top and press Next.")
        if action.type in step.expect or not self._possible(step, legal):
            return None
        return QCoreApplication.translate(
            "Tutorial", "Not yet: the tutorial asks for another move first (see its note "
                        "at the top).")

    @staticmethod
    def _possible(step: TutorialStep, legal: list[Action]) -> bool:
        return any(a.type in step.expect for a in legal)

    def _applied(self, action: Action) -> None:
        step = self.step()
        if step is not None and step.expect and action.type in step.expect:
            self.next_step()

    def _skip_impossible(self) -> None:
        """At the player's own decision, a step whose moves are not legal is passed."""
        c = self.w.controller
        if self.tutorial is None or not c.has_game or not c.current_is_human():
            return
        step, start = self.step(), self.index
        while step is not None and step.expect and not self._possible(
                step, list(c.game.legal_actions())):
            self.index += 1
            step = self.step()
        if self.index != start:
            self._show()

    def _events(self, events: list[Event]) -> None:
        t = self.tutorial
        if t is None:
            return
        for note in t.notes:
            if note.kind not in self.said and any(e.kind == note.kind for e in events):
                self.said.add(note.kind)
                self.coach.show_note(note.text, note.target)

    def retranslate(self) -> None:
        self.coach.retranslate()
