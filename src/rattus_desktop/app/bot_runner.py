"""Computer players off the GUI thread: a bot thinks in a worker thread, the answer
comes back as a queued signal and is applied through the controller like a click.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from ..core import Action, PlayerView, Rules

DEFAULT_LEVELS = ("random", "easy", "medium", "hard")


class BotLike(Protocol):
    def choose(self, view: PlayerView, rules: Rules, *args: Any) -> Action: ...


class RandomLegalBot:
    """Plays a random legal action (used when rattus_desktop.bots is not installed)."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, rules: Rules, *args: Any) -> Action:
        return self.rng.choice(list(view.legal_actions))


def _bots_module() -> Any | None:
    try:
        from .. import bots
    except Exception:  # noqa: BLE001 - any failure means "no computer players"
        return None
    return bots if hasattr(bots, "make_bot") else None


def bot_levels() -> tuple[str, ...]:
    """The computer levels on offer: empty unless rattus_desktop.bots imports."""
    module = _bots_module()
    if module is None:
        return ()
    return tuple(getattr(module, "LEVELS", DEFAULT_LEVELS))


def make_player_bot(level: str, seed: int) -> BotLike:
    module = _bots_module()
    if module is None:
        return RandomLegalBot(seed)
    try:
        return module.make_bot(level, seed)
    except ValueError:
        return RandomLegalBot(seed)


class BotRunner(QObject):
    """Asks bots for moves in a background thread; one request at a time."""

    chosen = Signal(object, object)  # ticket, Action
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stop = threading.Event()
        self._ticket: object | None = None
        self._thread: threading.Thread | None = None

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def request(self, ticket: object, bot: BotLike, view: PlayerView, rules: Rules) -> None:
        self.cancel()
        self._stop = threading.Event()
        self._ticket = ticket
        stop = self._stop
        self._thread = threading.Thread(target=self._think, name="rattus-bot", daemon=True,
                                        args=(ticket, bot, view, rules, stop.is_set))
        self._thread.start()

    def _think(self, ticket: object, bot: BotLike, view: PlayerView, rules: Rules,
               should_stop: Callable[[], bool]) -> None:
        try:
            action = bot.choose(view, rules, should_stop)
        except Exception as err:  # noqa: BLE001 - report, never kill the GUI
            if not should_stop():
                self.failed.emit(ticket, repr(err))
            return
        if not should_stop():
            self.chosen.emit(ticket, action)

    def cancel(self) -> None:
        self._stop.set()
        self._ticket = None

    def is_current(self, ticket: object) -> bool:
        return ticket is not None and ticket == self._ticket

    def wait(self, timeout: float = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
