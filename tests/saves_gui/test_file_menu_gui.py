"""File menu: Save / Save as / Open / Recent, bad files as dialogs; autosave and resume."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QMainWindow

from rattus_desktop.play.session import Session
from rattus_desktop.saves import load_save, store, unfinished
from rattus_desktop.shell.app.saves_ui.autosave_ui import (
    AutosaveHook,
    migrate_autosave,
    offer_resume,
)
from rattus_desktop.shell.app.saves_ui.file_menu import FileMenu
from sessions import rattus_session

from .helpers import random_session, seats

pytestmark = pytest.mark.gui


@pytest.fixture
def menu(qtbot, home):
    win = QMainWindow()
    qtbot.addWidget(win)
    holder: dict[str, Session | None] = {"s": None}
    file_menu = FileMenu(win.menuBar().addMenu("File"), lambda: holder["s"], win)
    errors: list[str] = []
    file_menu.show_error = lambda _parent, text: errors.append(text)
    return file_menu, holder, errors


def test_save_as_then_save_then_open(qtbot, menu, tmp_path) -> None:
    file_menu, holder, errors = menu
    assert not file_menu.save_action.isEnabled()
    holder["s"] = random_session(41, players=2, limit=30)
    file_menu.new_game_started()
    assert file_menu.save_action.isEnabled()
    path = tmp_path / "mine.json"
    file_menu.ask_save_path = lambda _parent: str(path)
    with qtbot.waitSignal(file_menu.saved):
        file_menu.save_action.trigger()  # no file yet: asks like Save as
    assert load_save(path).actions == holder["s"].log
    holder["s"].apply(holder["s"].game.legal_actions()[0])
    file_menu.ask_save_path = lambda _parent: pytest.fail("Save must not ask again")
    assert file_menu.save()
    assert len(load_save(path).actions) == 31
    file_menu.ask_open_path = lambda _parent: str(path)
    with qtbot.waitSignal(file_menu.session_opened) as blocker:
        file_menu.open_action.trigger()
    session, opened = blocker.args
    assert session.game.summary() == holder["s"].game.summary() and opened == str(path)
    file_menu.refresh_recent()
    assert [a.toolTip() for a in file_menu.recent_menu.actions()] == [str(path.resolve())]
    assert errors == []


@pytest.mark.parametrize("content, needle", [
    (b'{"format": "rattus-desktop-save", "vers', "incomplete"),
    (b"\x00\x01garbage", "not a Rattus save"),
    (b'{"format": "rattus-desktop-save", "version": 7}', "format version"),
])
def test_bad_files_give_a_dialog_and_are_untouched(qtbot, menu, tmp_path, content,
                                                   needle) -> None:
    file_menu, _holder, errors = menu
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    opened = []
    file_menu.session_opened.connect(lambda *args: opened.append(args))
    assert file_menu.open_path(path) is False
    assert len(errors) == 1 and needle in errors[0] and opened == []
    assert path.read_bytes() == content and store.recent_games() == []


def test_replay_entry_emits_the_save(qtbot, menu, tmp_path) -> None:
    file_menu, _holder, _errors = menu
    path = tmp_path / "g.json"
    from rattus_desktop.saves import write_save
    write_save(random_session(42, players=2), path)
    file_menu.ask_open_path = lambda _parent: str(path)
    with qtbot.waitSignal(file_menu.replay_requested) as blocker:
        file_menu.replay_action.trigger()
    assert blocker.args[0].finished


def test_an_old_autosave_is_read_then_migrated_into_a_slot(qtbot, home) -> None:
    session = rattus_session(seats(3), 5)
    rng = random.Random(5)
    for _ in range(12):
        session.apply(rng.choice(session.game.legal_actions()))
    store.Autosaver()(session)  # the single file an older version kept
    questions: list[str] = []
    resumed = offer_resume(None, ask=lambda _p, text: questions.append(text) or True)
    assert resumed is not None and resumed.log == session.log
    assert "12 moves" in questions[0]
    slot = migrate_autosave(None)
    assert slot is not None and not store.autosave_path().exists()
    [entry] = unfinished.list_games()
    assert entry.path == slot and entry.load().log == session.log
    assert migrate_autosave(None) is None  # offered once: nothing left to migrate


def test_damaged_autosave_is_reported(qtbot, home) -> None:
    path = store.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{broken")
    warnings: list[str] = []
    assert offer_resume(None, ask=lambda *_: pytest.fail("no question"),
                        warn=lambda _p, text: warnings.append(text)) is None
    assert warnings and "incomplete" in warnings[0] and not path.exists()
    kept = list(path.parent.glob("autosave-unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"{broken"
    assert str(kept[0]) in warnings[0]  # the player is told where it is


def test_autosave_failure_is_reported_once(qtbot, tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    tracker = unfinished.Tracker(blocker / "unfinished")
    hook = AutosaveHook()
    tracker.on_write = hook.report
    messages: list[str] = []
    hook.failed.connect(messages.append)
    session = rattus_session(seats(2), 3)
    tracker.follow(session)
    for _ in range(3):
        session.apply(session.game.legal_actions()[0])
    assert len(messages) == 1 and tracker.last_error is not None
    assert "not being autosaved" in messages[0]
