"""What undo needs to know of one applied action: did hidden information come out,
did a turn end. Read off the action's events."""

from __future__ import annotations

from collections.abc import Sequence

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import StepInfo

TURN_KINDS = frozenset({"turn_started", "final_turn_started", "final_plague", "game_over",
                        "setup_placed"})


#: events of the Region cards and Universities modules that draw unknown cards
MODULE_DRAWS = frozenset({"region_cards_drawn", "region_cards_revealed", "event_revealed",
                          "professor_drew", "region_deck_reshuffled", "events_reshuffled"})


def hidden_code(events: Sequence[Event]) -> str | None:
    """Which kind of hidden information ``events`` brought out, if any."""
    kinds = {e.kind for e in events}
    if ("token_revealed" in kinds or "region_card_played" in kinds
            or "crusader_turned_up" in kinds):
        return "past_reveal"
    if "witch_looked" in kinds or "witch_saw" in kinds or "professor_looked" in kinds:
        return "past_peek"
    if "token_spread" in kinds or "jester_dropped" in kinds or kinds & MODULE_DRAWS:
        return "past_draw"
    return None


def step_info(events: Sequence[Event]) -> StepInfo:
    return StepInfo(hidden_code(events), any(e.kind in TURN_KINDS for e in events))
