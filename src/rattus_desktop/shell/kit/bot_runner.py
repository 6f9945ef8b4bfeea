"""Computer players off the GUI thread: a bot thinks in a worker thread
(``bots.BotMove``), the answer comes back as a queued signal and is applied through the
controller like a click.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rattus_desktop.bots import LEVELS, BotMove, make_bot
from rattus_desktop.bots.base import Bot
from rattus_desktop.bots.ismcts import SearchBot
from rattus_desktop.engine.protocol import View

if TYPE_CHECKING:
    from rattus_desktop.shell.kit.controller import GameController


def bot_levels() -> tuple[str, ...]:
    """The computer levels on offer."""
    return LEVELS


def make_player_bot(game_id: str, level: str, seed: int) -> Bot:
    return make_bot(game_id, level, seed)


def set_thinking(bot: Bot, factor: float) -> None:
    """The thinking-time setting as the bot's budget: a searching bot's iterations and
    time cap are its level's for the game and ruleset times ``factor``
    (``SearchBot.config_for``; the heuristic levels do not search)."""
    if isinstance(bot, SearchBot):
        bot.thinking = factor


class BotRunner(QObject):
    """Asks bots for moves in a background thread; one request at a time."""

    chosen = Signal(object, object)  # ticket, Action
    failed = Signal(object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket: object | None = None
        self._move: BotMove | None = None

    def request(self, ticket: object, bot: Bot, view: View) -> None:
        self.cancel()
        self._ticket = ticket
        self._move = BotMove(bot, view,
                             on_done=lambda action: self.chosen.emit(ticket, action),
                             on_error=lambda err: self.failed.emit(ticket, repr(err))).start()

    def cancel(self) -> None:
        if self._move is not None:
            self._move.cancel()
        self._move = None
        self._ticket = None

    def is_current(self, ticket: object) -> bool:
        return ticket is not None and ticket == self._ticket

    def ask(self, controller: GameController, bots: Mapping[int, Bot],
            thinking: float = 1.0) -> None:
        """Ask the bot of the seat deciding now, when that seat is a computer's, with
        ``thinking`` times its level's budget."""
        if not controller.has_game:
            return
        game = controller.game
        seat = game.current_player
        if seat is None or seat not in bots:
            return
        set_thinking(bots[seat], thinking)
        self.request(position(controller), bots[seat], game.view(seat))

    def answers_now(self, ticket: object, controller: GameController) -> bool:
        """Whether an answer carrying ``ticket`` is for the position the game is in now."""
        return self.is_current(ticket) and ticket == position(controller)


def position(controller: GameController) -> tuple[int, int]:
    """The ticket of the game's position now: its session and how many actions it holds."""
    session = controller.session
    assert session is not None
    return (id(session), len(session.log))
