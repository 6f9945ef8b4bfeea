"""The clicks of the Guild Master, the Tavern Keeper and the Alchemist, and of a use
from a guild space or through the Alchemist (``<type>@guild``, ``<type>@alchemist``).

The Guild Master's use is a click on the card, then on a lit guild space; the Tavern
Keeper's on a lit tavern city (one action per city: from the reserve onto an empty
one, or your piece from its region onto one another player holds); the Alchemist's on
a lit class card (the card whose level III tile it takes), or on the card alone to
return its tile. A class-card use through the Alchemist is that card's own picks. The
classic gestures (drag a piece, a token, the plague) also mean their guild and
Alchemist forms: ``base_type`` strips the source, and the player picks the source
among the choices offered (``hints.choice_text``)."""

from __future__ import annotations

from collections.abc import Iterable

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui.guild_words import base_type, source_of

Key = tuple[object, ...]
GUILD_CARD_OF = {"guild_master": "guild_master", "tavern_keeper": "tavern_keeper",
                 "alchemist": "alchemist", "alchemist_return": "alchemist"}


def guild_picks(action: Action) -> list[Key]:
    """The clicks naming one of these cards' actions, or a card use through the
    Alchemist (that card's own clicks)."""
    t, args = action.type, action.args
    if t == "guild_master":
        return [("guild", str(args[0]))]
    if t == "tavern_keeper":
        return [("tavern", str(args[0]))]
    if t == "alchemist":
        return [("card", str(args[0]))]
    if source_of(t) == "alchemist":
        from rattus_desktop.games.rattus.ui.bigbox_gestures import picks

        return picks(Action(base_type(t), args))
    return []


def guild_pick_action(action: Action, pick: Key) -> Action | None:
    """``action``'s kind with ``pick`` in its place (to ask the core why not)."""
    t = action.type
    if t == "guild_master" and pick[0] == "guild":
        return Action(t, (str(pick[1]),))
    if t == "tavern_keeper" and pick[0] == "tavern":
        return Action(t, (str(pick[1]), None))
    return None


def card_pick_action(matching: Iterable[Action], card: str) -> Action | None:
    """A click on a class card that is no lit choice: the Alchemist's tile of it."""
    if any(a.type == "alchemist" for a in matching):
        return Action("alchemist", (card,))
    return None


def via_types(card: str, types: Iterable[str]) -> tuple[str, ...]:
    """The Alchemist also starts the uses of the tile it carries (``<type>@alchemist``)."""
    if card != "alchemist":
        return ()
    return tuple(f"{t}@alchemist" for t in types)
