"""The Region cards module at the table: the deciding seat's hand (private), the
reaction window before each reveal (a card of the hand, then the class card it covers;
or Pass), and the choosers of the Astronomer (keep) and the Explorer (explore).

Privacy: a hand is on screen only while its seat is the human deciding now. In
hot-seat a window for a seat other than the one whose decision it paused (the device
is elsewhere) comes behind the hand-over screen; during their own turn a player shows
their hand with a button (behind the hand-over screen too). Computer seats decide
through the bot (no prompt); other seats' hands show only as counts in their panels.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QFrame,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.rules.modules.region_cards.state import (
    RegionCard,
    RegionCardsState,
)
from rattus_desktop.games.rattus.ui.hints import title_text
from rattus_desktop.games.rattus.ui.names import class_name, region_name
from rattus_desktop.games.rattus.ui.region_items import paint_region_card
from rattus_desktop.games.rattus.ui.region_words import TEXT, card_label, card_tip
from rattus_desktop.games.rattus.ui.views import rattus_view
from rattus_desktop.shell.kit import theme

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.table import RattusTable

PHASES = ("region_card", "keep_region_card", "explore")
PASS = Action("pass", ())
COLUMNS = 3
Choice = tuple[str, str, Callable[[], None], bool]


class RegionCardButton(QAbstractButton):
    """One region card of the hand or of a draw, painted in the table's style."""

    def __init__(self, card: RegionCard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        self.look = ""  # a highlight state (items.base), "" for none
        self.chosen = False
        self.setFixedSize(self.sizeHint())
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(card_tip(card, region_name, class_name))
        self.setAccessibleName(card_label(card, region_name, class_name))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(86, 58)

    def set_look(self, look: str, chosen: bool) -> None:
        if (look, chosen) != (self.look, self.chosen):
            self.look, self.chosen = look, chosen
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        rect = QRectF(self.rect()).adjusted(2, 2, -5, -6)
        look = "selected" if self.chosen else self.look
        if self.hasFocus() and not look:
            look = "hover"
        paint_region_card(p, rect, self.card, look)
        p.end()


class HandBar(QFrame):
    """The hand shown in the left column (hidden while no hand may be seen)."""

    card_clicked = Signal(int)
    drawn_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")  # framed like the side panel below it
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.title = QLabel()
        self.title.setFont(theme.font(10.5, bold=True))
        self.drawn_title = QLabel()
        self.drawn_title.setFont(theme.font(10.5, bold=True))
        self.hand_grid, self.drawn_grid = QGridLayout(), QGridLayout()
        for grid in (self.hand_grid, self.drawn_grid):
            grid.setSpacing(4)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setColumnStretch(COLUMNS, 1)  # the cards keep their size, to the left
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 6, 10, 6)
        box.setSpacing(4)
        box.addWidget(self.title)
        box.addLayout(self.hand_grid)
        box.addWidget(self.drawn_title)
        box.addLayout(self.drawn_grid)
        self.hand: list[RegionCardButton] = []
        self.drawn: list[RegionCardButton] = []
        self.setVisible(False)

    def show_cards(self, title: str, hand: list[RegionCard], drawn_title: str,
                   drawn: list[RegionCard]) -> None:
        self.title.setText(title)
        self.drawn_title.setText(drawn_title)
        self.drawn_title.setVisible(bool(drawn))
        self.hand = self._fill(self.hand_grid, self.hand, hand, self.card_clicked)
        self.drawn = self._fill(self.drawn_grid, self.drawn, drawn, self.drawn_clicked)
        for button in (*self.hand, *self.drawn):  # in the language now installed
            button.setToolTip(card_tip(button.card, region_name, class_name))
        self.setVisible(True)

    def _fill(self, grid: QGridLayout, old: list[RegionCardButton], cards: list[RegionCard],
              signal: SignalInstance) -> list[RegionCardButton]:
        if [b.card for b in old] == cards:
            return old
        for button in old:
            grid.removeWidget(button)
            button.hide()
            button.deleteLater()
        out = []
        for i, card in enumerate(cards):
            button = RegionCardButton(card, self)
            button.clicked.connect(partial(signal.emit, i))
            grid.addWidget(button, i // COLUMNS, i % COLUMNS)
            button.show()  # at once, not when the event loop comes round
            out.append(button)
        return out

    def clear(self) -> None:
        self.show_cards("", [], "", [])
        self.setVisible(False)


class RegionHand(QObject):
    """The module's decisions at the table; the flow calls ``prompt`` for its phases,
    ``choices`` for the show/hide button, ``on_idle`` and ``events_started``."""

    def __init__(self, table: RattusTable) -> None:
        super().__init__(table)
        self.t = table
        self.bar = HandBar()
        layout = table.column.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(1, self.bar)
        self.shown: int | None = None  # the seat whose private cards are on screen
        self.kept: set[int] = set()  # the Astronomer's chosen cards (keeping 2)
        self._states: dict[tuple[object, ...], str] = {}
        table.scene.states_shown.connect(self._show_states)
        self.bar.card_clicked.connect(self.pick)
        self.bar.drawn_clicked.connect(self.pick_drawn)
        key = QShortcut(QKeySequence(Qt.Key.Key_P), table, self.pass_key)
        key.setContext(Qt.ShortcutContext.WindowShortcut)

    # -- what may be seen ------------------------------------------------------------
    def _cards(self, seat: int | None) -> RegionCardsState | None:
        c = self.t.controller
        if not c.has_game:
            return None
        mods = rattus_view(c.game.view(seat)).mods
        return mods.state.cards if mods is not None else None

    def module_on(self) -> bool:
        return self._cards(None) is not None

    def hide(self) -> None:
        self.shown = None
        self.kept.clear()
        self.bar.clear()

    def events_started(self) -> None:
        """A move was made: the hand goes unless the same seat decides on."""
        c = self.t.controller
        if self.shown is not None and (not c.has_game or c.viewer_seat() != self.shown):
            self.hide()

    def on_idle(self) -> None:
        c = self.t.controller
        seat = c.viewer_seat() if c.has_game and not c.game.is_over else None
        if seat is None or seat != self.shown:
            self.hide()
        else:
            self.refresh()

    def _open(self, seat: int) -> None:
        if self.shown != seat:
            self.kept.clear()
        self.shown = seat
        self.refresh()

    def refresh(self) -> None:
        seat = self.shown
        cards = self._cards(seat) if seat is not None else None
        if seat is None or cards is None:
            self.bar.clear()
            return
        phase = self.t.controller.game.phase
        drawn = list(cards.drawn) if phase in ("keep_region_card", "explore") else []
        name = self.t.controller.seats[seat].name
        title = TEXT("keep_title").format(name=name) if phase == "keep_region_card" \
            else TEXT("explore_title")
        hand = list(cards.hands[seat])
        self.bar.show_cards(TEXT("hand_title" if hand else "hand_empty").format(name=name),
                            hand, title, drawn)
        self._show_states(self._states)

    def _needs_handover(self, seat: int, cards: RegionCardsState) -> bool:
        """Hot-seat: the device is with the seat whose decision the window paused."""
        if self.t.controller.human_count() < 2 or self.shown == seat:
            return False
        return cards.back is None or cards.back[1] != seat

    # -- prompts (from the flow) -------------------------------------------------------
    def prompt(self, phase: str) -> bool:
        """The prompt of one of the module's decisions (False: not one of them)."""
        if phase not in PHASES:
            return False
        seat = self.t.controller.game.current_player
        cards = self._cards(seat)
        if seat is None or cards is None:
            return False
        if phase == "region_card" and self._needs_handover(seat, cards):
            region = region_name(cards.resolving or "")
            self._status(TEXT("window").format(region=region))
            if self.t.handover.isVisible():  # asked already (a language switch)
                return True
            self._handover(seat, lambda: TEXT("handover_window").format(
                name=self.t.controller.seats[seat].name, region=region), self._window)
            return True
        self._open(seat)
        {"region_card": self._window, "keep_region_card": self._keep,
         "explore": self._explore}[phase]()
        return True

    def choices(self) -> list[Choice]:
        """Hot-seat, on the player's other decisions: show or hide their hand."""
        c = self.t.controller
        seat = c.viewer_seat()
        if seat is None or not self.module_on():
            return []
        if c.human_count() < 2:
            self._open(seat)
            return []
        if self.shown == seat:
            return [("region_hand", TEXT("hide_hand"), self._hide_pressed, False)]
        return [("region_hand", TEXT("show_hand"), self._show_pressed, False)]

    def _show_pressed(self) -> None:
        seat = self.t.controller.viewer_seat()
        if seat is None:
            return
        name = self.t.controller.seats[seat].name
        self._handover(seat, lambda: TEXT("handover_hand").format(name=name), lambda: None)

    def _hide_pressed(self) -> None:
        self.hide()
        self.t.flow.retranslate()

    def _handover(self, seat: int, reason: Callable[[], str], then: Callable[[], None]) -> None:
        self.t.interaction.set_enabled(False)

        def accepted() -> None:
            self._open(seat)
            then()
            self.t.flow.retranslate()

        self.t.flow.hand_over(seat, reason, accepted)

    def _status(self, detail: str) -> None:
        c = self.t.controller
        seat = c.game.current_player
        if seat is None:
            return
        info = c.seats[seat]
        self.t.status.set_status(title_text(info.name, c.game.phase, True, info.kind), detail)

    def _window(self) -> None:
        cards = self._cards(self.shown)
        if cards is None or self.t.controller.game.phase != "region_card":
            return
        region = region_name(cards.resolving or "")
        self._status(TEXT("window").format(region=region))
        self.t.status.set_hint("")  # what was said of the last pick is over
        self.t.status.set_prompt(TEXT("window_question").format(region=region),
                                 [("pass", TEXT("pass"), self.do_pass, False)])
        button = self.t.status.prompt_buttons.get("pass")
        if button is not None:
            button.setToolTip(TEXT("pass_tip"))

    def _keep(self) -> None:
        legal = [a for a in self.t.controller.game.legal_actions()
                 if a.type == "keep_region_card"]
        if not legal:
            return
        count = len(legal[0].args[0])
        drawn = self.bar.drawn
        self.t.status.set_hint("")  # not the card use's "click a glowing place"
        if count == 1:
            self._status(TEXT("keep_one"))
            self.t.status.set_prompt(TEXT("keep_question_one"), [
                (f"keep:{i}", card_label(b.card, region_name, class_name),
                 partial(self._apply, Action("keep_region_card", ((i,),))), False)
                for i, b in enumerate(drawn)])
            return
        self._status(TEXT("keep_many").format(n=count))
        choices: list[Choice] = [
            (f"keep:{i}", self._chosen_label(i, b.card), partial(self.pick_drawn, i), False)
            for i, b in enumerate(drawn)]
        choices.append(("keep", TEXT("keep"), self._keep_chosen, True))
        self.t.status.set_prompt(TEXT("keep_question"), choices)
        button = self.t.status.prompt_buttons.get("keep")
        if button is not None:
            button.setEnabled(len(self.kept) == count)
        self._show_states(self._states)

    def _chosen_label(self, i: int, card: RegionCard) -> str:
        label = card_label(card, region_name, class_name)
        return TEXT("chosen").format(card=label) if i in self.kept else label

    def _keep_chosen(self) -> None:
        self._apply(Action("keep_region_card", (tuple(sorted(self.kept)),)))

    def _explore(self) -> None:
        self._status(TEXT("explore"))
        self.t.status.set_hint("")
        self.t.status.set_prompt(TEXT("explore_question"), [
            (f"explore:{i}", card_label(b.card, region_name, class_name),
             partial(self._apply, Action("explore", (i,))), False)
            for i, b in enumerate(self.bar.drawn)])

    # -- gestures ------------------------------------------------------------------------
    def _deciding(self, phase: str) -> bool:
        c = self.t.controller
        return (c.has_game and c.game.phase == phase and self.shown is not None
                and c.viewer_seat() == self.shown and not self.t.overlay_open()
                and not self.t.flow.animator.busy)

    def pick(self, index: int) -> None:
        """A card of the hand clicked: in a window, the class cards it may cover light up."""
        if not self._deciding("region_card"):
            return
        use = self.t.interaction.card_use
        again = use.made[:1] == [("hand", index)]
        use.cancel()
        use.reset()
        if again:  # a second click puts the card back
            self.t.interaction.redraw()
            return
        if ("hand", index) not in use.targets():
            self.t.status.set_hint(TEXT("no_fit"))
            self.t.interaction.redraw()
            return
        use.click(("hand", index), None)
        card = self.bar.hand[index].card if index < len(self.bar.hand) else None
        self.t.status.set_hint(TEXT("pick_cover").format(
            region=region_name(card.region) if card else ""))

    def pick_drawn(self, index: int) -> None:
        """A drawn card clicked: the Astronomer keeps it (or marks it), the Explorer goes
        to its region."""
        if self._deciding("explore"):
            self._apply(Action("explore", (index,)))
            return
        if not self._deciding("keep_region_card"):
            return
        legal = [a for a in self.t.controller.game.legal_actions()
                 if a.type == "keep_region_card"]
        count = len(legal[0].args[0]) if legal else 1
        if count == 1:
            self._apply(Action("keep_region_card", ((index,),)))
            return
        self.kept ^= {index}
        self._keep()

    def do_pass(self) -> None:
        if self._deciding("region_card"):
            self._apply(PASS)

    def pass_key(self) -> None:
        """The P key: pass while this seat's window is open."""
        self.do_pass()

    def _apply(self, action: Action) -> None:
        if self.t.flow.animator.busy:
            return
        self.t.status.clear_prompt()
        self.kept.clear()
        if not self.t.controller.try_apply(action):
            self.t.flow.retranslate()

    def _show_states(self, states: dict[tuple[object, ...], str]) -> None:
        """The board's highlights, on the hand: lit cards, the hovered one, the chosen one."""
        self._states = dict(states)
        made = self.t.interaction.card_use.made[:1]
        for i, button in enumerate(self.bar.hand):
            button.set_look(states.get(("hand", i), ""), made == [("hand", i)])
        for i, button in enumerate(self.bar.drawn):
            button.set_look("", i in self.kept)
