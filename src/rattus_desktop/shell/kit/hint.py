"""Ctrl+H: a hint for the human seat to move, computed off the GUI thread.

``HintRunner.request(controller)`` asks the hard bot's search (``hint_search``) with
the deciding seat's own view only, on a ``QThread``; ``ready`` brings the ``Hint``
back with the position it was asked for, and the window shows it only if the game is
still there. Each use is counted in ``Session.hints_used`` (per seat).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from rattus_desktop.shell.kit.controller import GameController
from rattus_desktop.shell.kit.hint_search import Hint, compute_hint
from rattus_desktop.shell.kit.typography import join_list, join_sentences


class HintThread(QThread):
    done = Signal(object, object)  # ticket, Hint or an error message (str)

    def __init__(self, ticket: object, work: Callable[[], Hint], parent: QObject) -> None:
        super().__init__(parent)
        self.ticket, self.work = ticket, work
        self.cancelled = False

    def run(self) -> None:
        try:
            result: object = self.work()
        except Exception as err:  # noqa: BLE001 - reported to the player, never a crash
            result = repr(err)
        self.done.emit(self.ticket, result)


class HintRunner(QObject):
    """One hint at a time; a newer request or a changed game drops an older answer."""

    ready = Signal(object)  # Hint
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ticket: object = None
        self._threads: list[HintThread] = []

    def request(self, controller: GameController) -> str | None:
        """Start a hint for the seat to move; the reason when none can be given."""
        if not controller.has_game or controller.game.is_over:
            return QCoreApplication.translate("Hint", "There is no move to hint at.")
        seat = controller.game.current_player
        if seat is None or not controller.current_is_human():
            return QCoreApplication.translate("Hint", "Hints are for a human player's turn.")
        session = controller.session
        assert session is not None
        ticket = (id(session), len(session.log), seat)
        self._ticket = ticket
        view = controller.game.view(seat)  # that seat's own view, nothing more
        game_id, seed = session.config.game, session.seed
        thread = HintThread(ticket, lambda: compute_hint(game_id, view, seed), self)
        thread.done.connect(lambda t, r: self._answer(controller, t, r))
        thread.finished.connect(lambda: self._forget(thread))
        self._threads.append(thread)
        thread.start()
        return None

    def busy(self) -> bool:
        return any(t.isRunning() for t in self._threads)

    def wait(self) -> None:
        for thread in list(self._threads):
            thread.wait()
        QCoreApplication.processEvents()

    def cancel(self) -> None:
        self._ticket = None

    def _forget(self, thread: HintThread) -> None:
        if thread in self._threads:
            self._threads.remove(thread)
        thread.deleteLater()

    def _answer(self, controller: GameController, ticket: object, result: object) -> None:
        session = controller.session
        if ticket != self._ticket or session is None:
            return
        self._ticket = None
        if (id(session), len(session.log), controller.game.current_player) != ticket:
            return  # the game went on meanwhile
        if isinstance(result, Hint):
            session.note_hint(result.seat)
            self.ready.emit(result)
        else:
            self.failed.emit(str(result))


def percent(value: float) -> str:
    return QCoreApplication.translate("Hint", "{p}%").format(p=round(value * 100))


def hint_text(hint: Hint, describe: Callable[[Any], str], reason: str = "") -> str:
    """The status line: the move, the game's reason, the top moves with their chances."""
    move = QCoreApplication.translate("Hint", "Hint: {move}.").format(move=describe(hint.action))
    top = join_list(QCoreApplication.translate("Hint", "{move} {p} ({n} tries)").format(
        move=describe(s.action), p=percent(s.value), n=s.visits) for s in hint.top if s.visits)
    parts = [move]
    if reason:
        parts.append(reason)
    if top:
        parts.append(QCoreApplication.translate(
            "Hint", "Estimated win chances ({n} searches): {moves}.").format(
                n=hint.iterations, moves=top))
    return join_sentences(parts)
