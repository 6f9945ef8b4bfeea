"""Start-up with hostile files (issue 13): the window is built, the new-game dialog opens,
and settings and autosave problems stay in the status area until they are resolved."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from rattus_desktop.saves import store, unfinished
from rattus_desktop.shell.app.dialogs.new_game import NewGameDialog
from rattus_desktop.shell.app.saves_ui.autosave_ui import AutosaveHook
from rattus_desktop.shell.app.saves_ui.notices import (
    AUTOSAVE,
    SETTINGS_LOAD,
    SETTINGS_WRITE,
    wire_notices,
)
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit.settings import Settings
from rattus_desktop.shell.kit.status import StatusBar
from sessions import rattus_session

from .helpers import seats

pytestmark = pytest.mark.gui


def _write(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def _open_dialogs(window: MainWindow) -> list[NewGameDialog]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, NewGameDialog) and w.isVisible() and w.parent() is window]


def _start(qtbot) -> MainWindow:
    settings = Settings(persistent=True)
    settings.set_speed("instant", save=False)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    wire_notices(window)
    window.show()
    window.start_up()
    return window


def test_starts_with_odd_recent_entries_and_five_seats(qtbot, home) -> None:
    _write(store.recent_path(), ["/tmp/" + "x" * 300, "/tmp/" + "y" * 300 + "/z.json"])
    five = [{"name": f"P{i}", "colour": "#123456", "kind": "human"} for i in range(5)]
    _write(store.config_dir() / "settings.json", {"last_players": five})
    window = _start(qtbot)
    dialogs = _open_dialogs(window)
    assert len(dialogs) == 1  # the new-game dialog opened, nothing crashed
    window.saves.file_menu.refresh_recent()
    assert not window.saves.file_menu.recent_menu.isEnabled()
    assert SETTINGS_LOAD in window.status.notices
    assert "last_players" in window.status.notice.text()
    dialogs[0].reject()
    window.close()


def test_a_failed_settings_write_is_shown_until_one_works(qtbot, home) -> None:
    config = store.config_dir()
    config.parent.mkdir(parents=True)
    config.write_text("a file where the folder should be")
    window = _start(qtbot)
    for dialog in _open_dialogs(window):
        dialog.reject()
    window.settings.set_thinking_time("long")
    assert SETTINGS_WRITE in window.status.notices
    assert not window.status.notice.isHidden()
    config.unlink()
    window.settings.set_thinking_time("long")  # the same value: written now all the same
    assert SETTINGS_WRITE not in window.status.notices
    assert json.loads((config / "settings.json").read_text())["thinking_time"] == "long"
    window.close()


def test_a_failing_autosave_is_shown_until_it_works(qtbot, tmp_path) -> None:
    blocker = tmp_path / "folder"
    blocker.write_text("not a folder")
    tracker = unfinished.Tracker(blocker)
    hook = AutosaveHook()
    tracker.on_write = hook.report
    status = StatusBar()
    hook.notice.connect(lambda text: status.set_notice(AUTOSAVE, text))
    session = rattus_session(seats(2), 3)
    tracker.follow(session)
    for _ in range(3):
        session.apply(session.game.legal_actions()[0])
        assert "not being autosaved" in status.notices[AUTOSAVE]
    blocker.unlink()
    blocker.mkdir()
    session.apply(session.game.legal_actions()[0])
    assert AUTOSAVE not in status.notices and status.notice.isHidden()
    assert tracker.path is not None and tracker.path.is_file()


def test_an_old_autosave_is_listed_once_and_each_change_is_written_once(qtbot, home) -> None:
    session = rattus_session(seats(2), 3)
    for _ in range(2):
        session.apply(session.game.legal_actions()[0])
    store.Autosaver()(session)  # left by an older version
    window = _start(qtbot)
    assert window.unfinished.isVisible() and window.unfinished.list.count() == 1
    assert not store.autosave_path().exists()  # moved into its slot, not copied
    window.unfinished.go.click()
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    assert list(window.controller.session.log) == list(session.log)
    assert window.controller.try_apply(window.controller.game.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.table.flow.animator.busy, timeout=5000)
    files = [p for p in store.data_dir().rglob("*.json")]
    [entry] = unfinished.list_games()
    assert files == [entry.path] and len(entry.save.actions) == 3  # one autosave path
    window.table.stop()
    window.close_without_asking()


def test_notices_stack_and_clear_one_by_one(qtbot) -> None:
    status = StatusBar()
    qtbot.addWidget(status)
    status.set_notice("a", "first")
    status.set_notice("b", "second")
    assert status.notice.text() == "first\nsecond" and not status.notice.isHidden()
    status.clear_notice("a")
    assert status.notice.text() == "second"
    status.set_notice("b", "")
    assert status.notice.isHidden() and status.notices == {}


def test_the_view_menus_step_by_step_choice_is_kept_across_a_restart(qtbot, home) -> None:
    window = _start(qtbot)
    assert not window.menus.step_by_step.isChecked()
    window.menus.step_by_step.trigger()  # checks it and saves "on"
    assert window.settings.step_by_step is True
    window.close()
    again = _start(qtbot)
    assert again.menus.step_by_step.isChecked() and again.settings.step_by_step is True
    again.menus.step_by_step.trigger()
    assert Settings(persistent=True).step_by_step is False
