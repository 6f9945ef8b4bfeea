"""The game's rhythm: events → animations → idle → prompts, status and the next player.

GameFlow wires the controller, the animator, the interaction, the bots and the
window's prompts together. It decides nothing about the rules: it reads the
phase and the legal actions the core offers.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QObject, QTimer, Signal

from rattus_desktop.bots.base import Bot
from rattus_desktop.engine.events import visible_events
from rattus_desktop.games.rattus.rules import Action, Event, Face
from rattus_desktop.games.rattus.ui import bigbox_names, university_prompts
from rattus_desktop.games.rattus.ui.bigbox_gestures import declines
from rattus_desktop.games.rattus.ui.dialogs.witch_arrange import begin_arrange
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.event_steps import EventSteps
from rattus_desktop.games.rattus.ui.hints import (
    choice_question,
    choice_text,
    doing_text,
    thinking_text,
    title_text,
    token_choice,
)
from rattus_desktop.games.rattus.ui.names import event_text, region_name
from rattus_desktop.games.rattus.ui.plague_story import Reveal, group_reveals
from rattus_desktop.games.rattus.ui.university_display import last_revealed
from rattus_desktop.games.rattus.ui.upgrade_names import (
    TIPS,
    crusader_button,
    crusader_label,
    knight_bonus,
)
from rattus_desktop.games.rattus.ui.views import rattus_view
from rattus_desktop.shell.kit.animation import Animator, Step, parallel, pause, wait_for_player
from rattus_desktop.shell.kit.bot_runner import BotRunner, make_player_bot

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.table import RattusTable



def last_plague_event(events: list[Event]) -> int | None:
    """The index of a step's last reveal or loss (where its loss summary goes)."""
    found = [i for i, e in enumerate(events)
             if e.kind in ("token_revealed", "pieces_lost", "potion_used")]
    return found[-1] if found else None


class GameFlow(QObject):
    game_finished = Signal(dict)

    def __init__(self, window: RattusTable) -> None:
        super().__init__(window)
        self.w = window
        self.controller = window.controller
        self.animator = Animator(window.settings, self)
        self.steps = EventSteps(window.scene, window.settings)
        self.steps.banner = window.banner_animation
        self.bots = BotRunner(self)
        self._bot_players: dict[int, Bot] = {}
        self._secrets: dict[int, list[Event]] = {}
        self._hidden_by_choice = False  # a lone human asked to hide their Witch knowledge
        self.last_tied: list[int] = []
        self._offered: list[Action] | None = None  # the choice on offer (for retranslate)
        self.professor = university_prompts.ProfessorChooser(self)
        self.announced: int | None = None  # the event decision whose decider was named
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        c = self.controller
        c.game_started.connect(self._on_started)
        c.events_applied.connect(self._on_events)
        c.private_events.connect(self._on_private)
        c.illegal.connect(lambda code, text: self.w.status.set_hint(text))
        self.animator.idle.connect(self._on_idle)
        self.bots.chosen.connect(self._on_bot_choice)
        self.bots.failed.connect(self._on_bot_failed)

    # -- a new game ---------------------------------------------------------------------
    def _on_started(self) -> None:
        self.bots.cancel()
        self._bot_timer.stop()
        self.animator.finish_all()
        session = self.controller.session
        assert session is not None
        self._bot_players = {
            i: make_player_bot(session.config.game, s.kind, session.seed * 31 + i)
            for i, s in enumerate(session.seats) if not s.is_human}
        self._secrets.clear()
        self.w.prepare_game()
        self.rebuild_chronicle()
        self._sync()
        self._on_idle()

    def resync(self) -> None:
        """After undo or redo: no animation, the board simply shows the game again."""
        self.bots.cancel()
        self._bot_timer.stop()
        self.animator.finish_all()
        self.w.status.clear_prompt()
        self._sync()
        self.rebuild_chronicle()
        self.w.side.add_log(self.tr("Moves were taken back or replayed."), strong=True)
        self.controller.changed_elsewhere()
        self._on_idle()

    # -- events in, animations out ------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        self.hide_secrets()
        self.w.region_hand.events_started()
        self.w.interaction.set_enabled(False)
        self.w.status.clear_prompt()
        names = self.controller.seat_names
        position = len(self.controller.session.log) if self.controller.session else None
        steps: list[Step] = []
        reveals = group_reveals(events)
        losses = self.w.losses.on_events(events, position)  # "why did I lose pieces"
        told = last_plague_event(events)
        for i, event in enumerate(events):
            log = partial(self.log_event, event, position) if event_text(event, names) \
                else None
            if i in reveals:  # the Chronicle tells the verdict when the story does
                steps.extend(self._told_reveal(reveals[i], self.steps.steps_for(event), log))
            else:
                steps.extend(([Step(lambda: None, log)] if log else [])
                             + self.steps.steps_for(event))
            steps.append(Step(lambda: None, self.w.update_panels))
            if i == told and losses is not None:  # after the plague's last word
                steps.append(Step(lambda: None, losses))
            if event.kind in ("turn_started", "final_turn_started"):
                steps.append(self._turn_banner(event["seat"]))
            if event.kind == "game_over":
                self.last_tied = list(event.data.get("tied", []))
        steps.append(Step(lambda: None, self._sync))
        if reveals:
            steps.append(Step(lambda: None, self.w.story.hide))
        self.animator.run(steps)

    # -- the plague, told ------------------------------------------------------------------
    def step_by_step(self) -> bool:
        """Wait for the player before each reveal: the setting, else on when humans play
        against the computer (never when nobody at the table is human)."""
        if self.w.settings.instant or not self.controller.has_game:
            return False
        humans = self.controller.human_count()
        if humans == 0:
            return False
        chosen = getattr(self.w.settings, "step_by_step", None)
        if chosen is not None:
            return bool(chosen)
        return humans < len(self.controller.seats)

    def _told_reveal(self, reveal: Reveal, animation: list[Step],
                     log: Callable[[], None] | None) -> list[Step]:
        """Announce (and wait, step by step), turn over, tell the verdict, then go on.
        The status line and the Chronicle say only what the story has shown so far."""
        story = self.w.story
        names = self.controller.seat_names

        def announce() -> QAbstractAnimation | None:
            if self.w.settings.instant:
                return None
            waits = self.step_by_step()
            story.announce(reveal, waits)
            self._plague_status(reveal, story.verdict.text())
            return wait_for_player() if waits else pause(self.w.settings.duration(2.0))

        def tell() -> QAbstractAnimation | None:
            if log is not None:
                log()
            if self.w.settings.instant:
                return None
            state = self.w.scene.state
            pieces = sum(state.pieces.get(str(reveal.event["region"]), [])) if state else 0
            waits = self.step_by_step()
            story.tell(reveal, pieces, names, waits)
            self._plague_status(reveal, story.verdict.text())
            return wait_for_player() if waits else pause(self.w.settings.duration(12.0))

        flip, shown, rest = animation[:1], animation[1:2], animation[2:]

        def tell_over_board() -> QAbstractAnimation | None:
            """The story's verdict and the board's, at the same time."""
            told, board = tell(), shown[0].start() if shown else None
            anims = [a for a in (told, board) if a is not None]
            if not anims:
                return None
            group = parallel(*anims)
            group.setProperty("waits", told is not None and told.property("waits") is True)
            return group

        finish = shown[0].finish if shown else None
        return [Step(announce), *flip, Step(tell_over_board, finish), *rest]

    def _plague_status(self, reveal: Reveal, detail: str) -> None:
        """The status line during a reveal: the story's title and its verdict so far."""
        self.w.status.set_status(self.w.story.title.text(), detail)

    def log_event(self, event: Event, position: int | None) -> None:
        """The Chronicle's line for ``event`` (written again after a language switch)."""
        names = self.controller.seat_names
        seat = event.data.get("seat")
        colour = self.w.seat_colour(seat) if isinstance(seat, int) else None
        strong = event.kind in ("turn_started", "final_turn_started", "final_round",
                                "final_plague", "game_over")
        self.w.side.add_log(lambda: event_text(event, names) or "",
                            colour if strong else None, strong, position)

    def rebuild_chronicle(self) -> None:
        """The Chronicle from the session's log: after resume, Open, undo and redo."""
        session = self.controller.session
        if session is None:
            return
        self.w.side.clear_log()
        self.w.log_game_start()
        names = self.controller.seat_names
        replay = self.w.losses.replayer(session)
        for position, step in enumerate(session.steps, start=1):
            events = visible_events(list(step.events), None)
            told = last_plague_event(events)
            losses = None if told is None else self.w.losses.on_events(
                events, position, replay.before(position))
            for i, event in enumerate(events):
                if event_text(event, names):
                    self.log_event(event, position)
                if i == told and losses is not None:
                    losses()
        QTimer.singleShot(0, self.w.side.scroll_to_end)  # once the lines are laid out

    def _turn_banner(self, seat: int) -> Step:
        """Hot-seat: a short banner tells the table whose turn it is (never waited for)."""
        def start() -> None:
            if self.controller.human_count() < 2 or not self.controller.seats[seat].is_human:
                return None
            if self.w.settings.instant:
                return None
            text = self.tr("{name}'s turn").format(name=self.controller.seat_names[seat])
            self.animator.play_background(self.w.banner_animation(text, False))
            return None
        return Step(start)

    def _on_private(self, seat: int, events: list[Event]) -> None:
        self._secrets[seat] = events

    def _sync(self) -> None:
        """Replace the animated mirror by a fresh view from the game (no drift)."""
        if not self.controller.has_game:
            return
        view = rattus_view(self.controller.board_view())
        self.w.scene.pending.clear()
        ds = DisplayState.from_view(view)
        if ds.universities and self.controller.session is not None:
            ds.last_event = last_revealed(s.events for s in self.controller.session.steps)
        self.w.scene.show_state(ds, set(view.turn.used))

    # -- after the animations: whose move is it? --------------------------------------
    def _on_idle(self) -> None:
        if not self.controller.has_game:
            return
        game = self.controller.game
        self.w.update_panels()
        if game.is_over:
            self.w.interaction.set_enabled(False)
            self.w.status.set_status(title_text("", "game_over", True), self._winner_line())
            self.w.status.clear_prompt()
            self.game_finished.emit(game.summary())
            return
        seat = game.current_player
        assert seat is not None
        human = self.controller.current_is_human()
        self.w.interaction.set_enabled(human and not self.w.overlay_open())
        self._update_status()
        self.w.region_hand.on_idle()
        if human:
            self._human_prompts()
        else:  # a region-card window is answered at once (no pacing delay)
            self._bot_timer.start(0 if game.phase == "region_card"
                                  else self.w.settings.bot_delay_ms())

    def _winner_line(self) -> str:
        summary = self.controller.game.summary()
        winner = summary.get("winner")
        if winner is None:
            return ""
        score = int(summary["scores"][winner])
        return self.tr("{name} wins with %n point(s).", "", score).format(
            name=self.controller.seat_names[winner])

    def _update_status(self) -> None:
        game = self.controller.game
        seat = game.current_player
        if seat is None:
            return
        info = self.controller.seats[seat]
        title = title_text(info.name, game.phase, info.is_human, info.kind)
        if info.is_human:
            view = rattus_view(game.view(seat))
            detail = university_prompts.detail(
                game, seat, self.controller.seat_names, self.w.scene.state.last_event
                if self.w.scene.state is not None else None) or doing_text(
                game.phase, list(view.legal_actions), view.turn.spreads_left)
            if game.phase == "knight_bonus" and knight_bonus(game) != 2:  # Knight III
                detail = TIPS("knight_doing").format(n=knight_bonus(game))
        else:
            detail = thinking_text(info.name)
        self.w.status.set_status(title, detail)

    def _human_prompts(self) -> None:
        game = self.controller.game
        phase = game.phase
        status = self.w.status
        self._offered = None
        if self.w.region_hand.prompt(phase):
            return
        university_prompts.announce(self)
        bonus = knight_bonus(game)
        if phase == "knight_bonus" and bonus != 2:  # Knight III: +3
            status.set_prompt(TIPS("knight_question").format(n=bonus), [
                ("bonus_yes", TIPS("knight_yes").format(n=bonus), lambda: self._apply(Action(
                    "knight_bonus", (True,))), True),
                ("bonus_no", self.tr("No bonus"), lambda: self._apply(Action(
                    "knight_bonus", (False,))), False)])
        elif phase == "knight_bonus":
            status.set_prompt(self.tr("The Knight: +2 population for this plague?"), [
                ("bonus_yes", self.tr("Yes, +2"), lambda: self._apply(Action(
                    "knight_bonus", (True,))), True),
                ("bonus_no", self.tr("No bonus"), lambda: self._apply(Action(
                    "knight_bonus", (False,))), False)])
        elif phase == "witch_swap":
            seat = game.current_player
            secret = self._secrets.pop(seat, []) if seat is not None else []
            self.w.begin_witch(seat, secret)
        elif phase == "witch_arrange":  # Witch II/III
            seat = game.current_player
            begin_arrange(self.w, seat, self._secrets.pop(seat, []) if seat is not None else [])
        elif phase == "crusader_reveal":
            self._crusader_prompt()
        elif phase in ("professor_order", "professor_resolve"):
            self.professor.prompt()
        elif phase in bigbox_names.DECLINE and declines(game.legal_actions()):
            question, label = bigbox_names.DECLINE[phase]
            decline = declines(game.legal_actions())[0]
            status.set_prompt(QCoreApplication.translate("Status", question), [
                ("decline", QCoreApplication.translate("Status", label),
                 lambda: self._apply(decline), False)])
        else:
            choices = []
            if phase == "final_turn":
                choices.append(("end_turn", self.tr("End my turn"),
                                lambda: self._apply(Action("end_final_turn")), True))
            if self._lone_human() and self._has_secrets() and not self._hidden_by_choice:
                self.w.scene.reveal_known = True  # nobody to hide them from
                self.w.scene.layout_tokens()
            if self._has_secrets():
                label = (self.tr("Hide my secrets") if self.w.scene.reveal_known
                         else self.tr("Show my secrets"))
                choices.append(("secrets", label, self._toggle_secrets, False))
            choices.extend(self.w.region_hand.choices())
            status.set_prompt("", choices)

    def _crusader_prompt(self) -> None:
        """The Crusader's turned-up tokens, one button each: the clicked one resolves."""
        game = self.controller.game
        view = rattus_view(game.view(game.current_player))
        waiting = view.plague_cards.waiting
        picks = [a for a in game.legal_actions() if a.type == "crusader_reveal"]
        question = QCoreApplication.translate("Status", bigbox_names.CRUSADER_QUESTION)
        self.w.status.set_prompt(
            question.format(region=region_name(view.plague_cards.waiting_region or "")),
            [(crusader_button(a), crusader_label(a, token_choice(waiting[int(a.args[0])].face)),
              partial(self._apply, a), i == 0) for i, a in enumerate(picks)])

    def retranslate(self) -> None:
        """The status line and prompt buttons again, in the language now installed."""
        if not self.controller.has_game:
            return
        if self.animator.busy:  # the rest is rewritten when the animations end
            if self.w.story.isVisible():
                self.w.status.set_status(self.w.story.title.text(),
                                         self.w.story.verdict.text())
            return
        game = self.controller.game
        if game.is_over:
            self.w.status.set_status(title_text("", "game_over", True), self._winner_line())
            return
        self._update_status()
        if self.controller.current_is_human() and game.phase not in ("witch_swap",
                                                                    "witch_arrange"):
            if self._offered:
                self.offer_choice(self._offered)
            else:
                self._human_prompts()

    def _has_secrets(self) -> bool:
        ds = self.w.scene.state
        return ds is not None and any(uid in ds.known for uids in ds.tokens.values()
                                      for uid in uids)

    def _lone_human(self) -> bool:
        return self.controller.human_count() == 1

    def _toggle_secrets(self) -> None:
        """The deciding player's Witch knowledge, on the board (behind a hand-over)."""
        if self.w.scene.reveal_known:
            self._hidden_by_choice = True
            self.hide_secrets()
            self._human_prompts()
            return
        self._hidden_by_choice = False
        seat = self.controller.viewer_seat()
        if seat is not None:
            self.w.reveal_secrets(seat, self._human_prompts)

    def hide_secrets(self) -> None:
        if self.w.scene.reveal_known:
            self.w.scene.reveal_known = False
            self.w.scene.layout_tokens()

    def offer_choice(self, actions: list[Action]) -> None:
        """Several legal actions fit one gesture (place count, Merchant count)."""
        self._offered = list(actions)
        choices: list[tuple[str, str, Callable[[], None], bool]] = [
            (f"choice:{a}", choice_text(a), partial(self._apply, a), i == 0)
            for i, a in enumerate(actions)]
        choices.append(("cancel", self.tr("Cancel"), self._cancel_choice, False))
        self.w.status.set_prompt(choice_question(actions), choices)

    def _cancel_choice(self) -> None:
        self.w.status.clear_prompt()
        self._human_prompts()

    def _apply(self, action: Action) -> None:
        if self.animator.busy:
            return
        self._offered = None
        self.w.status.clear_prompt()
        if not self.controller.try_apply(action):
            self._human_prompts()

    # -- computer players -----------------------------------------------------------------
    def _ask_bot(self) -> None:
        if not self.animator.busy:
            self.bots.ask(self.controller, self._bot_players,
                          self.w.settings.thinking_factor())

    def _on_bot_choice(self, ticket: Any, action: Action) -> None:
        if not self.bots.answers_now(ticket, self.controller):
            return
        if not self.controller.try_apply(action):
            self._fallback_move()

    def _on_bot_failed(self, ticket: Any, message: str) -> None:
        if self.bots.is_current(ticket):
            self.w.side.add_log(self.tr("A computer player failed ({m}); it plays at random.")
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

    def witch_faces(self, seat: int, secret: list[Event]) -> tuple[list, list[Face]]:
        """The tokens the Witch looked at and their faces, for that seat only (a secret
        of an earlier look, delivered after that look's prompt, is not this one's)."""
        view = rattus_view(self.controller.game.view(seat))
        refs = [(str(r), int(i)) for r, i in view.turn.witch_looked or ()]
        for event in secret:
            if event.kind == "witch_saw" and [tuple(t) for t in event["tokens"]] == refs:
                faces = [Face.from_json(f)
                         for f in event["faces"]]
                return refs, faces
        seen = [view.tokens[r][i].face for r, i in refs]
        return refs, [f for f in seen if f is not None]
