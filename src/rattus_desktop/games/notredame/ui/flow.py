"""The Notre Dame table's rhythm: events → log and animations → idle → hand-over,
prompts or a computer player. It decides nothing about the rules: it reads the phase
and the legal actions the core offers, and asks the core why a move is refused."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from rattus_desktop.engine.actions import Action, new_action
from rattus_desktop.engine.events import Event
from rattus_desktop.games.notredame.rules.data import load, road_graph
from rattus_desktop.games.notredame.rules.view import NotreDameView
from rattus_desktop.play.session import Session
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import (
    Step,
    move,
    parallel,
    pause,
    sequence,
    tween,
)
from rattus_desktop.shell.kit.narrowing import narrow, offer, settle, values_of
from rattus_desktop.shell.kit.turn_flow import TurnFlow

from . import names
from .choices import deciding_field
from .items import Banner, Key
from .scene import Snapshot
from .scores import breakdown

if TYPE_CHECKING:
    from .table import NotreDameTable

STRONG_EVENTS = ("round", "outbreak", "notre_dame_scored", "game_over")


def nd_view(game: Any, seat: int | None) -> NotreDameView:
    view = game.view(seat)
    assert isinstance(view, NotreDameView)
    return view


def log_line(event: Event, seat_names: list[str]) -> str:
    return names.event_text(event, seat_names) or ""


def target_of(action: Action, seat: int) -> Key:
    """Where a ``play`` action's card goes on the board."""
    f = dict(action.args)
    card = f.get("card")
    if card == "notre_dame":
        return ("notre_dame",)
    if card == "confidant":
        return ("sector", seat, f.get("sector"))
    return ("sector", seat, card)


class NotreDameFlow(TurnFlow):
    def __init__(self, table: NotreDameTable) -> None:
        super().__init__(table, table)
        self.w = table
        self.selected: str | None = None
        self.pending: tuple[list[Action], str] | None = None
        self.w.board.clicked.connect(self._on_click)
        self.w.board.dropped.connect(self._on_drop)

    # -- a game --------------------------------------------------------------------
    def game_begins(self) -> None:
        session = self.controller.session
        assert session is not None
        self.w.prepare_game()
        self._replay_log(session)
        self.sync()

    def _replay_log(self, session: Session) -> None:
        """A resumed or opened game: its log from the start, in the words the table said
        while it was played (the same public events, replayed from the seed)."""
        seat_names = self.controller.seat_names
        replay = session.new_game() if session.log else None
        for position, action in enumerate(session.log, start=1):
            assert replay is not None
            for event in replay.apply(action):
                if names.event_text(event, seat_names):
                    self.w.side.add_log(partial(log_line, event, seat_names),
                                        event.kind in STRONG_EVENTS, position)

    def resynced(self) -> None:
        self.w.status.clear_prompt()
        self.sync()
        self.w.side.add_log(lambda: self.tr("Moves were taken back or replayed."), True)

    # -- drawing ---------------------------------------------------------------------
    def snapshot(self) -> Snapshot:
        game = self.controller.game
        public = nd_view(game, None).public
        seats = self.controller.seats
        players = public["players"]
        boroughs = 4 if players == 2 else players
        snap = Snapshot(
            public, [s.colour for s in seats], [s.name for s in seats], road_graph(load(), boroughs)
        )
        seat = self.shown_seat
        if seat is not None:
            private = nd_view(game, seat).private
            snap.shown_seat = seat
            snap.offer, snap.hand = list(private["offer"]), list(private["hand"])
            snap.cards_draggable = game.phase == "actions" and game.current_player == seat
        return snap

    def sync(self) -> None:
        if not self.controller.has_game:
            return
        snap = self.snapshot()
        self.w.board.show(snap)
        self.w.side.show_seats(snap.public, snap.names, snap.colours)

    # -- events in, animations out ----------------------------------------------------
    def events_arrived(self, events: list[Event]) -> None:
        self._hide_hand_if_passing(any(e.kind == "round" for e in events))
        self.w.board.enabled = False
        self.w.status.clear_prompt()
        self.pending, self.selected = None, None
        seat_names = self.controller.seat_names
        session = self.controller.session
        position = len(session.log) if session is not None else None
        steps: list[Step] = []
        for event in events:
            if names.event_text(event, seat_names):
                strong = event.kind in STRONG_EVENTS
                line = partial(log_line, event, seat_names)
                steps.append(Step(lambda: None,
                                  partial(self.w.side.add_log, line, strong, position)))
            steps.extend(self._event_steps(event))
        steps.append(Step(lambda: None, self.sync))
        self.animator.run(steps)

    def _hide_hand_if_passing(self, new_round: bool) -> None:
        """Hot-seat: the moment the decision passes to another seat, or a new round is
        dealt while everybody watches the plague, the cards go face down, so the
        animations that follow never show a new hand before the hand-over screen."""
        if len(self.persons_here()) > 1 and (new_round
                                or self.controller.game.current_player != self.shown_seat):
            self.shown_seat = None

    def _event_steps(self, event: Event) -> list[Step]:
        ms = self.w.settings.duration
        d = event.data
        if event.kind == "plague":
            return [Step(partial(self._move_rats, d["seat"], d["to"], ms(2.0)))]
        if event.kind == "outbreak":
            text = self.tr("Outbreak in {name}'s borough!").format(
                name=self.controller.seat_names[d["seat"]]
            )
            return [
                Step(partial(self._move_rats, d["seat"], 9, ms(2.0))),
                Step(partial(self._banner, text, True)),
            ]
        if event.kind == "notre_dame_scored":
            text = self.tr("Notre Dame scores: {w} prestige per cube").format(w=d["worth"])
            return [Step(partial(self._banner, text, False))]
        if event.kind == "round" and not self.w.settings.instant:
            text = self.tr("Round {r}").format(r=d["round"])
            return [Step(lambda: None, self.sync), Step(partial(self._banner, text, False))]
        return []

    def _move_rats(self, seat: int, value: int, duration: int) -> Any:
        marker = self.w.board.rat_markers.get(seat)
        borough = int(nd_view(self.controller.game, None).public["seats"][seat]["borough"][1:])
        if marker is None or self.w.settings.instant:
            return None
        to = self.w.board.geometry[borough].rats_pos(value)
        return sequence(move(marker, to, duration), pause(duration // 2))

    def _banner(self, text: str, alarm: bool) -> Any:
        if self.w.settings.instant:
            return None
        item = Banner(text, theme.DEEP_RED if alarm else theme.INK)
        item.setPos(self.w.board.centre())
        item.setOpacity(0.0)
        self.w.board.addItem(item)
        ms = self.w.settings.duration
        anim = sequence(
            tween(item, b"opacity", 1.0, ms(1.0), 0.0),
            pause(ms(5.0)),
            tween(item, b"opacity", 0.0, ms(1.0)),
        )

        def remove() -> None:
            if item.scene() is not None:
                self.w.board.removeItem(item)

        anim.finished.connect(remove)
        return parallel(anim)

    # -- whose move is it? --------------------------------------------------------------
    def idle_begins(self) -> bool:
        self._update_status()
        return False

    def waiting_turn(self, seat: int) -> None:
        self.w.board.enabled = False

    def decided_without_asking(self, seat: int) -> bool:
        return self._forced_outbreak()

    def person_turn(self, seat: int) -> None:
        self._human_turn()

    def log_note(self, text: Callable[[], str]) -> None:
        self.w.side.add_log(text)

    def _forced_outbreak(self) -> bool:
        """An outbreak that can take its cube from one sector only is no decision: it is
        applied at once, without a hand-over screen for nothing to decide."""
        game = self.controller.game
        legal = list(game.legal_actions()) if game.phase == "outbreak" else []
        if len(legal) != 1:
            return False
        self.apply(legal[0])
        return True

    def hand_over_begins(self, seat: int) -> None:
        """Hot-seat: the cards go face down until the next player says they are ready."""
        self.sync()
        self.w.board.enabled = False

    def handover_reason(self, seat: int) -> Callable[[], str]:
        name = self.controller.seats[seat].name
        phase = self.controller.game.phase

        def reason() -> str:
            if phase == "draft":
                return self.tr(
                    "{name} keeps a card from the draft. Everybody else, look away."
                ).format(name=name)
            return self.tr("{name} will see their cards. Everybody else, look away.").format(
                name=name
            )

        return reason

    def _human_turn(self) -> None:
        self.sync()
        self.w.board.enabled = not self.w.host.overlay_open()
        self.prompts()

    def _update_status(self) -> None:
        game, deciding = self.controller.game, self.decider()
        if deciding is None:
            return
        info = deciding[1]
        phase_words = {
            "draft": self.tr("draft: keep one card"),
            "actions": self.tr("play a card"),
            "hire": self.tr("hire a person"),
            "outbreak": self.tr("outbreak: lose a cube"),
        }.get(game.phase, game.phase)
        title = self.tr("{name}: {phase}").format(name=info.name, phase=phase_words)
        detail = (
            self.tr("Click or drag a lit card or place.")
            if self.person_decides()
            else self.tr("{name} is thinking…").format(name=info.name)
        )
        self.w.status.set_status(title, detail)

    def prompts(self) -> None:
        """Light what the deciding player may use and offer the buttons of the phase."""
        game = self.controller.game
        if game.is_over or not self.person_decides():
            return
        seat = game.current_player
        legal = game.legal_actions()
        phase = game.phase
        status = self.w.status
        status.clear_prompt()
        lit: set[Key] = set()
        if phase == "draft":
            lit = {k for k in self.w.board.items_by_key if k[0] == "card" and k[2] == "offer"}
            status.set_prompt(self.tr("Click the card you keep."), [])
        elif phase == "actions":
            cards = {dict(a.args)["card"] for a in legal}
            lit = {k for k in self.w.board.items_by_key if k[0] == "card" and k[1] in cards}
            status.set_prompt(self.tr("Drag a card onto its place, or click it."), [])
        elif phase == "hire":
            persons = {dict(a.args).get("person") for a in legal}
            lit = {("person", p) for p in persons if p}
            status.set_prompt(
                self.tr("Click a person to hire (1 gold), or:"),
                [
                    (
                        "no_hire",
                        self.tr("Hire nobody"),
                        partial(self.apply, new_action("no_hire")),
                        False,
                    )
                ],
            )
        elif phase == "outbreak":
            lit = {("sector", seat, dict(a.args)["sector"]) for a in legal}
            self.choose(list(legal))
            self.w.board.light(lit)
            return
        self.w.board.light(lit)

    # -- gestures ------------------------------------------------------------------------
    def _on_click(self, key: Key) -> None:
        if self.animator.busy or not self.person_decides():
            return
        game = self.controller.game
        kind = key[0]
        if kind == "drag":
            self._light_targets(key[1])
            return
        if self.pending is not None and self._pick_by_key(key):
            return
        if kind == "card":
            self._card_clicked(key[1], key[2])
        elif kind == "person" and game.phase == "hire":
            self._person_clicked(key[1])
        elif kind in ("sector", "notre_dame") and self.selected is not None:
            self._on_drop(self.selected, key)
        elif kind == "sector" and game.phase == "outbreak":
            self.apply(new_action("outbreak_remove", (("sector", key[2]),)))

    def _card_clicked(self, card: str, zone: str) -> None:
        game = self.controller.game
        if game.phase == "draft":
            self.apply(new_action("draft", (("card", card),)))
            return
        if game.phase != "actions" or zone != "hand":
            self.w.status.set_hint(self.tr("That card cannot be used now."))
            return
        seat = game.current_player
        assert seat is not None
        cands = [a for a in game.legal_actions() if dict(a.args).get("card") == card]
        targets = {target_of(a, seat) for a in cands}
        self.selected = card
        self.w.board.select(
            next(
                k
                for k in self.w.board.items_by_key
                if k[0] == "card" and k[1] == card and k[2] == "hand"
            )
        )
        if len(targets) == 1:
            self.choose(cands)
        else:
            self._light_targets(card)
            self.choose(cands)

    def _light_targets(self, card: str) -> None:
        game = self.controller.game
        seat = game.current_player
        assert seat is not None
        self.w.board.light(
            {target_of(a, seat) for a in game.legal_actions() if dict(a.args).get("card") == card}
        )

    def _person_clicked(self, person: str) -> None:
        game = self.controller.game
        cands = [a for a in game.legal_actions() if dict(a.args).get("person") == person]
        if not cands:
            self.apply(new_action("hire", (("person", person),)))
            return
        self.choose(cands)

    def _on_drop(self, card: str, key: Key | None) -> None:
        """A card dropped (or a selected card clicked onto) ``key``: the game decides."""
        if self.animator.busy or not self.person_decides():
            return
        game = self.controller.game
        seat = game.current_player
        assert seat is not None
        self.selected = None
        if key is None or key[0] not in ("sector", "notre_dame"):
            self.w.status.set_hint(self.tr("Drop the card on a lit place of your borough."))
            self.prompts()
            return
        cands = [
            a
            for a in game.legal_actions()
            if dict(a.args).get("card") == card and target_of(a, seat) == key
        ]
        settle(cands, lambda one: self.choose([one]), self.choose,
               partial(self._refuse_drop, card, key))

    def _refuse_drop(self, card: str, key: Key) -> None:
        """No legal action fits: the core's words for the attempt."""
        place = "notre_dame" if key[0] == "notre_dame" else key[2]
        attempt = new_action("play", (("card", card), ("sector", place)))
        why = self.controller.why_not(attempt)
        self.w.status.set_hint(why[1] if why else self.tr("That card does not go there."))
        self.prompts()

    # -- narrowing a choice ------------------------------------------------------------------
    def choose(self, cands: list[Action]) -> None:
        field = deciding_field(cands)
        if field is None:
            self.pending = None
            self.apply(cands[0])
            return
        self.pending = (cands, field)
        values = values_of(cands, field)
        game = self.controller.game
        seat = game.current_player
        question = self.tr("{field}?").format(field=names.field_name(field).capitalize())
        offer(self.w.status, question, [
            (f"value:{field}:{v}", self._value_label(field, v), partial(self._pick, v))
            for v in values], self._cancel)
        if field == "market":
            self.w.board.light({("market", v) for v in values})
        elif field in ("sector", "from", "to"):
            self.w.board.light(
                {("sector", seat, v) for v in values}
                | ({("notre_dame",)} if "notre_dame" in values else set())
            )

    def _value_label(self, field: str, value: Any) -> str:
        if field == "skip":
            return (
                self.tr("Discard it without effect")
                if value
                else self.tr("Move a cube from a sector")
            )
        if value is None:
            return self.tr("—")
        public = nd_view(self.controller.game, None).public
        owners = names.borough_owners(public, self.controller.seat_names)
        return names.value_text(field, value, owners)

    def _pick(self, value: Any) -> None:
        if self.pending is None:
            return
        cands, field = self.pending
        self.choose(narrow(cands, field, value))

    def _pick_by_key(self, key: Key) -> bool:
        assert self.pending is not None
        cands, field = self.pending
        values = values_of(cands, field)
        if field == "market" and key[0] in ("market", "message") and key[1] in values:
            self._pick(key[1])
            return True
        if field in ("sector", "from", "to") and key[0] == "sector" and key[2] in values:
            self._pick(key[2])
            return True
        return False

    def put_back(self) -> None:
        """Esc on the board: drop the chosen card or the open question."""
        if self.person_decides() and not self.animator.busy:
            self._cancel()

    def _cancel(self) -> None:
        self.pending, self.selected = None, None
        self.w.board.select(None)
        self.prompts()

    def apply(self, action: Action) -> None:
        if self.animator.busy:
            return
        self.pending, self.selected = None, None
        self.w.status.clear_prompt()
        if not self.controller.try_apply(action):
            self.prompts()

    # -- the end -------------------------------------------------------------------------------
    def game_over(self) -> None:
        self.w.board.enabled = False
        game = self.controller.game
        summary = game.summary()
        seat_names = self.controller.seat_names
        winners = list(self.controller.outcome().winners)
        self.w.status.clear_prompt()
        self.w.status.set_status(
            self.tr("Game over"),
            self.tr("{names} wins.").format(
                names=names.list_sep().join(seat_names[w] for w in winners)
            ),
        )
        session = self.controller.session
        parts = breakdown(session) if session is not None else None
        self.w.board.show_scores(self.w.side.show_scores(summary, seat_names, parts))
        result = dict(summary)
        result["winner"] = winners[0] if winners else None
        self.game_finished.emit(result)

    def retranslate(self) -> None:
        if not self.controller.has_game or self.animator.busy:
            return
        self.sync()
        if self.controller.game.is_over:
            self._game_over_texts()
            return
        self._update_status()
        if self.person_decides() and self.shown_seat is not None:
            self.prompts()

    def _game_over_texts(self) -> None:
        summary = self.controller.game.summary()
        session = self.controller.session
        self.w.board.show_scores(
            self.w.side.show_scores(
                summary,
                self.controller.seat_names,
                breakdown(session) if session is not None else None,
            )
        )
