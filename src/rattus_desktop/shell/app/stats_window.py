"""Game → Statistics…: lifetime figures and ratings per game and ruleset.

One row per player (a profile by name, a bot by level): games, wins, average and best
score, favourite cards (those held at the end of the most games, where the game has
cards), losses per game (where recorded, named by the game), hint uses, and the OpenSkill rating
as μ ± 2σ with its ordinal (μ − 3σ). The chart below shows the chosen row's rating
over time. Export CSV writes every recorded seat of the chosen game atomically.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rattus_desktop.engine import registry
from rattus_desktop.saves.atomic import atomic_write
from rattus_desktop.shell.app.stats_chart import RatingChart
from rattus_desktop.shell.app.stats_texts import (
    card_label,
    date_label,
    kind_label,
    number,
    player_label,
)
from rattus_desktop.shell.kit.features import NamesLosses
from rattus_desktop.shell.kit.typography import join_list
from rattus_desktop.stats.ratings import MU, SIGMA
from rattus_desktop.stats.report import PlayerStats, csv_text, player_stats
from rattus_desktop.stats.store import StatsStore

PLAYER_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = ("player", "games", "wins", "average", "best", "cards", "losses", "hints",
           "rating", "ordinal")


class StatsWindow(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None,
                 game: str | None = None, ruleset: str | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.closed = False
        self.rows: list[PlayerStats] = []
        self.setMinimumSize(900, 620)
        self._build()
        self.retranslate()
        self._fill_kinds(game, ruleset)

    # -- layout -----------------------------------------------------------------------
    def _build(self) -> None:
        box = QVBoxLayout(self)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #9b1c1c;")
        self.notice.setVisible(self.store.notice is not None)
        box.addWidget(self.notice)
        top = QHBoxLayout()
        self.kind_title = QLabel()
        self.kinds = QComboBox()
        self.kinds.currentIndexChanged.connect(lambda _i: self.refresh())
        top.addWidget(self.kind_title)
        top.addWidget(self.kinds, 1)
        box.addLayout(top)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        box.addWidget(self.empty)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.itemSelectionChanged.connect(self._show_chart)
        box.addWidget(self.table, 3)
        self.chart_title = QLabel()
        box.addWidget(self.chart_title)
        self.chart = RatingChart()
        box.addWidget(self.chart, 2)
        buttons = QHBoxLayout()
        self.export = QPushButton()
        self.export.clicked.connect(self.ask_export)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.accept)
        buttons.addWidget(self.export)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        box.addLayout(buttons)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.kind_title.setText(self.tr("Game:"))
        self.kinds.setToolTip(self.tr("Statistics and ratings are kept for each game and "
                                      "ruleset apart."))
        self.empty.setText(self.tr("No finished game is recorded here yet. Every game "
                                   "played to its end is added, and so are tournaments run "
                                   "with --record."))
        self._notice_text()
        headers, tips = self._headers()
        self.table.setHorizontalHeaderLabels(headers)
        for column, tip in enumerate(tips):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:
                item.setToolTip(tip)
        self.export.setText(self.tr("Export CSV…"))
        self.export.setToolTip(self.tr("Save every recorded game of this game and ruleset "
                                       "as a spreadsheet file (one row per seat)."))
        self.close_button.setText(self.tr("Close"))
        self.chart.setToolTip(self.tr("The line is the rating μ after each game, the band "
                                      "μ ± 2σ: the rating lies there with about 95% "
                                      "certainty."))
        if self.kinds.count() and not self.closed:
            self.refresh()

    def _headers(self) -> tuple[list[str], list[str]]:
        pairs = [
            (self.tr("Player"), self.tr("A profile by its name; a computer opponent by its "
                                        "level.")),
            (self.tr("Games"), self.tr("Finished games played.")),
            (self.tr("Wins"), self.tr("Games won (a shared win counts).")),
            (self.tr("Average score"), self.tr("Mean points per game (per seat, where one "
                                               "level held several).")),
            (self.tr("Best game"), self.tr("The highest score and when it was played.")),
            (self.tr("Favourite cards"), self.tr("The cards held at the end of the most "
                                                 "games, with how many.")),
            (self.tr("Losses"), self.tr("Pieces lost per game, on average.")),
            (self.tr("Hints"), self.tr("How often the hint was asked for.")),
            (self.tr("Rating (μ ± 2σ)"), self.tr("OpenSkill (Plackett–Luce) rating: μ is the "
                                                 "estimated skill, ± 2σ its uncertainty.")),
            (self.tr("Ordinal"), self.tr("μ − 3σ: a cautious rating that rises as the "
                                         "uncertainty shrinks; the table is sorted by it.")),
        ]
        return [h for h, _ in pairs], [t for _, t in pairs]

    def _show_losses_header(self) -> None:
        item = self.table.horizontalHeaderItem(COLUMNS.index("losses"))
        kind = self.current_kind()
        ui = registry.get(kind[0]).load_ui() if kind and kind[0] in registry.installed() \
            else None
        title, tip = (ui.losses_header() if isinstance(ui, NamesLosses)  # the game's words
                      else (self.tr("Losses"), self.tr("Pieces lost per game, on average.")))
        if item is not None:
            item.setText(title)
            item.setToolTip(tip)

    def _notice_text(self) -> None:
        notice = self.store.notice
        if notice is None:
            return
        if notice.code == "newer":
            text = self.tr("The statistics file was written by a newer version of Rattus "
                           "Desktop; it was kept as {name} and a new one was started.")
        else:
            text = self.tr("The statistics file could not be read; it was kept as {name} "
                           "and a new one was started.")
        self.notice.setText(text.format(name=notice.moved_to.name))

    # -- content ----------------------------------------------------------------------
    def _fill_kinds(self, game: str | None, ruleset: str | None) -> None:
        kinds = self.store.kinds()
        self.kinds.blockSignals(True)
        for g, r in kinds:
            self.kinds.addItem(kind_label(g, r), (g, r))
        wanted = next((i for i, k in enumerate(kinds) if k == (game, ruleset)), None)
        if wanted is None:
            wanted = next((i for i, k in enumerate(kinds) if k[0] == game), 0)
        self.kinds.setCurrentIndex(wanted if kinds else -1)
        self.kinds.blockSignals(False)
        self.refresh()

    def current_kind(self) -> tuple[str, str] | None:
        data = self.kinds.currentData()
        return (str(data[0]), str(data[1])) if data else None

    def refresh(self) -> None:
        kind = self.current_kind()
        has = kind is not None
        for widget in (self.table, self.chart, self.chart_title, self.export, self.kinds):
            widget.setVisible(has)
        self.kind_title.setVisible(has)
        self.empty.setVisible(not has)
        if kind is None:
            return
        self._show_losses_header()
        games = self.store.games(*kind)
        self.rows = player_stats(games, self.store.ratings(*kind))
        self.table.setRowCount(len(self.rows))
        for row, stats in enumerate(self.rows):
            for column, (text, tip) in enumerate(self._cells(kind[0], stats)):
                item = QTableWidgetItem(text)
                item.setData(PLAYER_ROLE, stats.player)
                if tip:
                    item.setToolTip(tip)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        if self.rows:
            self.table.selectRow(0)
        self._show_chart()

    def _cells(self, game: str, s: PlayerStats) -> list[tuple[str, str]]:
        share = s.wins / s.games if s.games else 0.0
        best = self.tr("{score} ({date})").format(score=s.best_score,
                                                  date=date_label(s.best_at))
        cards = join_list(self.tr("{card} ×{count}").format(card=card_label(game, c), count=n)
                          for c, n in s.favourite_cards())
        losses = s.average_losses
        rating = self.tr("not rated")
        ordinal = "—"
        if s.rating is not None:
            rating = self.tr("{mu} ± {band}").format(mu=number(s.rating.mu),
                                                    band=number(2 * s.rating.sigma))
            ordinal = number(s.rating.ordinal)
        return [
            (player_label(s.kind, s.name), ""),
            (str(s.games), ""),
            (self.tr("{wins} ({share}%)").format(wins=s.wins, share=number(100 * share, 0)),
             ""),
            (number(s.average_score), ""),
            (best, ""),
            (cards or "—", ""),
            ("—" if losses is None else number(losses),
             self.tr("{total} pieces in all").format(total=s.losses)
             if s.losses is not None else ""),
            (str(s.hints), ""),
            (rating, ""),
            (ordinal, ""),
        ]

    def selected_player(self) -> PlayerStats | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() \
            else []
        if not rows or not 0 <= rows[0].row() < len(self.rows):
            return None
        return self.rows[rows[0].row()]

    def _show_chart(self) -> None:
        kind, chosen = self.current_kind(), self.selected_player()
        if kind is None or chosen is None:
            self.chart.set_points([], self.tr("Choose a player to see their rating over "
                                              "time."))
            self.chart_title.setText("")
            return
        history = self.store.history(*kind, chosen.player)
        points = [(MU, SIGMA)] + [(h.rating.mu, h.rating.sigma) for h in history]
        self.chart.set_points(points)
        self.chart_title.setText(self.tr("Rating of {player} over time").format(
            player=player_label(chosen.kind, chosen.name)))

    # -- export -----------------------------------------------------------------------
    def ask_export(self) -> None:
        kind = self.current_kind()
        if kind is None:
            return
        suggested = str(Path.home() / f"rattus-stats-{kind[0]}-{kind[1]}.csv")
        path, _filter = QFileDialog.getSaveFileName(
            self, self.tr("Export statistics"), suggested, self.tr("CSV files (*.csv)"))
        if not path:
            return
        error = self.export_csv(Path(path))
        if error is not None:
            QMessageBox.warning(self, self.tr("Export statistics"), error)

    def export_csv(self, path: Path) -> str | None:
        """Write the chosen game's seats as CSV (UTF-8 with a BOM, for spreadsheets),
        atomically; the error's words, or None when written."""
        kind = self.current_kind()
        if kind is None:
            return self.tr("There is nothing to export.")
        text = csv_text(self.store.games(*kind))
        try:
            atomic_write(path, text.encode("utf-8-sig"))
        except OSError as exc:
            return self.tr("The file could not be written: {reason}").format(
                reason=exc.strerror or str(exc))
        return None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        self.closed = True  # a language switch after this must not read the closed store
        self.store.close()
        super().done(result)
