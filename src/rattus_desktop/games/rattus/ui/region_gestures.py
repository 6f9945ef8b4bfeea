"""A click on a class card in a region-card window that is no lit pick: why, in words
(the core's ``why_not`` once a card of the hand is picked; else what to click first)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui.region_words import TEXT

Key = tuple[object, ...]


def explain_card(interaction: Any, made: list[Key], card: str) -> str:
    """``interaction`` is the board's ``Interaction``; ``made`` the picks so far."""
    hand = [k for k in made if k and k[0] == "hand"]
    if not hand:
        return TEXT("pick_hand_first")
    index = hand[0][1]
    why = interaction.controller.why_not(Action("region_card", (index, card)))
    return str(why[1]) if why else TEXT("pick_hand_first")
