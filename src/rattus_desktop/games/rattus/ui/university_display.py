"""How the Universities module's events move the board's DisplayState forward, and what
a fresh view says of it (no rules: each handler only replays what its event says)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules import Event, PlayerView

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.display_state import DisplayState


def from_view(view: PlayerView) -> dict[str, Any]:
    """The DisplayState fields of the Universities module (none without it)."""
    uni = view.mods.state.uni if view.mods is not None else None
    if uni is None or view.mods is None:
        return {}
    return {"universities": {"green": uni.green, "plain": uni.plain},
            "markers": tuple(uni.markers), "events_left": view.mods.event_deck,
            "uni_points": tuple(uni.points), "professor_drawn": bool(uni.drawn)}


def last_revealed(steps: Iterable[Iterable[Event]]) -> dict[str, Any] | None:
    """The event card revealed last in a game's steps (each a list of events)."""
    last: dict[str, Any] | None = None
    for events in steps:
        for event in events:
            if event.kind == "event_revealed":
                last = {k: v for k, v in event.data.items() if k in ("kind", "class")}
    return last


def _add(s: DisplayState, region: str, seat: int) -> None:
    s.pieces[region][seat] += 1
    s.reserve[seat] -= 1


def _revealed(s: DisplayState, d: dict[str, Any]) -> None:
    s.last_event = {k: v for k, v in d.items() if k in ("kind", "class")}
    if s.professor_drawn:  # the Professor's final draw: the card was drawn already
        s.professor_drawn = False
    elif s.events_left:
        s.events_left -= 1


def _reshuffled(s: DisplayState, d: dict[str, Any]) -> None:
    s.events_left = (s.events_left or 0) + int(d["count"])


def _scored(s: DisplayState, d: dict[str, Any]) -> None:
    seat = d.get("seat")
    if isinstance(seat, int) and seat < len(s.uni_points):
        s.uni_points = tuple(n + (i == seat) for i, n in enumerate(s.uni_points))
    if not s.final_found:  # the last found after the final plague leaves no marker
        s.markers = (*s.markers, d["region"])


def _moved(s: DisplayState, d: dict[str, Any]) -> None:
    s.universities = {**s.universities, str(d["university"]): str(d["to"])}


def _cleared(s: DisplayState, d: dict[str, Any]) -> None:
    s.markers = ()


def _discarded(s: DisplayState, d: dict[str, Any]) -> None:
    if d.get("card") is not None:
        s.holders[d["card"]] = None


def _placed(s: DisplayState, d: dict[str, Any]) -> None:
    _add(s, d["region"], d["seat"])


def _last_found(s: DisplayState, d: dict[str, Any]) -> None:
    s.final_found = True


def _professor_drew(s: DisplayState, d: dict[str, Any]) -> None:
    s.events_left = max(0, (s.events_left or 0) - len(d["events"]))
    s.professor_drawn = True


HANDLERS = {
    "event_revealed": _revealed, "events_reshuffled": _reshuffled,
    "university_scored": _scored, "university_moved": _moved, "markers_cleared": _cleared,
    "class_card_discarded": _discarded, "bonus_placed": _placed, "student_placed": _placed,
    "last_found_university": _last_found, "professor_drew": _professor_drew,
}
