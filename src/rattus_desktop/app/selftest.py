"""``rattus-desktop --selftest``: prove an installed or frozen build works, offscreen.

It creates the QApplication, loads the zh_TW and en translations (the app's .qm
files through ``resources.translations_dir()`` and Qt's own qtbase ones), builds the
main window, plays a bot game through the window's GameController and exits 0.
Each step prints one ``selftest:`` line (also appended to ``$RATTUS_SELFTEST_LOG``
when set: a windowed Windows build has no stdout); the first failure prints
``selftest: FAIL ...`` and returns 1.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

LANGS: tuple[str, ...] = ("zh_TW", "en")
MAX_ACTIONS = 600  # a whole game (2 players, easy bots) takes far fewer
TIME_BUDGET = 60.0  # seconds of play before the game is cut short (still a pass)


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

    from ..resources import translations_dir

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


def check_signal_refcounts() -> None:
    """PySide6 6.12.0's ``Signal.emit()`` returns True without a reference: on Python
    3.11 every emit takes one from True, and after a few hundred the process aborts
    ("bool_dealloc: deallocating True or False"). Refuse such a build."""
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(20):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost > 0:
        import PySide6

        raise SelftestError(f"PySide6 {PySide6.__version__}: Signal.emit() loses a reference "
                            f"to True per call ({lost} in 20 emits); the app would crash. "
                            "Build with another PySide6 (6.11.3 works)")


def _main_window_factory() -> Callable[[], Any]:
    from . import main

    cls = getattr(main, "MainWindow", None)
    if cls is not None:
        return cls
    raise SelftestError("rattus_desktop.app.main has no MainWindow class")


def _controller_of(window: Any) -> Any:
    from .controller import GameController

    found = window.findChild(GameController)
    if found is None:
        found = next((v for v in vars(window).values() if isinstance(v, GameController)), None)
    if found is None:
        raise SelftestError("the main window has no GameController")
    return found


def play(controller: Any, app: Any, players: int = 2, seed: int = 7,
         limit: int = MAX_ACTIONS) -> tuple[int, bool]:
    """Play bots' moves through ``controller.try_apply``; return (actions, finished)."""
    from ..session import HUMAN, Seat

    try:
        from ..bots import make_bot
    except ImportError:  # the bots package is optional for the selftest
        make_bot = None
    colours = ("#c0392b", "#2471a3", "#229954", "#d4ac0d")
    seats = [Seat(f"Selftest {i + 1}", colours[i], HUMAN) for i in range(players)]
    controller.new_game(seats, seed=seed)
    bots = [make_bot("easy", seed + i) if make_bot else None for i in range(players)]
    rng = random.Random(seed)
    start, count = time.perf_counter(), 0
    while not controller.game.is_over and count < limit:
        if time.perf_counter() - start > TIME_BUDGET:
            break
        game = controller.game
        seat = game.current_player
        if seat is None:
            raise SelftestError(f"no player to move after {count} actions")
        bot = bots[seat]
        action = (bot.choose(game.view(seat), game.rules) if bot
                  else rng.choice(game.legal_actions()))
        if not controller.try_apply(action):
            raise SelftestError(f"the controller refused action {count}: {action}")
        count += 1
        app.processEvents()
    return count, controller.game.is_over


def _run() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from .. import __version__

    started = time.perf_counter()
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "rattus"])
    _say(f"rattus-desktop {__version__}, Qt platform {app.platformName()}, "
         f"frozen={bool(getattr(sys, 'frozen', False))}")
    check_signal_refcounts()
    translators = load_translations(app)
    window = _main_window_factory()()
    window.show()
    app.processEvents()
    _say(f"window shown: {type(window).__name__} "
         f"{window.width()}x{window.height()} after {time.perf_counter() - started:.2f} s")
    count, finished = play(_controller_of(window), app)
    summary = "game over" if finished else "stopped early"
    _say(f"played {count} actions through the GameController ({summary})")
    window.close()
    app.processEvents()
    del translators


def run_selftest() -> int:
    """Run every check; 0 when all pass, 1 (with a FAIL line) otherwise."""
    try:
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
