"""The one place that says which decision is awaited and who makes it.

A decision is a phase id (``setup``, ``actions``, ``witch_swap``, ``spread``,
``knight_bonus``, ``final_turn``, ``game_over``) and the seat that makes it. The state's
``phase`` and ``current`` are the decision awaited now: only this module sets them.

``interrupt`` pauses the decision awaited now for another one, possibly by a
*different* player (the Witch's swap; the Knight's bonus during the final plague; the
Big Box's reactions, Baker and Inquisitor later), and ``resume`` returns to the paused
decision. ``await_decision`` moves the game on to its next decision.
"""

from __future__ import annotations

from rattus_desktop.games.rattus.rules.state import GameState

PHASES = ("setup", "actions", "witch_swap", "spread", "knight_bonus", "final_turn",
          "game_over",
          # the Region cards and Universities modules and their cards
          "region_card", "keep_region_card", "explore", "professor_order",
          "professor_resolve", "discard_class_card", "move_university", "bonus_place")
#: Big Box decisions of the plague cards (owned by their abilities)
PLAGUE_CARD_PHASES = ("crusader_reveal", "boccaccio", "inquisitor_disable", "baker_place")


def await_decision(g: GameState, phase: str, seat: int | None = None) -> None:
    """The game now waits for ``phase`` by ``seat`` (default: the same player)."""
    g.phase = phase
    if seat is not None:
        g.current = seat


def interrupt(g: GameState, phase: str, seat: int | None = None) -> None:
    """Pause the decision awaited now for ``phase`` by ``seat`` (default: the same one)."""
    g.paused.append((g.phase, g.current))
    await_decision(g, phase, seat)


def resume(g: GameState, fallback: str) -> None:
    """Return to the paused decision (``fallback`` by the same player if none is paused:
    a position set up mid-interruption)."""
    if g.paused:
        g.phase, g.current = g.paused.pop()
    else:
        g.phase = fallback


def finish(g: GameState) -> None:
    """The game is over: no decision is awaited any more."""
    g.paused.clear()
    g.phase = "game_over"
