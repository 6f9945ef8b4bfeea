"""The undo/redo policy over a session's log (Qt-free, no state of its own).

Every applied action is recorded as a ``Step``: who took it, in which turn, and
what the game's ``step_info`` says of it (did hidden information come out — a reveal,
a draw, a peek —, did it end a turn). Game-neutral. The policy, close to BGA's:

- a player may take back their own actions of their current turn, one at a time,
  never back past an action that produced hidden information and never changing
  whose turn it is;
- in a game against bots (every other seat is a bot), a player standing at the
  start of a turn may also go back to their own last action of their previous
  turn, taking back the bots' actions in between, when nothing hidden came out
  since that action.

Undo rebuilds the game by replaying the log prefix from the seed (the core is
deterministic); redo re-applies what was undone, checked again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import StepInfo

# Refusal codes (ids the GUI translates) with an English default for logs.
REASONS: dict[str, str] = {
    "nothing_to_undo": "there is nothing to undo",
    "nothing_to_redo": "there is nothing to redo",
    "game_over": "the game is over",
    "not_your_turn": "only the player whose turn it is can undo",
    "not_your_action": "the last action was not yours",
    "turn_passed": "that action ended a turn; earlier turns cannot be taken back",
    "past_reveal": "a rat token was revealed since; that cannot be taken back",
    "past_draw": "a rat token was drawn since; that cannot be taken back",
    "past_peek": "the Witch looked at tokens since; that cannot be taken back",
    "past_look": "hidden cards were looked at since; that cannot be taken back",
    "redo_illegal": "the undone actions are no longer legal",
}


class UndoRefused(Exception):  # noqa: N818 - the name the brief and the GUI use
    """Undo or redo is not allowed now; ``code`` is one of ``REASONS``."""

    def __init__(self, code: str) -> None:
        super().__init__(REASONS.get(code, code))
        self.code = code
        self.reason = REASONS.get(code, code)


@dataclass(frozen=True, slots=True)
class Step:
    """One applied action and what the policy needs to know about it."""

    action: Action
    actor: int
    turn: int  # the turn counter when the action was taken
    events: tuple[Event, ...]
    hidden: str | None  # the hidden information it brought out ("past_reveal", ...)
    ends_turn: bool


def make_step(action: Action, actor: int, previous: Step | None, info: StepInfo,
              events: Sequence[Event] = ()) -> Step:
    """Record ``action``; its turn counter follows the previous step's."""
    turn = 0
    if previous is not None:
        boundary = previous.ends_turn or previous.actor != actor
        turn = previous.turn + (1 if boundary else 0)
    return Step(action, actor, turn, tuple(events), info.hidden, info.ends_turn)


def undo_count(steps: Sequence[Step], seat: int | None, current: int | None,
               bots_only: bool) -> int:
    """How many log entries one undo by ``seat`` takes back; raise UndoRefused if none."""
    if not steps:
        raise UndoRefused("nothing_to_undo")
    if current is None:
        raise UndoRefused("game_over")
    if seat is not None and seat != current:
        raise UndoRefused("not_your_turn")
    last = steps[-1]
    if last.actor == current and not last.ends_turn:
        if last.hidden:
            raise UndoRefused(last.hidden)
        return 1
    if not bots_only:
        raise UndoRefused("turn_passed" if last.actor == current else "not_your_action")
    return _count_back_to_own_action(steps, current)


def _count_back_to_own_action(steps: Sequence[Step], seat: int) -> int:
    """Against bots: back to ``seat``'s last action, if nothing hidden came out since."""
    for back, step in enumerate(reversed(steps), start=1):
        if step.hidden:
            raise UndoRefused(step.hidden)
        if step.actor == seat:
            return back
    raise UndoRefused("not_your_action")
