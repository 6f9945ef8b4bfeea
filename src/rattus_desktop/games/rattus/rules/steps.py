"""What undo needs to know of one applied action: did hidden information come out,
did a turn end. Read off the action's events."""

from __future__ import annotations

from collections.abc import Sequence

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import StepInfo

TURN_KINDS = frozenset({"turn_started", "final_turn_started", "final_plague", "game_over",
                        "setup_placed"})


def hidden_code(events: Sequence[Event]) -> str | None:
    """Which kind of hidden information ``events`` brought out, if any."""
    kinds = {e.kind for e in events}
    if "token_revealed" in kinds or "crusader_turned_up" in kinds:
        return "past_reveal"
    if "witch_looked" in kinds or "witch_saw" in kinds:
        return "past_peek"
    if "token_spread" in kinds or "jester_dropped" in kinds:
        return "past_draw"
    return None


def step_info(events: Sequence[Event]) -> StepInfo:
    return StepInfo(hidden_code(events), any(e.kind in TURN_KINDS for e in events))
