"""New game: 2–4 players, names, colours, who starts, human or computer per seat."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QCoreApplication, QSize
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
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.play.session import HUMAN, Seat
from rattus_desktop.shell import theme
from rattus_desktop.shell.bot_runner import bot_levels

MAX_SEATS = 4


@dataclass
class NewGameChoice:
    config: GameConfig
    seats: list[Seat]
    start_player: int | None  # None: random


def level_name(level: str) -> str:
    names = {
        "random": QCoreApplication.translate("NewGameDialog", "Computer — random"),
        "easy": QCoreApplication.translate("NewGameDialog", "Computer — easy"),
        "medium": QCoreApplication.translate("NewGameDialog", "Computer — medium"),
        "hard": QCoreApplication.translate("NewGameDialog", "Computer — hard"),
    }
    return names.get(level, level)


def _items(combo: QComboBox) -> QStandardItemModel:
    """A plain combo box's own model, which is a QStandardItemModel."""
    return cast(QStandardItemModel, combo.model())


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None,
                 previous: list[Seat] | None = None, game_id: str = "rattus") -> None:
        super().__init__(parent)
        self.game = registry.get(game_id)
        self.ui = self.game.load_ui()
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(640)
        title = QLabel(self.tr("A new game of Rattus"))
        title.setFont(theme.font(20, bold=True))
        self.count_group = QButtonGroup(self)
        counts = QHBoxLayout()
        counts.addWidget(QLabel(self.tr("Players:")))
        for n in self.game.players:
            radio = QRadioButton(str(n))
            radio.setFont(theme.font(12, bold=True))
            self.count_group.addButton(radio, n)
            counts.addWidget(radio)
        counts.addStretch(1)
        self.grid = QGridLayout()
        self.rows: list[tuple[QLineEdit, QComboBox, QComboBox, QLabel]] = []
        self.levels = bot_levels()
        self._colours = list(theme.PLAYER_COLOURS[:MAX_SEATS])
        for seat in range(MAX_SEATS):
            self._add_row(seat)
        self.start = QComboBox()
        start_row = QHBoxLayout()
        start_row.addWidget(QLabel(self.tr("Who starts:")))
        start_row.addWidget(self.start, 1)
        note = QLabel("" if self.levels else self.tr(
            "Computer players are not available in this installation."))
        note.setObjectName("muted")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        for part in (title,):
            box.addWidget(part)
        box.addLayout(counts)
        box.addLayout(self.grid)
        box.addLayout(start_row)
        box.addWidget(note)
        box.addWidget(buttons)
        def count_toggled(_id: int, on: bool) -> None:
            if on:
                self._count_changed()

        self.count_group.idToggled.connect(count_toggled)
        self._load(previous)

    def _add_row(self, seat: int) -> None:
        icon = QLabel()
        name = QLineEdit(self.tr("Player {n}").format(n=seat + 1))
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
        for level in ("random", "easy", "medium", "hard"):
            kind.addItem(level_name(level), level)
            item = _items(kind).item(kind.count() - 1)
            item.setEnabled(level in self.levels)
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
        self.count_group.button(n).setChecked(True)
        self._count_changed()

    def player_count(self) -> int:
        return max(2, self.count_group.checkedId())

    def _count_changed(self) -> None:
        n = self.player_count()
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
        for other in range(MAX_SEATS):
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
            text = name.text().strip() or self.tr("Player {n}").format(n=seat + 1)
            seats.append(Seat(text, colour.currentData(), kind.currentData()))
        return NewGameChoice(self.game.config(len(seats)), seats, self.start.currentData())
