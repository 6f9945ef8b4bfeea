"""The driver: run queued tasks until a decision is due or the game is over."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from . import buildings, phases, resolve
from .effects import Events
from .state import State, Task

TaskHandler = Callable[[State, Task, Events], None]

HANDLERS: dict[str, TaskHandler] = {
    "reveal": phases.reveal,
    "supply_turn": phases.supply_turn,
    "looks": phases.looks,
    "enter_start": phases.enter_start,
    "enter_turn": phases.enter_turn,
    "phase_d": resolve.phase_d,
    "building": resolve.building,
    "sword": resolve.sword,
    "flute": resolve.flute,
    "extra": resolve.extra_space,
    "clear": resolve.clear,
    "action": buildings.action,
    "levy_give": buildings.levy_give,
    "end_round": phases.end_round,
}


def schedule(g: State, tasks: Iterable[Task]) -> None:
    """Queue ``tasks`` to run next, in the given order."""
    g.tasks.extend(reversed(list(tasks)))


def advance(g: State, ev: Events) -> None:
    while g.pending is None and g.tasks and not g.over:
        task = g.tasks.pop()
        HANDLERS[task[0]](g, task, ev)
