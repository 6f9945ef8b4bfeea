"""The Universities module's decisions at the table: the status line's sentence for each
event decision (naming the event, and who decides when it is not the active player),
and the Professor's chooser (its look is private: behind the hand-over screen in
hot-seat; the final draw is public).

The chooser's buttons are read off the position: the looked-at cards from the
deciding seat's own view, what may be discarded from the legal actions."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui import university_names as words
from rattus_desktop.games.rattus.ui.views import rattus_view
from rattus_desktop.shell.kit.typography import join_list, join_sentences

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.flow import GameFlow

Choice = tuple[str, str, Callable[[], None], bool]
EVENT_OF = {"discard_class_card": "discard_class_card", "move_university": "found_university",
            "bonus_place": "class_bonus"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Status", text)


def _uni(game: Any, seat: int | None) -> Any:
    view = rattus_view(game.view(seat))
    return view.mods.state.uni if view.mods is not None else None


def detail(game: Any, seat: int, names: list[str], last: dict[str, Any] | None) -> str | None:
    """The status line's sentence for a Universities decision (None: not one)."""
    phase = game.phase
    if phase in ("professor_order", "professor_resolve"):
        return _tr(words.DOING[phase])
    if phase not in EVENT_OF:
        return None
    uni = _uni(game, seat)
    card = last if last is not None and last.get("kind") == EVENT_OF[phase] else {
        "kind": EVENT_OF[phase]}
    text = _tr(words.DOING[phase]).format(
        event=words.event_name(card),
        university=words.UNIVERSITY(uni.moving[0] if uni is not None and uni.moving
                                    else "green"))
    parts = [text]
    if phase == "bonus_place" and uni is not None and uni.queue.count(seat) > 1:
        parts.append(words.UniversityCounts().owed(uni.queue.count(seat) - 1))
    if uni is not None and seat != uni.active and phase != "move_university":
        parts.insert(0, _tr(words.OTHERS_DECISION).format(
            name=names[seat], active=names[uni.active]))
    return join_sentences(parts)


def announce(flow: GameFlow) -> None:
    """Hot-seat: an event decision falls to a player whose turn it is not; a banner on
    the board names them (once per decision), the status line says it too."""
    controller = flow.controller
    game = controller.game
    seat = game.current_player
    if game.phase not in EVENT_OF or seat is None or controller.human_count() < 2:
        return
    uni = _uni(game, seat)
    position = len(controller.session.log) if controller.session is not None else -1
    if uni is None or seat == uni.active or flow.announced == position:
        return
    flow.announced = position
    if not flow.w.settings.instant:
        text = _tr(words.DECIDER_BANNER).format(name=controller.seats[seat].name)
        flow.animator.play_background(flow.w.banner_animation(text, False))


class ProfessorChooser:
    """The Professor's look-then-order and the final draw's pick, as status buttons:
    click the looked-at cards in the order they go back, the top one first."""

    def __init__(self, flow: GameFlow) -> None:
        self.flow = flow
        self.order: list[int] = []
        self._asked: int | None = None  # the log position a hand-over was asked for
        self._shown: int | None = None  # the log position whose cards were shown

    def _position(self) -> int:
        session = self.flow.controller.session
        return len(session.log) if session is not None else -1

    def prompt(self) -> None:
        game = self.flow.controller.game
        if game.phase == "professor_resolve":
            self._resolve_prompt()
            return
        position = self._position()
        if self._shown == position:
            self._order_prompt()
            return
        if self._asked == position:
            return  # the hand-over screen is up
        self.order = []
        if self.flow.controller.human_count() > 1:
            self._hand_over(position)
            return
        self._shown = position
        self._order_prompt()

    def _hand_over(self, position: int) -> None:
        w = self.flow.w
        seat = self.flow.controller.game.current_player
        name = self.flow.controller.seats[seat].name if seat is not None else ""
        self._asked = position
        w.interaction.set_enabled(False)

        def show() -> None:
            self._shown = position
            w.interaction.set_enabled(True)
            self._order_prompt()

        w.handover.accepted.connect(show, Qt.ConnectionType.SingleShotConnection)
        w.handover.ask(name, lambda: _tr(words.PROFESSOR_HANDOVER).format(name=name))

    def looked(self) -> list[dict[str, Any]]:
        game = self.flow.controller.game
        uni = _uni(game, game.current_player)
        return [c.to_json() for c in uni.looked] if uni is not None else []

    def may_discard(self) -> bool:
        return any(a.type == "professor_order" and a.args[1]
                   for a in self.flow.controller.game.legal_actions())

    def _order_prompt(self) -> None:
        cards = self.looked()
        placed = [words.event_name(cards[i]) for i in self.order] or [
            _tr(words.PROFESSOR_NONE_YET)]
        choices: list[Choice] = [
            (f"professor:{i}", f"{i + 1}. {words.event_name(card)}", partial(self._pick, i),
             not self.order and i == 0) for i, card in enumerate(cards) if i not in self.order]
        if self.may_discard() and self.order:
            choices.append(("professor_discard", _tr(words.PROFESSOR_DISCARD_REST),
                            self._discard_rest, False))
        if self.order:
            choices.append(("professor_restart", _tr(words.PROFESSOR_START_OVER),
                            self._restart, False))
        status = self.flow.w.status
        status.set_prompt(_tr(words.PROFESSOR_ORDER_Q).format(placed=join_list(placed)),
                          choices)
        for i, card in enumerate(cards):
            button = status.prompt_buttons.get(f"professor:{i}")
            if button is not None:
                button.setToolTip(_tr(words.PROFESSOR_CARD_TIP).format(
                    i=i + 1, text=words.event_text(card)))

    def _pick(self, index: int) -> None:
        self.order.append(index)
        left = [i for i in range(len(self.looked())) if i not in self.order]
        if len(left) == 1 and not self.may_discard():
            self.order.append(left[0])
            left = []
        if not left:
            self._send(())
            return
        self._order_prompt()

    def _discard_rest(self) -> None:
        self._send(tuple(i for i in range(len(self.looked())) if i not in self.order))

    def _restart(self) -> None:
        self.order = []
        self._order_prompt()

    def _send(self, discard: tuple[int, ...]) -> None:
        kept = [i for i in range(len(self.looked())) if i not in discard]
        order = tuple(self.order.index(i) for i in kept)
        self.order = []
        self.flow._apply(Action("professor_order", (order, discard)))

    def _resolve_prompt(self) -> None:
        game = self.flow.controller.game
        uni = _uni(game, game.current_player)
        drawn = [c.to_json() for c in uni.drawn] if uni is not None else []
        status = self.flow.w.status
        status.set_prompt(_tr(words.PROFESSOR_RESOLVE_Q), [
            (f"professor_resolve:{i}", words.event_name(card),
             partial(self.flow._apply, Action("professor_resolve", (i,))), i == 0)
            for i, card in enumerate(drawn)])
        for i, card in enumerate(drawn):
            button = status.prompt_buttons.get(f"professor_resolve:{i}")
            if button is not None:
                button.setToolTip(words.event_text(card))
