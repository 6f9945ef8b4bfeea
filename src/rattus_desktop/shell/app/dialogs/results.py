"""End of the game: scores, the winner, the tie-break if it decided; play again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.typography import join_list


def _no_icon(seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
    return QPixmap()


class ResultsScreen(Overlay):
    play_again = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=140)
        self.seat_icon: Callable[[int, str, QSize, float], QPixmap] = _no_icon
        # the game's own words for how it scores and breaks ties ("" : the shell's)
        self.game_note: Callable[[], str] = lambda: ""
        self.game_tie: Callable[[str, str], str] = lambda names, name: ""
        #: a seat's score in parts, from the game (None: the pieces in the palace)
        self.game_detail: Callable[[dict[str, Any], int], str | None] = lambda summary, seat: None
        self.title = self.heading("", 26)
        self.subtitle = self.text("", 12)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(18)
        self.table.setVerticalSpacing(8)
        self.table.setColumnStretch(1, 1)
        self.body.addLayout(self.table)
        self.tie = self.text("", 11)
        self.tie.setObjectName("muted")
        row = QHBoxLayout()
        self.again = self.button("", "again", primary=True)
        self.new = self.button("", "new")
        self.view = self.button("", "view")
        self._shown: tuple | None = None
        self.retranslate()
        self.again.clicked.connect(self._again)
        self.new.clicked.connect(self._new)
        self.view.clicked.connect(self.close_overlay)
        for b in (self.again, self.new, self.view):
            row.addWidget(b)
        self.body.addLayout(row)
        self.card.setFixedWidth(600)
        self._cells: list[QWidget] = []

    def retranslate(self) -> None:
        self.again.setText(self.tr("Play again"))
        self.new.setText(self.tr("New game…"))
        self.view.setText(self.tr("Look at the board"))
        if self._shown is not None and self.isVisible():
            self.show_results(*self._shown)

    def show_results(self, summary: dict[str, Any], seats: list[Seat], tied: list[int],
                     palace: list[int]) -> None:
        self._shown = (summary, seats, tied, palace)
        winner = summary.get("winner")
        name = seats[winner].name if winner is not None else "?"
        self.title.setText(self.tr("{name} wins!").format(name=name))
        note = self.game_note()
        self.subtitle.setText(note if note else self.tr("The final scores."))
        self._fill(summary, seats, winner, palace)
        if len(tied) > 1:
            names = join_list(seats[s].name for s in tied)
            text = self.game_tie(names, name) or self.tr(
                "Tied: {names}. The tie-break gives the game to {name}.").format(
                    names=names, name=name)
            self.tie.setText(text)
        else:
            self.tie.setText("")
        self.open()

    def _fill(self, summary: dict[str, Any], seats: list[Seat], winner: int | None,
              palace: list[int]) -> None:
        scores: list[int] = summary.get("scores") or [0] * len(seats)
        for w in self._cells:
            w.setParent(None)
            w.deleteLater()
        self._cells = []
        order = sorted(range(len(seats)), key=lambda s: (-scores[s], s != winner))
        for row, seat in enumerate(order):
            icon = QLabel()
            icon.setPixmap(self.seat_icon(seat, seats[seat].colour, QSize(30, 36),
                                         self.devicePixelRatioF()))
            name = QLabel(("★ " if seat == winner else "") + seats[seat].name)
            name.setFont(theme.font(15, bold=seat == winner))
            parts = self.game_detail(summary, seat)
            detail = QLabel(parts if parts is not None else
                            self.tr("%n in the palace", "", palace[seat])
                            if seat < len(palace) else "")
            detail.setObjectName("muted")
            score = QLabel(str(scores[seat]))
            score.setFont(theme.font(18, bold=True))
            score.setAlignment(Qt.AlignmentFlag.AlignRight)
            for col, w in enumerate((icon, name, detail, score)):
                self.table.addWidget(w, row, col)
                w.show()
                self._cells.append(w)

    def _again(self) -> None:
        self.close_overlay()
        self.play_again.emit()

    def _new(self) -> None:
        self.close_overlay()
        self.new_game.emit()
