"""The main window's menu bar: Game (statistics too), Edit, View (speeds, the game's own
entries, language), Help.

Every text is set in ``retranslate`` so a language switch (View → Language) renames
the menus at once, without a restart.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from rattus_desktop.engine import registry
from rattus_desktop.shell.app.saves_wiring import SavesWiring
from rattus_desktop.shell.app.stats_wiring import StatsWiring
from rattus_desktop.shell.app.unfinished_ui import game_title
from rattus_desktop.shell.kit.features import HasViewActions, NamesStepByStep
from rattus_desktop.shell.kit.i18n import LANGS, NATIVE_NAMES
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.settings import SPEEDS, THINKING

if TYPE_CHECKING:
    from rattus_desktop.shell.app.window import MainWindow


_SPEED_LABEL = IdTexts("MainWindow", {
    "slow": QT_TRANSLATE_NOOP("MainWindow", "Slow"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "fast": QT_TRANSLATE_NOOP("MainWindow", "Fast"),
    "instant": QT_TRANSLATE_NOOP("MainWindow", "Instant"),
})
_THINKING_LABEL = IdTexts("MainWindow", {
    "quick": QT_TRANSLATE_NOOP("MainWindow", "Quick"),
    "normal": QT_TRANSLATE_NOOP("MainWindow", "Normal"),
    "long": QT_TRANSLATE_NOOP("MainWindow", "Long (stronger)"),
})


def speed_label(key: str) -> str:
    return _SPEED_LABEL(key)


class MainMenus(QObject):
    """Builds the menu bar of ``window`` and keeps its actions for ``retranslate``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.w = window
        bar = window.menuBar()
        self.game = bar.addMenu("")
        self.new = self._action(self.game, window.ask_new_game, "Ctrl+N")
        self.again = self._action(self.game, window.play_again)
        self.again.setEnabled(False)  # needs a game (enabled once one starts)
        window.controller.game_started.connect(lambda: self.again.setEnabled(True))
        self.unfinished = self._action(self.game, window.show_unfinished, "Ctrl+Shift+O")
        self.stats = StatsWiring(window)  # records every finished game
        self.statistics = self._action(self.game, self.stats.show_window, "Ctrl+Shift+T")
        self.hint = self._action(self.game, window.show_hint, "Ctrl+H")
        self.game.addSeparator()
        self.edit = bar.addMenu("")
        window.saves = SavesWiring(window, self.game, self.edit)
        if not window.saves.enabled:
            self.edit.menuAction().setVisible(False)
        self.game.addSeparator()
        self.quit = self._action(self.game, window.close, "Ctrl+Q")
        self.view = bar.addMenu("")
        self.speed_menu, self.speed_actions = self._choices(
            self.view, SPEEDS, window.settings.speed, window.settings.set_speed)
        self.thinking_menu, self.thinking_actions = self._choices(
            self.view, THINKING, window.settings.thinking_time,
            window.settings.set_thinking_time)
        self.step_by_step = self._action(self.view, window.toggle_step_by_step, "Ctrl+Shift+P")
        self.step_by_step.setCheckable(True)
        self.step_by_step.setChecked(window.settings.step_by_step is True)
        # the game's own View entries (GameUI.view_actions) stand here, before the layout
        self.game_actions: dict[str, QAction] = {}
        self.game_end = self.view.addSeparator()
        self.show_game_actions(window.table_game)
        self._build_layout_actions(window)
        self.view.addSeparator()
        self.lang_menu, self.lang_actions = self._choices(
            self.view, ("", *LANGS), window.settings.lang, window.set_language)
        self.help = bar.addMenu("")
        self.rules = self._action(self.help, window.show_rules, "F1")
        self.keys = self._action(self.help, window.show_keys)
        self.tutorial_menu = self.help.addMenu("")
        self.tutorials: dict[str, QAction] = {}
        for entry in registry.games():
            self.tutorials[entry.id] = self._action(
                self.tutorial_menu, partial(window.start_tutorial, entry.id))
        # the games' own translated titles need their Qt packages: loaded when the menu
        # opens, not at start-up
        self.tutorial_menu.aboutToShow.connect(self._name_tutorials)
        self.about = self._action(self.help, window.show_about)
        self.retranslate()

    def _build_layout_actions(self, window: MainWindow) -> None:
        """Full screen, zoom and the side panels (a table without zoom ignores those)."""
        self.fullscreen = self._action(self.view, window.toggle_full_screen, "F11")
        self.fullscreen.setCheckable(True)
        self.zoom_in = self._action(self.view, lambda: window.zoom_table(1), "Ctrl++")
        self.zoom_in.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.zoom_out = self._action(self.view, lambda: window.zoom_table(-1), "Ctrl+-")
        self.zoom_reset = self._action(self.view, lambda: window.zoom_table(0), "Ctrl+0")
        self.side_panels = self._action(self.view, window.toggle_side_panels, "F9")
        self.side_panels.setCheckable(True)
        self.side_panels.setChecked(True)

    def show_game_actions(self, game_id: str) -> None:
        """The View entries of the game ``game_id`` (those of the last game go)."""
        for action in self.game_actions.values():
            self.view.removeAction(action)
            action.deleteLater()
        self.game_actions = {}
        ui = registry.get(game_id).load_ui()
        self._game_ui = ui
        for entry in ui.view_actions() if isinstance(ui, HasViewActions) else ():
            action = QAction(self)
            if entry.shortcut:
                action.setShortcut(entry.shortcut)
            action.setCheckable(True)
            action.setChecked(self.w.settings.game_setting(game_id, entry.setting) == "on")
            action.toggled.connect(partial(self.w.set_game_setting, entry.setting))
            self.view.insertAction(self.game_end, action)
            self.game_actions[entry.setting] = action
        self._name_game_actions()

    def _name_game_actions(self) -> None:
        ui = self._game_ui
        texts = {e.setting: e.text for e in ui.view_actions()} if isinstance(
            ui, HasViewActions) else {}
        for setting, action in self.game_actions.items():
            action.setText(texts[setting]())
        self.step_by_step.setText(ui.step_by_step_text() if isinstance(ui, NamesStepByStep)
                                  else QCoreApplication.translate("MainWindow",
                                                                  "Step &by step"))

    def _action(self, menu: QMenu, slot: Callable[[], object], keys: str = "") -> QAction:
        action = QAction(self)
        if keys:
            action.setShortcut(keys)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _choices(self, parent: QMenu, keys: object, current: str,
                 choose: Callable[[str], object]) -> tuple[QMenu, dict[str, QAction]]:
        menu = parent.addMenu("")
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for key in keys:  # type: ignore[attr-defined]
            action = QAction(self, checkable=True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _c=False, k=key: choose(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return menu, actions

    def _name_tutorials(self) -> None:
        for game_id, action in self.tutorials.items():
            action.setText(game_title(game_id))

    def retranslate(self) -> None:
        self.game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.new.setText(QCoreApplication.translate("MainWindow", "&New game…"))
        self.again.setText(QCoreApplication.translate("MainWindow", "&Play again"))
        self.unfinished.setText(QCoreApplication.translate("MainWindow", "&Unfinished games…"))
        self.statistics.setText(QCoreApplication.translate("MainWindow", "S&tatistics…"))
        self.hint.setText(QCoreApplication.translate("MainWindow", "&Hint (what would the "
                                                                   "computer do?)"))
        self.quit.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.edit.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        self.view.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation speed"))
        self.thinking_menu.setTitle(QCoreApplication.translate(
            "MainWindow", "Computer thinking time"))
        for key, action in self.speed_actions.items():
            action.setText(speed_label(key))
        for key, action in self.thinking_actions.items():
            action.setText(_THINKING_LABEL(key))
        self._name_game_actions()
        self.fullscreen.setText(QCoreApplication.translate("MainWindow", "&Full screen"))
        self.zoom_in.setText(QCoreApplication.translate("MainWindow", "Zoom &in"))
        self.zoom_out.setText(QCoreApplication.translate("MainWindow", "Zoom &out"))
        self.zoom_reset.setText(QCoreApplication.translate("MainWindow", "&Whole board"))
        self.side_panels.setText(QCoreApplication.translate("MainWindow", "&Side panels"))
        self.lang_menu.setTitle(QCoreApplication.translate("MainWindow", "Language"))
        for key, action in self.lang_actions.items():
            system = QCoreApplication.translate("MainWindow", "System language")
            action.setText(NATIVE_NAMES.get(key) or system)
        self.help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.rules.setText(QCoreApplication.translate("MainWindow", "&Rules of the game"))
        self.keys.setText(QCoreApplication.translate("MainWindow", "&Keys"))
        self.tutorial_menu.setTitle(QCoreApplication.translate("MainWindow", "&Tutorial"))
        self.about.setText(QCoreApplication.translate("MainWindow", "&About Rattus Desktop"))
        saves = getattr(self.w, "saves", None)
        if saves is not None and saves.enabled:
            saves.retranslate()
