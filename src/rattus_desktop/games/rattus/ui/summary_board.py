"""A plain board for the replay view: a table of regions and a line per player.

Any widget with ``show_game(game, seats)`` can replace it (the main window may
pass one that draws the real board).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from rattus_desktop.engine.protocol import Game
from rattus_desktop.games.rattus.ui.names import card_name, phase_name, region_name
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.kit.typography import join_list


class ReplayBoard(Protocol):
    def show_game(self, game: Game, seats: list[Seat]) -> None: ...


class SummaryBoard(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.table, 1)

    def show_game(self, game: Game, seats: list[Seat]) -> None:
        summary = game.summary()
        self._fill_table(summary, seats)
        self.status.setText(self._status_text(summary, seats))

    def _fill_table(self, summary: dict, seats: list[Seat]) -> None:
        regions = list(summary["regions"])
        headers = [QCoreApplication.translate("Replay", "Rats")] + [s.name for s in seats]
        self.table.setColumnCount(len(headers))
        self.table.setRowCount(len(regions) + 2)
        self.table.setHorizontalHeaderLabels(headers)
        labels = [region_name(r) for r in regions]
        labels += [region_name("palace"), QCoreApplication.translate("Replay", "Reserve")]
        self.table.setVerticalHeaderLabels(labels)
        for row, region in enumerate(regions):
            data = summary["regions"][region]
            plague = " ☠" if region == summary["plague"] else ""
            self._set(row, 0, f"{data['rats']}{plague}")
            for seat, count in enumerate(data["pieces"]):
                self._set(row, seat + 1, str(count) if count else "", seats[seat].colour)
        for seat in range(len(seats)):
            self._set(len(regions), seat + 1, str(summary["palace"][seat]))
            self._set(len(regions) + 1, seat + 1, str(summary["reserve"][seat]))

    def _set(self, row: int, column: int, text: str, colour: str | None = None) -> None:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if colour and text:
            item.setForeground(QBrush(QColor(colour)))
        self.table.setItem(row, column, item)

    def _status_text(self, summary: dict, seats: list[Seat]) -> str:
        parts = [phase_name(summary["phase"])]
        current = summary["current_player"]
        if current is not None:
            parts.append(QCoreApplication.translate("Replay", "to play: {name}").format(
                name=seats[current].name))
        held = [f"{card_name(c)}: {seats[h].name}" for c, h in summary["cards"].items()
                if h is not None]
        if held:
            parts.append(join_list(held))
        if summary["scores"] is not None:
            scores = join_list(f"{s.name} {p}" for s, p in zip(seats, summary["scores"],
                                                               strict=True))
            parts.append(QCoreApplication.translate("Replay", "scores: {scores}").format(
                scores=scores))
        return " · ".join(parts)
