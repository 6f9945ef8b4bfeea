"""One piece of work on the statistics file, run now or in a worker thread (no Qt).

``attempt`` opens the file, runs the job and closes it, keeping the outcome instead of
raising, so the window can try with a short wait on its own thread and, when another
program holds the file locked, hand the same job to a worker that waits longer
(``run_in_worker``); the outcome then travels back to the window's thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import StatsError
from .opening import Notice
from .store import StatsStore

Job = Callable[[StatsStore], Any]
GUI_WAIT = 0.2  # seconds the window's own thread waits for a lock before handing over


@dataclass(frozen=True)
class Outcome:
    value: Any = None
    notice: Notice | None = None  # a bad file was set aside on opening
    error: StatsError | None = None

    @property
    def busy(self) -> bool:
        return self.error is not None and self.error.code == "busy"


def attempt(job: Job, timeout: float | None = None, path: Path | None = None) -> Outcome:
    """Open the file (waiting ``timeout`` seconds for a lock, default
    ``opening.BUSY_TIMEOUT``), run ``job`` on it, close it; never raises StatsError."""
    try:
        store = StatsStore.open(path, timeout)
    except StatsError as exc:
        return Outcome(error=exc)
    try:
        return Outcome(job(store), store.notice)
    except StatsError as exc:
        return Outcome(notice=store.notice, error=exc)
    finally:
        store.close()


def run_in_worker(job: Job, deliver: Callable[[Outcome], None],
                  path: Path | None = None) -> threading.Thread:
    """Run ``attempt(job)`` with the full wait in a daemon thread; ``deliver`` gets the
    outcome in that thread (the caller passes it on to its own thread)."""
    thread = threading.Thread(target=lambda: deliver(attempt(job, None, path)),
                              name="stats-wait", daemon=True)
    thread.start()
    return thread
