"""Thinking off the caller's thread: start a bot's decision, poll or wait, cancel it.

Qt-free. ``on_done`` and ``on_error`` run on the worker thread: a GUI must hand the
result over to its own thread (a queued signal); neither is called for a cancelled move.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from rattus_desktop.bots.base import Bot
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.protocol import View


class BotMove:
    """One decision of one bot, computed on a daemon thread.

    Pass a fresh ``game.view(seat)`` (a snapshot: later changes to the game do not
    reach it). A bot object must not think two moves at once.
    """

    def __init__(self, bot: Bot, view: View,
                 on_done: Callable[[Action], None] | None = None,
                 on_error: Callable[[BaseException], None] | None = None) -> None:
        self._bot, self._view, self._on_done, self._on_error = bot, view, on_done, on_error
        self._cancel = threading.Event()
        self._finished = threading.Event()
        self._action: Action | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="rattus-bot", daemon=True)

    def start(self) -> BotMove:
        self._thread.start()
        return self

    def _run(self) -> None:
        try:
            action = self._bot.choose(self._view, self._cancel.is_set)
        except BaseException as exc:  # reported by result() and on_error
            self._error = exc
            self._finished.set()
            if self._on_error is not None and not self._cancel.is_set():
                self._on_error(exc)
            return
        self._action = action
        self._finished.set()
        if self._on_done is not None and not self._cancel.is_set():
            self._on_done(action)

    def cancel(self) -> None:
        """Ask the bot to stop now; ``result()`` then gives None."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def done(self) -> bool:
        return self._finished.is_set()

    def result(self, timeout: float | None = None) -> Action | None:
        """The chosen action (None if cancelled or still thinking after ``timeout``)."""
        if not self._finished.wait(timeout):
            return None
        if self._error is not None:
            raise self._error
        return None if self._cancel.is_set() else self._action
