"""``rattus-desktop --selftest``: prove an installed or frozen build works, offscreen.

It creates the QApplication, checks PySide6 for a reference leak, loads the zh_TW
and en translations (the app's .qm files through ``resources.translations_dir()`` and
Qt's own qtbase ones), builds and shows the main window, lets bots play a whole
2-player game through the window's own flow and GameController, and exits 0.
The "window shown" line gives the time since the process started and the process's
CPU time until then (packaging/smoke_test.py gates on the CPU figure). Qt's
offscreen-only notices are dropped (HIDDEN_QT_MESSAGES); others go to stderr.
Each step prints one ``selftest:`` line (also appended to ``$RATTUS_SELFTEST_LOG``
when set: a windowed Windows build has no stdout); the first failure prints
``selftest: FAIL ...`` and returns 1.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, cast

LANGS: tuple[str, ...] = ("zh_TW", "en")
# Qt messages that say nothing about this build: the offscreen platform prints this
# one for every window the game opens (a long run of the same line).
HIDDEN_QT_MESSAGES: frozenset[str] = frozenset({
    "This plugin does not support propagateSizeHints()",
})
_handler: list[Any] = []  # the installed Qt message handler, kept alive
TIME_BUDGET = 120.0  # seconds for the bots' game (about one here) before a FAIL


class SelftestError(Exception):
    """A check failed; the message says which and why."""


def _say(text: str) -> None:
    line = f"selftest: {text}"
    if sys.stdout is not None:
        print(line, flush=True)
    log = os.environ.get("RATTUS_SELFTEST_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as fh:
            fh.write(line + "\n")


def qm_for(folder: Path, lang: str) -> Path | None:
    """The .qm of ``lang`` in ``folder``: ``<prefix>_<lang>.qm``, ``<prefix>-<lang>.qm``
    or ``<lang>.qm``."""
    for path in sorted(folder.glob("*.qm")):
        if path.name == f"{lang}.qm" or path.name.endswith((f"_{lang}.qm", f"-{lang}.qm")):
            return path
    return None


def load_translations(app: Any) -> list[Any]:
    """Load (and keep) a QTranslator per language; the zh_TW ones are installed."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from rattus_desktop.resources import translations_dir

    try:
        folder = translations_dir()
    except FileNotFoundError as exc:
        raise SelftestError(f"no translations folder: {exc}") from exc
    qt_dir = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    kept: list[Any] = []
    for lang in LANGS:
        qm = qm_for(folder, lang)
        if qm is None:
            sources = sorted(p.name for p in folder.glob(f"*{lang}.ts"))
            hint = (f"; {', '.join(sources)} not compiled (pyside6-lrelease)" if sources
                    else "; no .ts for it either")
            raise SelftestError(f"missing translation: no {lang} .qm in {folder}{hint}")
        for path in (qm, qt_dir / f"qtbase_{lang}.qm"):
            translator = QTranslator(app)
            if not path.is_file() or not translator.load(str(path)):
                raise SelftestError(f"cannot load translation {path}")
            if lang == LANGS[0]:
                app.installTranslator(translator)
            kept.append(translator)
            _say(f"loaded {lang} {path.name} ({path.stat().st_size} bytes)")
    return kept


def check_signal_refcounts() -> str:
    """PySide6 6.12.0's ``Signal.emit()`` (and many setters) drop a reference to True or
    None per call; on Python 3.11 the process aborts after a few thousand. The project
    excludes that release; fail loudly if a build bundled it anyway."""
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(20):
        probe.ping.emit()
    lost = max(before[0] - sys.getrefcount(True), before[1] - sys.getrefcount(None))
    if lost < 10:
        return "no reference leak in Signal.emit"
    import PySide6

    raise SelftestError(f"PySide6 {PySide6.__version__}: Signal.emit() drops references to "
                        f"True/None ({lost} in 20 calls): the app would abort; use another "
                        "PySide6 release")


def build_window() -> Any:
    """The application's MainWindow, with throw-away settings and instant animations."""
    try:
        from rattus_desktop.shell.app.window import MainWindow
        from rattus_desktop.shell.kit.settings import Settings
    except ImportError as exc:
        raise SelftestError(f"cannot import the main window: {exc}") from exc
    settings = Settings(persistent=False)
    settings.set_speed("instant", save=False)
    return MainWindow(settings)


def play_in_window(window: Any, players: int = 2, seed: int = 7,
                   timeout: float = TIME_BUDGET) -> int:
    """A game between ``easy`` bots, played by the
    window's own flow, every move through its GameController; returns the action count."""
    from PySide6.QtCore import QEventLoop, QTimer

    from rattus_desktop.engine import registry
    from rattus_desktop.play.session import Seat
    from rattus_desktop.shell.kit import theme

    level = "easy"
    seats = [Seat(f"Bot {i + 1}", theme.PLAYER_COLOURS[i], level) for i in range(players)]
    loop = QEventLoop()
    finished: list[dict[str, Any]] = []

    def on_finished(summary: dict[str, Any]) -> None:
        finished.append(summary)
        loop.quit()

    window.game_finished.connect(on_finished)
    QTimer.singleShot(int(timeout * 1000), loop.quit)
    window.start_game(registry.get(registry.installed()[0]).config(players), seats, None, seed)
    if not finished:
        loop.exec()
    window.game_finished.disconnect(on_finished)
    count = len(window.controller.session.log)
    if not finished:
        raise SelftestError(f"the {level} bots' game did not end within {timeout:.0f} s "
                            f"({count} actions played)")
    _say(f"{level} bots played {count} actions through the GameController (game over)")
    return count


def quiet_qt_messages() -> None:
    """Route Qt's messages through a handler that drops HIDDEN_QT_MESSAGES and writes
    every other one to stderr as Qt would."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_mode: Any, _context: Any, message: str) -> None:
        if message not in HIDDEN_QT_MESSAGES and sys.stderr is not None:
            sys.stderr.write(message + "\n")

    _handler[:] = [handler]
    qInstallMessageHandler(handler)


def _run() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    quiet_qt_messages()
    from PySide6.QtWidgets import QApplication

    from rattus_desktop import __version__
    from rattus_desktop.shell.app.main import process_age

    # instance() is typed QCoreApplication; here it can only be a QApplication.
    app = (cast("QApplication | None", QApplication.instance())
           or QApplication([sys.argv[0] if sys.argv else "rattus"]))
    _say(f"rattus-desktop {__version__}, Qt platform {app.platformName()}, "
         f"frozen={bool(getattr(sys, 'frozen', False))}")
    _say(check_signal_refcounts())
    translators = load_translations(app)
    window = build_window()
    window.show()
    app.processEvents()
    _say(f"window shown {process_age():.3f} s after process start, "
         f"{time.process_time():.3f} s CPU "
         f"({type(window).__name__} {window.width()}x{window.height()})")
    play_in_window(window)
    window.close_without_asking()
    app.processEvents()
    for translator in translators:
        app.removeTranslator(translator)


def run_selftest() -> int:
    """Run every check; 0 when all pass, 1 (with a FAIL line) otherwise."""
    try:
        with tempfile.TemporaryDirectory(prefix="rattus-selftest-",
                                         ignore_cleanup_errors=True) as home:
            # Autosaves and settings go to a scratch folder, never the player's own.
            os.environ.setdefault("RATTUS_DESKTOP_HOME", home)
            _run()
    except SelftestError as exc:
        _say(f"FAIL {exc}")
        return 1
    except Exception as exc:  # noqa: BLE001 - a smoke test reports whatever broke
        import traceback

        _say(f"FAIL {type(exc).__name__}: {exc}")
        _say(traceback.format_exc().replace("\n", "\nselftest:   "))
        return 1
    _say("OK")
    return 0
