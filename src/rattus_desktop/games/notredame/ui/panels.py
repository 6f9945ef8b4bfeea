"""The side column: one line per seat, the game's log and, at the end, every part of
the final scores."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidgetItem, QVBoxLayout, QWidget

from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.wrapping_log import WrappingLog

from . import names
from .scores import SOURCES


class SidePanel(QWidget):
    def __init__(self) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.seats = QLabel()
        self.seats.setTextFormat(Qt.TextFormat.RichText)
        self.seats.setWordWrap(True)
        self.seats.setObjectName("ndSeats")
        self.seats.setStyleSheet("background:#efe2c4; color:#2a1b10; padding:6px;")
        self.scores_html = ""
        self.log = WrappingLog()
        self.log.setFont(theme.font(10))
        self._lines: list[tuple[Callable[[], str], bool]] = []
        layout.addWidget(self.seats)
        layout.addWidget(self.log, 1)

    def clear_log(self) -> None:
        self.log.clear()
        self._lines = []
        self.scores_html = ""

    def add_log(self, text: Callable[[], str], strong: bool = False) -> None:
        self._lines.append((text, strong))
        item = QListWidgetItem(text())
        if strong:
            item.setFont(theme.font(10, bold=True))
        self.log.addItem(item)
        self.log.fit(item)
        self.log.scrollToBottom()

    def retranslate(self) -> None:
        for row, (text, _strong) in enumerate(self._lines):
            item = self.log.item(row)
            if item is not None:
                item.setText(text())
        self.log.fit_all()

    def show_seats(self, pub: dict[str, Any], seat_names: list[str], colours: list[str]) -> None:
        rows = []
        for i, s in enumerate(pub["seats"]):
            hired = s.get("hired")
            person = (
                " · "
                + QCoreApplication.translate("NDPanel", "hired: {p}").format(
                    p=names.person_name(hired)
                )
                if hired
                else ""
            )
            mark = "▶ " if pub["current_player"] == i else ""
            ink = QColor(colours[i]).darker(160).name()
            rows.append(
                f"<b style='color:{ink}'>{mark}{seat_names[i]}</b><br>"
                + QCoreApplication.translate(
                    "NDPanel",
                    "prestige {p} · gold {g} · rats {r}<br>reserve {c} · stock {s}"
                    " · in Notre Dame {n}",
                ).format(
                    p=s["prestige"],
                    g=s["gold"],
                    r=s["rats"],
                    c=s["reserve"],
                    s=s["stock"],
                    n=pub["notre_dame"][i],
                )
                + person
            )
        self.seats.setText("<br>".join(rows))

    def show_scores(
        self, pub: dict[str, Any], seat_names: list[str], parts: list[dict[str, int]] | None
    ) -> str:
        """The final scores with every part as a small HTML table (also returned)."""
        head = "".join(f"<th>{seat_names[i]}</th>" for i in range(len(pub["seats"])))
        rows = [f"<tr><th></th>{head}</tr>"]
        if parts is not None:
            for source in SOURCES:
                cells = "".join(f"<td align='right'>{p[source]}</td>" for p in parts)
                rows.append(f"<tr><td>{names.source_name(source)}</td>{cells}</tr>")
        total = "".join(f"<td align='right'><b>{s['prestige']}</b></td>" for s in pub["seats"])
        prestige = QCoreApplication.translate("NDPanel", "Prestige")
        rows.append(f"<tr><td><b>{prestige}</b></td>{total}</tr>")
        tie = "".join(f"<td align='right'>{s['gold'] + s['reserve']}</td>" for s in pub["seats"])
        label = QCoreApplication.translate("NDPanel", "Tie-break: gold + reserve")
        rows.append(f"<tr><td>{label}</td>{tie}</tr>")
        winners = names.list_sep().join(seat_names[w] for w in pub.get("winners") or [])
        title = QCoreApplication.translate("NDPanel", "Final scores · winner: {names}").format(
            names=winners
        )
        html = f"<b>{title}</b><table cellspacing='6'>{''.join(rows)}</table>"
        self.scores_html = html
        return html
