"""The replay view: step through a save action by action, or jump to a turn.

The log entry of the last applied action is highlighted and the board shows the
game at that moment (public information only: Witch peeks are never shown).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSlider,
    QSplitter,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.saves import SaveFile
from rattus_desktop.saves.replay import Entry, Replay, TurnMark
from rattus_desktop.shell.kit.features import NamesTurnMarks, ShowsHistory
from rattus_desktop.shell.kit.game_ui import GameUI, ReplayBoard
from rattus_desktop.shell.kit.typography import join_list


def entry_text(entry: Entry, names: list[str], ui: GameUI) -> str:
    """A log entry: every event it brought as the game log says it (a move's reveals
    and losses too), one a line; the action itself when no event is logged."""
    texts = [t for event in entry.events if (t := ui.event_text(event, names))]
    if not texts:
        texts = [ui.action_text(entry.action)]
    return f"{entry.index + 1}. " + "\n    ".join(texts)


def turn_text(mark: TurnMark, names: list[str], ui: object = None) -> str:
    name = names[mark.seat] if 0 <= mark.seat < len(names) else "?"
    own = ui.turn_mark_text(mark.kind, name) if isinstance(ui, NamesTurnMarks) else None
    if own is not None:
        return own
    if mark.kind == "setup":
        return QCoreApplication.translate("Replay", "Setup: {name}").format(name=name)
    if mark.kind == "final_turn":
        return QCoreApplication.translate("Replay", "Final turn: {name}").format(name=name)
    return QCoreApplication.translate("Replay", "Turn {number}: {name}").format(
        number=mark.number, name=name)


class ReplayView(QWidget):
    position_changed = Signal(int)  # actions applied (0: the starting position)

    def __init__(self, save: SaveFile | None = None, board: ReplayBoard | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.replay: Replay | None = None
        self._title_names: str | None = None  # set when shown as its own window
        game_id = save.config.game if save is not None else registry.installed()[0]
        self.ui: GameUI = registry.get(game_id).load_ui()
        self.board = board if board is not None else self.ui.replay_board()
        self._build()
        if save is not None:
            self.set_save(save)

    # -- widgets -----------------------------------------------------------------
    def _build(self) -> None:
        self.log = QListWidget(self)
        self.log.currentRowChanged.connect(self._row_chosen)
        self.turns = QComboBox(self)
        self.turns.activated.connect(self.jump_to_turn)
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.valueChanged.connect(self.seek)
        self.where = QLabel(self)
        controls = QHBoxLayout()
        self._tool_buttons: list[QToolButton] = []
        for icon, tip, slot in self._buttons():
            button = QToolButton(self)
            button.setIcon(self.style().standardIcon(icon))
            button.setToolTip(tip)
            button.clicked.connect(slot)
            controls.addWidget(button)
            self._tool_buttons.append(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.where)
        controls.addWidget(self.turns)
        split = QSplitter(self)
        split.addWidget(self.log)
        split.addWidget(self.board)  # type: ignore[arg-type]
        split.setStretchFactor(1, 2)
        split.setSizes([360, 740])
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(split, 1)
        for keys, slot in ((Qt.Key.Key_Left, lambda: self.step(-1)),
                           (Qt.Key.Key_Right, lambda: self.step(1)),
                           (Qt.Key.Key_Home, lambda: self.seek(0)),
                           (Qt.Key.Key_End, lambda: self.seek(len(self.replay or ())))):
            shortcut = QShortcut(QKeySequence(keys), self, slot)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def _buttons(self) -> list[tuple[QStyle.StandardPixmap, str, Callable[[], None]]]:
        pixmap = QStyle.StandardPixmap
        return [
            (pixmap.SP_MediaSkipBackward, QCoreApplication.translate("Replay", "Start of the game"),
             lambda: self.seek(0)),
            (pixmap.SP_ArrowBack, QCoreApplication.translate("Replay", "Back one move"),
             lambda: self.step(-1)),
            (pixmap.SP_ArrowForward, QCoreApplication.translate("Replay", "Forward one move"),
             lambda: self.step(1)),
            (pixmap.SP_MediaSkipForward, QCoreApplication.translate("Replay", "End of the log"),
             lambda: self.seek(len(self.replay or ()))),
        ]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rewrite every text in the current language, keeping the position."""
        for button, (_icon, tip, _slot) in zip(self._tool_buttons, self._buttons(),
                                               strict=True):
            button.setToolTip(tip)
        if self.replay is not None:
            self._fill_texts()
            self._sync_widgets(self.replay.position)
        if self._title_names is not None:
            self.setWindowTitle(QCoreApplication.translate("Replay", "Replay: {names}").format(
                names=self._title_names))

    # -- the save ----------------------------------------------------------------
    def set_save(self, save: SaveFile) -> None:
        self.ui = registry.get(save.config.game).load_ui()
        self.replay = Replay(save)
        self._fill_texts()
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(self.replay))
        self.slider.blockSignals(False)
        self.seek(len(self.replay), force=True)

    def _fill_texts(self) -> None:
        """The log entries and the turn list, in the current language."""
        assert self.replay is not None
        names = [s.name for s in self.replay.seats]
        self.log.blockSignals(True)
        self.log.clear()
        for entry in self.replay.entries:
            item = QListWidgetItem(entry_text(entry, names, self.ui))
            item.setToolTip("\n".join(t for e in entry.events
                                      if (t := self.ui.event_text(e, names))))
            self.log.addItem(item)
        self.log.blockSignals(False)
        self.turns.blockSignals(True)
        self.turns.clear()
        for mark in self.replay.turns:
            self.turns.addItem(turn_text(mark, names, self.ui), mark.index)
        self.turns.blockSignals(False)

    @property
    def position(self) -> int:
        return self.replay.position if self.replay else 0

    def step(self, delta: int) -> None:
        self.seek(self.position + delta)

    def jump_to_turn(self, turn_index: int) -> None:
        """Show the position just before the first action of turn ``turn_index``."""
        if self.replay and 0 <= turn_index < len(self.replay.turns):
            self.seek(self.replay.turns[turn_index].index)

    def seek(self, position: int, force: bool = False) -> None:
        replay = self.replay
        if replay is None:
            return
        position = max(0, min(position, len(replay)))
        if position == replay.position and not force:
            return
        game = replay.seek(position)
        if isinstance(self.board, ShowsHistory):  # optional: what was revealed
            self.board.show_history([entry.events for entry in replay.entries[:position]])
        self.board.show_game(game, replay.seats)
        self._sync_widgets(position)
        self.position_changed.emit(position)

    def _sync_widgets(self, position: int) -> None:
        assert self.replay is not None
        for widget, call in ((self.log, lambda: self.log.setCurrentRow(position - 1)),
                             (self.slider, lambda: self.slider.setValue(position)),
                             (self.turns, lambda: self._sync_turn(position))):
            widget.blockSignals(True)
            call()
            widget.blockSignals(False)
        if position:
            self.log.scrollToItem(self.log.item(position - 1))
        self.where.setText(QCoreApplication.translate("Replay", "move {n} of {total}").format(
            n=position, total=len(self.replay)))

    def _sync_turn(self, position: int) -> None:
        assert self.replay is not None
        self.turns.setCurrentIndex(self.replay.turn_index_at(position))

    def _row_chosen(self, row: int) -> None:
        self.seek(row + 1)


def show_replay(save: SaveFile, parent: QWidget | None = None,
                board: ReplayBoard | None = None) -> ReplayView:
    """Open ``save`` in its own replay window (not modal) and return the view."""
    view = ReplayView(save, board, parent)
    view.setWindowFlag(Qt.WindowType.Window, True)
    view.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    view._title_names = join_list(s.name for s in save.seats)
    view.retranslate()
    view.resize(1100, 700)
    view.show()
    return view
