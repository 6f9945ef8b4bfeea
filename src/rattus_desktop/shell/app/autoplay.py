"""``--autoplay``: every seat is a computer player, through the real window."""

from __future__ import annotations

import argparse
import random
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.game_args import game_config
from rattus_desktop.play.session import Seat
from rattus_desktop.shell.app.window import MainWindow
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.bot_runner import bot_levels

DEMO_NAMES = ("Agnes", "Bertrand", "Cecily", "Dietrich", "Eudes", "Fiora")
SCREENSHOT_DELAY_MS = 400


def autoplay_level(wanted: str | None = None) -> str:
    """The level every seat plays (``--bot``; default "easy", random moves without bots)."""
    levels = bot_levels()
    if wanted in levels:
        return wanted
    return "easy" if "easy" in levels else "random"


def autoplay_config(args: argparse.Namespace) -> GameConfig:
    """The config ``--game --players --ruleset`` and the game's option flags ask for,
    checked by the game's ``configure`` (ConfigError when it cannot be played)."""
    return game_config(args)


def start_autoplay(window: MainWindow, args: argparse.Namespace) -> None:
    level = autoplay_level(args.bot)
    seats = [Seat(DEMO_NAMES[i], theme.PLAYER_COLOURS[i], level) for i in range(args.players)]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 2**31)
    window.game_finished.connect(lambda _summary: _at_end(window, args))
    window.start_game(autoplay_config(args), seats, None, seed)


def _at_end(window: MainWindow, args: argparse.Namespace) -> None:
    def finish() -> None:
        if args.screenshot and not window.screenshot(args.screenshot):
            print(f"rattus-desktop: could not write {args.screenshot}", file=sys.stderr)
        if args.quit_at_end:
            app = QApplication.instance()
            assert app is not None  # the window runs inside the application
            app.quit()

    QTimer.singleShot(SCREENSHOT_DELAY_MS if args.screenshot else 0, finish)
