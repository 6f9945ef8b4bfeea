"""``run_app``: the desktop application (and its --autoplay demo mode)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence

from rattus_desktop.game_args import add_game_arguments

_T0 = time.monotonic()


def process_age() -> float:
    """Seconds since this process started (Linux: /proc; else since this import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as fh:
            fields = fh.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as fh:
            uptime = float(fh.read().split()[0])
        return max(0.0, uptime - start_ticks / os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, IndexError):
        return time.monotonic() - _T0


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="rattus-desktop", description="Rattus on the desktop.")
    parser.add_argument("--autoplay", action="store_true",
                        help="demo: every seat is played by the computer")
    add_game_arguments(parser, 4, " for --autoplay")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--quit-at-end", action="store_true",
                        help="quit when the game is over (with --autoplay)")
    parser.add_argument("--bot", default=None, choices=("random", "easy", "medium", "hard"),
                        help="computer level of every seat with --autoplay (default: easy)")
    parser.add_argument("--save", metavar="PATH",
                        help="with --autoplay: write the game's save file at exit")
    parser.add_argument("--screenshot", metavar="PATH",
                        help="save the window as PNG at the end of the game")
    parser.add_argument("--lang", default=None, type=lang_arg, metavar="zh_TW|en",
                        help="user-interface language for this run (default: the setting, "
                             "else the system's)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default=None,
                        help="animation speed (default: the saved setting; --autoplay: fast, "
                             "with --quit-at-end: instant)")
    parser.add_argument("--window-size", type=window_size_arg, default=None, metavar="WxH",
                        help="open the window at this size, e.g. 1280x720 (screenshots, "
                             "small screens)")
    parser.add_argument("--timing", action="store_true",
                        help="print start-up and frame timings to stderr")
    parser.add_argument("--selftest", action="store_true",
                        help="check that this installation works (offscreen), then exit")
    args = parser.parse_args(list(argv))
    from rattus_desktop.engine.errors import ConfigError
    from rattus_desktop.shell.app.autoplay import autoplay_config

    try:
        autoplay_config(args)
    except ConfigError as exc:
        parser.error(exc.reason)
    return args


def lang_arg(text: str) -> str:
    """``--lang``: zh_TW (also zh-TW, zh_Hant, zh_HK), en (also en_US...) or system."""
    low = text.strip().replace("-", "_").lower()
    if low in ("system", "auto") or low == "en" or low.startswith("en_"):
        return "" if low in ("system", "auto") else "en"
    if low in ("zh_tw", "zh_hant", "zh_hant_tw", "zh_hk", "zh_mo"):
        return "zh_TW"
    raise argparse.ArgumentTypeError(f"unknown language {text!r} (use zh_TW or en)")


def window_size_arg(text: str) -> tuple[int, int]:
    """``--window-size``: ``WxH`` in pixels, at least the window's minimum 800x560."""
    parts = text.lower().replace("×", "x").split("x")
    try:
        width, height = (int(p) for p in parts)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT (e.g. 1280x720)") from None
    if width < 800 or height < 560 or width > 10000 or height > 10000:
        raise argparse.ArgumentTypeError(
            f"{text!r}: the window needs 800x560 to 10000x10000 pixels")
    return width, height


def run_app(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    from rattus_desktop.shell.app.system_libs import EXIT_MISSING, check_before_start

    problem = check_before_start(argv)  # before anything imports Qt
    if problem:
        print(problem, file=sys.stderr)
        return EXIT_MISSING
    args = parse_args(argv)
    if args.selftest:
        from rattus_desktop.shell.app.selftest import run_selftest

        return run_selftest()
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from rattus_desktop.shell.kit.settings import Settings

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "rattus"])
    app.setApplicationName("Rattus Desktop")
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.setCacheLimit(64 * 1024)  # KB: item caches of a full-screen board
    app.setOrganizationName("RattusDesktop")
    settings = Settings(persistent=not args.autoplay)
    if args.lang is not None:
        settings.set_lang(args.lang, save=False)  # this run only; the menu saves a choice
    from rattus_desktop.shell.kit.i18n import apply_language

    apply_language(settings.lang)
    speed = args.speed or _autoplay_speed(args)
    if speed:
        settings.set_speed(speed, save=False)
    from rattus_desktop.shell.app.window import MainWindow

    _clean_temporaries()
    window = MainWindow(settings, args.game if args.autoplay else None)
    _wire_notices(window)
    if args.window_size is not None:
        window.use_fixed_start_size(*args.window_size)
    window.first_shown.connect(lambda: _report_shown(args.timing))
    window.show()
    watchdog = _frame_watchdog(app) if args.timing else None
    if args.autoplay:
        from rattus_desktop.shell.app.autoplay import start_autoplay

        QTimer.singleShot(0, lambda: start_autoplay(window, args))
    else:
        QTimer.singleShot(0, window.start_up)
    code = app.exec()
    if watchdog is not None:
        print(f"rattus-desktop: longest GUI-thread stall {watchdog.worst_ms:.0f} ms "
              f"({watchdog.stalls} over 50 ms)", file=sys.stderr)
    if args.autoplay and window.controller.has_game:
        print(json.dumps(window.controller.game.summary(), ensure_ascii=False))
        if args.save:
            code = code or _write_save(window, args.save)
    return code


def _clean_temporaries() -> None:
    """Remove the temporary files interrupted writes left behind (never raises)."""
    try:
        from rattus_desktop.saves import store
    except ImportError:
        return
    store.clean_temporaries()


def _wire_notices(window: object) -> None:
    """Settings and autosave problems stay visible in the status area until resolved."""
    try:
        from rattus_desktop.shell.app.saves_ui.notices import wire_notices
    except ImportError:
        return
    wire_notices(window)


def _write_save(window: object, path: str) -> int:
    from rattus_desktop.saves import SaveError, write_save

    try:
        write_save(window.controller.session, path)  # type: ignore[attr-defined]
    except SaveError as exc:
        print(f"rattus-desktop: {exc.message}", file=sys.stderr)
        return 2
    return 0


def _autoplay_speed(args: argparse.Namespace) -> str | None:
    if not args.autoplay:
        return None
    return "instant" if args.quit_at_end else "fast"


def _report_shown(timing: bool) -> None:
    age = process_age()
    os.environ["RATTUS_SHOWN_AFTER"] = f"{age:.3f}"
    if timing:
        print(f"rattus-desktop: window shown {age * 1000:.0f} ms after process start",
              file=sys.stderr)


class _Watchdog:
    """Measures how late a 10 ms timer fires: how long the GUI thread was busy.

    The first ``WARMUP`` seconds (building the window and the board) are not counted.
    """

    WARMUP = 2.0

    def __init__(self) -> None:
        self.worst_ms = 0.0
        self.start = self.last = time.perf_counter()
        self.stalls = 0  # ticks more than 50 ms late

    def tick(self) -> None:
        now = time.perf_counter()
        late = (now - self.last) * 1000 - 10
        self.last = now
        if now - self.start < self.WARMUP:
            return
        self.worst_ms = max(self.worst_ms, late)
        self.stalls += late > 50


def _frame_watchdog(app: object) -> _Watchdog:
    from PySide6.QtCore import QTimer

    dog = _Watchdog()
    timer = QTimer(app)  # type: ignore[arg-type]
    timer.timeout.connect(dog.tick)
    timer.start(10)
    return dog
