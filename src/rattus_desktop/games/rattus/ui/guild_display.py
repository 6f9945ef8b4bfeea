"""How the guild board, the tavern board, the Emperor's walls and the Alchemist's tile
move the board's DisplayState forward (no rules: each handler only replays what its
event says happened)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules import PlayerView
    from rattus_desktop.games.rattus.ui.display_state import DisplayState


def guild_fields(view: PlayerView) -> dict[str, Any]:
    """The DisplayState fields of these modules, read off a view."""
    gs = view.guilds
    return {
        "guild": dict(gs.guild) if gs is not None and gs.guild is not None else None,
        "tavern": dict(gs.tavern) if gs is not None and gs.tavern is not None else None,
        "walls": tuple((str(a), str(b)) for a, b in view.plague_cards.walls),
        "alchemist_tile": view.upgrades.alchemist_tile,
    }


def _guild_taken(s: DisplayState, d: dict[str, Any]) -> None:
    if s.guild is None:
        return
    previous = d.get("from_seat")
    if previous is not None:
        s.reserve[previous] += 1
    s.guild[d["space"]] = d["seat"]
    s.reserve[d["seat"]] -= 1


def _tavern_taken(s: DisplayState, d: dict[str, Any]) -> None:
    if s.tavern is None:
        return
    seat, previous, src = d["seat"], d.get("from_seat"), d.get("from")
    if previous is not None:
        s.reserve[previous] += 1
    if src is None:
        s.reserve[seat] -= 1
    else:
        s.pieces[src][seat] -= 1
    s.tavern[d["city"]] = seat


def _tavern_added(s: DisplayState, d: dict[str, Any]) -> None:
    s.pieces[d["region"]][d["seat"]] += 1
    s.reserve[d["seat"]] -= 1


def _walls_set(s: DisplayState, d: dict[str, Any]) -> None:
    s.walls = tuple((str(a), str(b)) for a, b in d["walls"])


def _alchemist_tile(s: DisplayState, d: dict[str, Any]) -> None:
    s.alchemist_tile = d["tile"]


def _tile_returned(s: DisplayState, d: dict[str, Any]) -> None:
    if d.get("from") == "alchemist":
        s.alchemist_tile = None


HANDLERS = {
    "guild_taken": _guild_taken, "tavern_taken": _tavern_taken,
    "tavern_added": _tavern_added, "walls_set": _walls_set,
    "alchemist_tile": _alchemist_tile,
    "alchemist_returned": lambda s, d: setattr(s, "alchemist_tile", None),
    "tile_returned": _tile_returned,
}
