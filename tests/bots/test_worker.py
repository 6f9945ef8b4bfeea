"""Bots think on a worker thread and stop promptly when cancelled."""

from __future__ import annotations

import threading
import time

from rattus_desktop.bots import make_bot
from rattus_desktop.bots.worker import BotMove

from .helpers import random_position, tiny_search


def test_a_move_finishes_and_reports_its_action() -> None:
    game = random_position(4, 4, 20)
    view = game.view(game.state.current)
    got: list = []
    seen = threading.Event()
    move = BotMove(tiny_search(1), view,
                   lambda a: (got.append(a), seen.set())).start()
    action = move.result(timeout=30)
    assert action in view.legal_actions and seen.wait(5) and got == [action]


def test_cancel_stops_a_hard_bot_promptly() -> None:
    game = random_position(4, 6, 30)
    view = game.view(game.state.current)
    move = BotMove(make_bot("rattus", "hard", 3), view).start()
    time.sleep(0.02)
    start = time.perf_counter()
    move.cancel()
    assert move.result(timeout=2) is None
    assert move.done() and move.cancelled
    assert time.perf_counter() - start < 0.2
