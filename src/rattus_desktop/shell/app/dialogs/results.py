"""End of the game: a table of every seat's score parts, the winner, a note where the
rules decide something a player would not guess; play again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QPixmap, QResizeEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QWidget

from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.features import ScoresInParts
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote
from rattus_desktop.shell.kit.typography import join_list

MARGIN = 16  # the card keeps this much of the window free on each side
BASE_HEIGHT = 800  # the table's text grows with windows taller than this…
MAX_SCALE = 1.4  # …up to this factor


def _no_icon(seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
    return QPixmap()


def rank_order(outcome: Outcome, notes: dict[int, SeatNote]) -> list[int]:
    """Seats in the order the rules rank them: those still in the running first (the
    winners, then by score), the seats the rules put out after them."""
    def key(seat: int) -> tuple[bool, bool, int, int]:
        note = notes.get(seat)
        return (note is not None and note.out, seat not in outcome.winners,
                -outcome.scores[seat], seat)
    return sorted(range(len(outcome.scores)), key=key)


class ResultsScreen(Overlay):
    play_again = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=140)
        self.seat_icon: Callable[[int, str, QSize, float], QPixmap] = _no_icon
        # the game's own words for how it scores and breaks ties ("" : the shell's)
        self.game_note: Callable[[], str] = lambda: ""
        self.game_tie: Callable[[str, str], str] = lambda names, name: ""
        #: the game's score columns and seat notes (None: the totals only)
        self.parts: ScoresInParts | None = None
        self.title = self.heading("", 26)
        self.subtitle = self.text("", 12)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(18)
        self.table.setVerticalSpacing(6)
        self.table.setColumnStretch(1, 1)
        self.body.addLayout(self.table)
        self.tie = self.text("", 11)
        self.tie.setObjectName("muted")
        row = QHBoxLayout()
        self.again = self.button("", "again", primary=True)
        self.new = self.button("", "new")
        self.view = self.button("", "view")
        self._shown: tuple[dict[str, Any], list[Seat], Outcome] | None = None
        self.retranslate()
        self.again.clicked.connect(self._again)
        self.new.clicked.connect(self._new)
        self.view.clicked.connect(self.close_overlay)
        for b in (self.again, self.new, self.view):
            row.addWidget(b)
        self.body.addLayout(row)
        self.card.setMinimumWidth(min(600, parent.width() - 2 * MARGIN))
        self._cells: list[QWidget] = []
        self._scale = 1.0

    def _font(self, points: int, bold: bool = False) -> QFont:
        return theme.font(round(points * self._scale), bold=bold)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt API
        self.card.setMaximumWidth(max(200, self.width() - 2 * MARGIN))
        self.card.setMinimumWidth(min(600, self.width() - 2 * MARGIN))
        super().resizeEvent(event)

    def retranslate(self) -> None:
        self.again.setText(self.tr("Play again"))
        self.new.setText(self.tr("New game…"))
        self.view.setText(self.tr("Look at the board"))
        if self._shown is not None and self.isVisible():
            self.show_results(*self._shown)

    def show_results(self, summary: dict[str, Any], seats: list[Seat],
                     outcome: Outcome) -> None:
        self._shown = (summary, seats, outcome)
        self.title.setText(self._title(seats, outcome))
        note = self.game_note()
        self.subtitle.setText(note if note else self.tr("The final scores."))
        notes = self._notes(summary, outcome, [s.name for s in seats])
        parent = self.parentWidget()
        height = parent.height() if parent is not None else self.height()
        self._scale = min(MAX_SCALE, max(1.0, height / BASE_HEIGHT))
        self._fill(seats, outcome, notes)
        self.tie.setText(self._tie_line(seats, outcome) if self.parts is None else "")
        self.tie.setVisible(bool(self.tie.text()))
        self.open()

    def _title(self, seats: list[Seat], outcome: Outcome) -> str:
        names = [seats[s].name for s in outcome.winners]
        if not names:
            return self.tr("Nobody wins.")
        if len(names) > 1:
            return self.tr("{names} share the victory!").format(names=join_list(names))
        return self.tr("{name} wins!").format(name=names[0])

    def _tie_line(self, seats: list[Seat], outcome: Outcome) -> str:
        if len(outcome.tied) < 2 or outcome.winner is None:
            return ""
        names = join_list(seats[s].name for s in outcome.tied)
        name = seats[outcome.winner].name
        return self.game_tie(names, name) or self.tr(
            "Tied: {names}. The tie-break gives the game to {name}.").format(
                names=names, name=name)

    def _notes(self, summary: dict[str, Any], outcome: Outcome,
               names: list[str]) -> dict[int, SeatNote]:
        if self.parts is None:
            return {}
        found = {s: self.parts.seat_note(summary, outcome, s, names)
                 for s in range(len(outcome.scores))}
        return {s: n for s, n in found.items() if n is not None}

    def _clear(self) -> None:
        for w in self._cells:
            w.setParent(None)
            w.deleteLater()
        self._cells = []

    def _place(self, w: QWidget, row: int, col: int, span: int = 1) -> None:
        self.table.addWidget(w, row, col, 1, span)
        w.show()
        self._cells.append(w)

    def _fill(self, seats: list[Seat], outcome: Outcome, notes: dict[int, SeatNote]) -> None:
        self._clear()
        columns = self.parts.score_columns(outcome) if self.parts is not None else []
        total = self.parts.total_header() if self.parts is not None else self.tr("Score")
        headers = [self.tr("Player"), *(c.header for c in columns), total]
        for col, text in enumerate(headers, start=1):
            self._place(self._header(text, col > 1), 0, col)
        row = 1
        for seat in rank_order(outcome, notes):
            note = notes.get(seat)
            self._seat_row(seats, outcome, columns, seat, row, note is not None and note.out)
            row += 1
            if note is not None:
                self._place(self._note(note.text), row, 1, len(headers))
                row += 1

    def _header(self, text: str, number: bool) -> QLabel:
        label = QLabel(text)
        label.setObjectName("muted")
        label.setFont(self._font(11, bold=True))
        if number:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        return label

    def _note(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setObjectName("muted")
        label.setFont(self._font(11))
        label.setWordWrap(True)
        return label

    def _seat_row(self, seats: list[Seat], outcome: Outcome, columns: list[ScoreColumn],
                  seat: int, row: int, out: bool) -> None:
        icon = QLabel()
        size = QSize(round(30 * self._scale), round(36 * self._scale))
        icon.setPixmap(self.seat_icon(seat, seats[seat].colour, size,
                                      self.devicePixelRatioF()))
        self._place(icon, row, 0)
        won = seat in outcome.winners
        detail = outcome.detail[seat] if seat < len(outcome.detail) else {}
        cells = [("★ " if won else "") + seats[seat].name,
                 *(str(detail.get(c.part, 0)) for c in columns), str(outcome.scores[seat])]
        for col, text in enumerate(cells, start=1):
            label = QLabel(text)
            last = col == len(cells)
            font = self._font(18 if last else 15 if col == 1 else 14,
                              bold=last or (won and col == 1))
            font.setStrikeOut(out)
            label.setFont(font)
            if col > 1:
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._place(label, row, col)

    def _again(self) -> None:
        self.close_overlay()
        self.play_again.emit()

    def _new(self) -> None:
        self.close_overlay()
        self.new_game.emit()
