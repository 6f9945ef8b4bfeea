"""New game: 2–4 players, names, colours, who starts, human or computer per seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtGui import QIcon, QStandardItemModel
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.play.session import HUMAN, Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.bot_runner import bot_levels
from rattus_desktop.shell.kit.features import HasOptionsPanel
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP  # typed (PySide6's returns object)
from rattus_desktop.shell.kit.levels import level_name

if TYPE_CHECKING:
    from rattus_desktop.shell.kit.settings import Settings

MAX_SEATS = 4  # Rattus; a game with more seats gets more rows (GameDef.players)
OFFERED_LEVELS = ("easy", "medium", "hard")  # "random" stays for tests and the command line


GAME_SWITCH = 2  # the dialog's result when the player chose another game


@dataclass
class NewGameChoice:
    config: GameConfig
    seats: list[Seat]
    start_player: int | None  # None: random


def level_description(level: str) -> str:
    texts = {
        "easy": QCoreApplication.translate(
            "NewGameDialog", "Easy: plays sensible moves at once; good for learning."),
        "medium": QCoreApplication.translate(
            "NewGameDialog", "Medium: plays like Easy unless a quick look ahead finds a "
                             "clearly better move."),
        "hard": QCoreApplication.translate(
            "NewGameDialog", "Hard: looks two turns ahead over hundreds of possible "
                             "futures; usually thinks under a second."),
        "random": QCoreApplication.translate(
            "NewGameDialog", "Random: any legal move (for tests)."),
    }
    return texts.get(level, level)


def offered_games() -> list[registry.GameDef]:
    """Every registered game that has a table (``GameDef.ui``)."""
    return [g for g in registry.games() if g.ui]


def _items(combo: QComboBox) -> QStandardItemModel:
    """A plain combo box's own model, which is a QStandardItemModel."""
    return cast(QStandardItemModel, combo.model())


#: a seat's name until the player types one; one message each, so that a language can
#: spell the number its own way (Chinese: a numeral, not a digit before Chinese text)
DEFAULT_NAMES = (
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 1"), QT_TRANSLATE_NOOP("NewGameDialog", "Player 2"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 3"), QT_TRANSLATE_NOOP("NewGameDialog", "Player 4"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Player 5"), QT_TRANSLATE_NOOP("NewGameDialog", "Player 6"),
)


def default_name(seat: int) -> str:
    if 0 <= seat < len(DEFAULT_NAMES):
        return QCoreApplication.translate("NewGameDialog", DEFAULT_NAMES[seat])
    return QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=seat + 1)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 previous: list[Seat] | None = None, game_id: str = "",
                 settings: Settings | None = None) -> None:
        super().__init__(parent)
        game_id = game_id or registry.installed()[0]
        self.game = registry.get(game_id)
        self.ui = self.game.load_ui()
        self.settings = settings
        # the game's own choices (e.g. ruleset, cards, modules): ``HasOptionsPanel``
        self.options_panel: Any = (self.ui.options_panel(self)
                                   if isinstance(self.ui, HasOptionsPanel) else None)
        offered = tuple(self.options_panel.all_counts if self.options_panel is not None
                        else self.game.players)
        self.setWindowTitle(self.tr("New game"))
        self.switch_to = ""
        self.chooser = QComboBox()
        self.chooser.setObjectName("gameChooser")
        for game in offered_games():
            self.chooser.addItem(game.load_ui().title(), game.id)
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
        self.chooser.setVisible(self.chooser.count() > 1)
        self.chooser.activated.connect(lambda _i: self.game_chosen(self.chooser.currentData()))
        title = QLabel(self.ui.title())
        title.setFont(theme.font(20, bold=True))
        self.title_label = title
        self.presets = QHBoxLayout()
        self.quick = QPushButton()
        self.quick.clicked.connect(self.preset_against_computer)
        self.hot_seat = QPushButton()
        self.hot_seat.clicked.connect(self.preset_hot_seat)
        self.presets.addWidget(self.quick)
        self.presets.addWidget(self.hot_seat)
        self.presets.addStretch(1)
        self.count_group = QButtonGroup(self)
        counts = QHBoxLayout()
        self.players_label = QLabel()
        counts.addWidget(self.players_label)
        for n in offered:
            radio = QRadioButton(str(n))
            radio.setFont(theme.font(12, bold=True))
            self.count_group.addButton(radio, n)
            counts.addWidget(radio)
        counts.addStretch(1)
        self.grid = QGridLayout()
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox, QLabel]] = []
        self.levels = bot_levels()
        self.max_seats = max(MAX_SEATS, *offered)
        self._colours = list(theme.PLAYER_COLOURS[:self.max_seats])
        for seat in range(self.max_seats):
            self._add_row(seat)
        self.level_notes = QLabel()
        self.level_notes.setObjectName("muted")
        self.level_notes.setWordWrap(True)
        self.start = QComboBox()
        start_row = QHBoxLayout()
        self.start_label = QLabel()
        start_row.addWidget(self.start_label)
        start_row.addWidget(self.start, 1)
        self.note = note = QLabel()
        note.setObjectName("muted")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)  # fits its content
        box.addWidget(self.chooser)
        box.addWidget(title)
        box.addLayout(self.presets)
        box.addLayout(counts)
        if self.options_panel is not None:
            box.addWidget(self.options_panel)
            for i, button in enumerate(self.options_panel.preset_buttons()):
                self.presets.insertWidget(2 + i, button)
        box.addLayout(self.grid)
        box.addWidget(self.level_notes)
        box.addLayout(start_row)
        box.addWidget(note)
        box.addWidget(buttons)
        def count_toggled(_id: int, on: bool) -> None:
            if on:
                self._count_changed()

        self.count_group.idToggled.connect(count_toggled)
        if self.options_panel is not None:
            self.options_panel.counts_changed.connect(self._allow_counts)
            self.options_panel.players_wanted.connect(
                lambda n: self.count_group.button(n).setChecked(True))
        self.retranslate()
        self._load(previous)

    def retranslate(self) -> None:
        """Every text again in the language now installed (also while it is open)."""
        self.setWindowTitle(self.tr("New game"))
        self.title_label.setText(self.ui.title())
        for i in range(self.chooser.count()):
            self.chooser.setItemText(i, registry.get(self.chooser.itemData(i)).load_ui().title())
        self.quick.setText(self.tr("Quick game against the computer"))
        self.players_label.setText(self.tr("Players:"))
        self.level_notes.setText("\n".join(level_description(v) for v in OFFERED_LEVELS))
        self.start_label.setText(self.tr("Who starts:"))
        self.note.setText("" if self.levels else self.tr(
            "Computer players are not available in this installation."))
        self.ok.setText(self.tr("Start the game"))
        self.cancel.setText(self.tr("Cancel"))
        for _name, _colour, kind, _icon in self.rows:
            for i in range(kind.count()):
                level = kind.itemData(i)
                kind.setItemText(i, self.tr("Human") if level == HUMAN else level_name(level))
                if level != HUMAN:
                    _items(kind).item(i).setToolTip(level_description(level))
        if self.count_group.checkedId() > 0:
            self._count_changed()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "ok"):
            self.retranslate()
        super().changeEvent(event)

    def _add_row(self, seat: int) -> None:
        icon = QLabel()
        name = QLineEdit(default_name(seat))
        name.setMaxLength(24)
        name.textChanged.connect(self._refresh_start)
        colour = QComboBox()
        for c in theme.PLAYER_COLOURS:
            colour.addItem(QIcon(self.ui.seat_icon(seat, c, QSize(18, 22), 2.0)),
                           theme.colour_name(c), c)
        colour.setCurrentIndex(seat)
        colour.currentIndexChanged.connect(lambda _i, s=seat: self._colour_changed(s))
        kind = QComboBox()
        kind.addItem(self.tr("Human"), HUMAN)
        for level in OFFERED_LEVELS:
            kind.addItem(level_name(level), level)
            item = _items(kind).item(kind.count() - 1)
            item.setEnabled(level in self.levels)
            item.setToolTip(level_description(level))
        for col, w in enumerate((icon, name, colour, kind)):
            self.grid.addWidget(w, seat, col)
        self.rows.append((name, colour, kind, icon))
        self._update_icon(seat)

    def _load(self, previous: list[Seat] | None) -> None:
        n = len(previous) if previous else 2
        for seat, info in enumerate(previous or []):
            name, colour, kind, _ = self.rows[seat]
            name.setText(info.name)
            idx = colour.findData(info.colour)
            if idx >= 0:
                colour.setCurrentIndex(idx)
                self._colours[seat] = info.colour
            k = kind.findData(info.kind)
            if k >= 0 and _items(kind).item(k).isEnabled():
                kind.setCurrentIndex(k)
        if self.options_panel is not None and self.settings is not None:
            n = self.options_panel.restore(self.settings.last_options(self.game.id)) or n
        self._allow_counts(tuple(self.options_panel.counts if self.options_panel is not None
                                 else self.game.players))
        button = self.count_group.button(n)
        if button is not None and button.isEnabled():
            button.setChecked(True)
        self._count_changed()

    def _allow_counts(self, counts: tuple[int, ...]) -> None:
        """Only the player counts the game's current choice allows can be picked."""
        for button in self.count_group.buttons():
            button.setEnabled(self.count_group.id(button) in counts)
        checked = self.count_group.checkedButton()
        if counts and (checked is None or not checked.isEnabled()):
            self.count_group.button(max(counts)).setChecked(True)

    # -- presets and the game chooser ---------------------------------------------------
    def game_chosen(self, game_id: str) -> None:
        """Another game: the dialog is built again for it (its seats, its pieces)."""
        if game_id == self.game.id:
            return
        self.switch_to = game_id
        self.done(GAME_SWITCH)

    def preset_against_computer(self) -> None:
        """You against one computer player of medium strength (easy without bots)."""
        level = "medium" if "medium" in self.levels else (self.levels[0] if self.levels
                                                          else HUMAN)
        self.count_group.button(min(self.game.players)).setChecked(True)
        self._set_kinds([HUMAN, level])

    def preset_hot_seat(self) -> None:
        """Everybody at this computer: every seat human."""
        self._set_kinds([HUMAN] * self.player_count())

    def _set_kinds(self, kinds: list[str]) -> None:
        for seat, kind in enumerate(kinds):
            combo = self.rows[seat][2]
            combo.setCurrentIndex(max(0, combo.findData(kind)))
        self._count_changed()

    def player_count(self) -> int:
        return max(2, self.count_group.checkedId())

    def _count_changed(self) -> None:
        n = self.player_count()
        if self.options_panel is not None:
            self.options_panel.set_players(n)
        self.hot_seat.setText(self.tr("Hot-seat for %n", "", n))
        for seat, widgets in enumerate(self.rows):
            for w in widgets:
                w.setVisible(seat < n)
        self._refresh_start()
        self.adjustSize()

    def _refresh_start(self) -> None:
        current = self.start.currentData()
        self.start.clear()
        self.start.addItem(self.tr("Chosen at random"), None)
        for seat in range(self.player_count()):
            self.start.addItem(self.rows[seat][0].text() or str(seat + 1), seat)
        idx = self.start.findData(current)
        self.start.setCurrentIndex(max(0, idx))

    def _colour_changed(self, seat: int) -> None:
        """Colours stay unique: the seat that had the new colour gets the old one."""
        chosen = self.rows[seat][1].currentData()
        previous = self._colours[seat]
        for other in range(self.max_seats):
            if other != seat and self._colours[other] == chosen:
                combo = self.rows[other][1]
                combo.blockSignals(True)
                combo.setCurrentIndex(combo.findData(previous))
                combo.blockSignals(False)
                self._colours[other] = previous
                self._update_icon(other)
        self._colours[seat] = chosen
        self._update_icon(seat)

    def _update_icon(self, seat: int) -> None:
        name, colour, kind, icon = self.rows[seat]
        icon.setPixmap(self.ui.seat_icon(seat, colour.currentData(), QSize(24, 30),
                                     self.devicePixelRatioF()))

    def choice(self) -> NewGameChoice:
        seats = []
        for seat in range(self.player_count()):
            name, colour, kind, _ = self.rows[seat]
            text = name.text().strip() or default_name(seat)
            seats.append(Seat(text, colour.currentData(), kind.currentData()))
        config = (self.options_panel.config(len(seats)) if self.options_panel is not None
                  else self.game.config(len(seats)))
        return NewGameChoice(config, seats, self.start.currentData())

    def accept(self) -> None:
        """Start only a game the core accepts; remember the game's options."""
        panel = self.options_panel
        if panel is not None:
            problem = panel.error(self.player_count())
            if problem is not None:
                panel.show_problem(problem)
                return
            if self.settings is not None:
                self.settings.set_last_options(self.game.id,
                                               panel.remembered(self.player_count()))
        super().accept()
