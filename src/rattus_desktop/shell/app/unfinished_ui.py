"""The "Unfinished games" list (newest first, each resumable) and the slot tracker of
the game being played (``saves.unfinished``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QListWidgetItem, QWidget

from rattus_desktop.engine import registry
from rattus_desktop.play.session import Session
from rattus_desktop.saves import SaveError, unfinished
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.overlay import Overlay
from rattus_desktop.shell.kit.typography import join_list

PATH_ROLE = Qt.ItemDataRole.UserRole


def game_title(game_id: str) -> str:
    """The game's translated title (its id when the game is not installed here)."""
    if game_id not in registry.installed():
        return game_id
    return registry.get(game_id).load_ui().title()


class UnfinishedScreen(Overlay):
    """Lists the unfinished games; ``resume`` carries the chosen session and its slot."""

    resume = Signal(object, object)  # Session, Path
    new_game = Signal()

    def __init__(self, parent: QWidget, folder_entries: Callable[[], list[unfinished.Entry]]
                 = unfinished.list_games) -> None:
        super().__init__(parent, dim=200)
        self._entries_of = folder_entries
        self.confirm_delete: Callable[[Callable[[], None]], None] = lambda delete: delete()
        self.entries: list[unfinished.Entry] = []
        self.title = self.heading("", 20)
        self.info = self.text("", 11)
        self.list = QListWidget()
        self.list.setObjectName("unfinishedList")
        self.list.setFont(theme.font(11.5))
        self.list.setMinimumHeight(220)
        self.list.itemActivated.connect(lambda _item: self._resume())
        self.list.currentRowChanged.connect(lambda _row: self._update_buttons())
        self.body.addWidget(self.list)
        row = QHBoxLayout()
        self.delete = self.button("", "delete")
        self.new = self.button("", "new")
        self.close_button = self.button("", "close")
        self.go = self.button("", "resume", primary=True)
        self.delete.clicked.connect(self._delete)
        self.new.clicked.connect(self._new)
        self.close_button.clicked.connect(self.close_overlay)
        self.go.clicked.connect(self._resume)
        for button in (self.delete, self.new, self.close_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.go)
        self.body.addLayout(row)
        self.card.setFixedWidth(640)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Unfinished games"))
        self.info.setText(self.tr("Every game not played to the end is kept here, newest "
                                  "first. Choose one to continue it."))
        self.delete.setText(self.tr("Delete"))
        self.new.setText(self.tr("New game…"))
        self.close_button.setText(self.tr("Close"))
        self.go.setText(self.tr("Continue this game"))
        if self.isVisible():
            self._fill()

    def show_list(self) -> bool:
        """Open the list; False (and nothing shown) when there is no unfinished game."""
        self.entries = self._entries_of()
        if not self.entries:
            return False
        self._fill()
        self.open()
        self.list.setFocus()
        return True

    def _fill(self) -> None:
        self.list.clear()
        for entry in self.entries:
            item = QListWidgetItem(self._line(entry))
            item.setData(PATH_ROLE, str(entry.path))
            if entry.save is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self._update_buttons()

    def _line(self, entry: unfinished.Entry) -> str:
        when = datetime.fromtimestamp(entry.modified).strftime("%Y-%m-%d %H:%M")
        if entry.save is None:
            return self.tr("{when}: this file cannot be read ({name})").format(
                when=when, name=entry.path.name)
        names = join_list(s.name for s in entry.save.seats)
        return self.tr("{when}: {game}: {names}, {moves} moves").format(
            when=when, game=game_title(entry.save.config.game), names=names,
            moves=len(entry.save.actions))

    def _current(self) -> unfinished.Entry | None:
        row = self.list.currentRow()
        return self.entries[row] if 0 <= row < len(self.entries) else None

    def _update_buttons(self) -> None:
        entry = self._current()
        self.go.setEnabled(entry is not None and entry.save is not None)
        self.delete.setEnabled(entry is not None)

    def _resume(self) -> None:
        entry = self._current()
        if entry is None or entry.save is None:
            return
        try:
            session = entry.load()  # replayed only now: listing reads no log
        except SaveError:
            self._fill()  # its line now says the file cannot be read
            return
        self.close_overlay()
        self.resume.emit(session, entry.path)

    def _delete(self) -> None:
        entry = self._current()
        if entry is not None:
            self.confirm_delete(lambda: self._delete_now(entry))

    def _delete_now(self, entry: unfinished.Entry) -> None:
        unfinished.remove(entry.path)
        self.entries = [e for e in self.entries if e.path != entry.path]
        if not self.entries:
            self.close_overlay()
            return
        self._fill()

    def _new(self) -> None:
        self.close_overlay()
        self.new_game.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt API
        if event.key() == Qt.Key.Key_Escape:
            self.close_overlay()
            return
        super().keyPressEvent(event)


class SlotKeeper:
    """Follows the controller's session into its own unfinished-games slot."""

    def __init__(self) -> None:
        self.tracker = unfinished.Tracker()
        self.resumed_from: Path | None = None

    def game_started(self, session: Session | None) -> None:
        if session is None:
            return
        path, self.resumed_from = self.resumed_from, None
        self.tracker.follow(session, path)
