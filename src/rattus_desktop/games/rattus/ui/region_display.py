"""The Region cards module on the board's mirror (``DisplayState``): how many cards each
seat holds (public) and which class cards a played region card covers, moved forward by
the module's events (no rules: each handler replays what its event says)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.modules.region_cards.state import RegionCard

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules import PlayerView
    from rattus_desktop.games.rattus.ui.display_state import DisplayState


def card_from_json(data: dict[str, Any]) -> RegionCard:
    return RegionCard(str(data["region"]), tuple(data.get("classes", ())),
                      bool(data.get("wild")))


def hand_sizes(view: PlayerView) -> tuple[int, ...]:
    """Region cards per seat (empty without the module)."""
    mods = view.mods
    if mods is None or mods.state.cards is None:
        return ()
    return tuple(mods.hand_sizes)


def covers(view: PlayerView) -> dict[str, RegionCard]:
    """Class card id -> the region card covering it (until the resolution is over)."""
    mods = view.mods
    if mods is None or mods.state.cards is None:
        return {}
    return dict(mods.state.cards.covers)


def drawn(view: PlayerView) -> tuple[str, ...]:
    """The regions of the region cards the Explorer revealed (public), in draw order."""
    mods = view.mods
    cards = mods.state.cards if mods is not None else None
    if cards is None or not cards.drawn_public:
        return ()
    return tuple(c.region for c in cards.drawn)


def _revealed(s: DisplayState, d: dict[str, Any]) -> None:
    s.drawn = tuple(str(c["region"]) for c in d.get("cards", ()))


def _explored(s: DisplayState, d: dict[str, Any]) -> None:
    s.drawn = ()
    s.pieces[d["region"]][d["seat"]] += d["count"]
    s.reserve[d["seat"]] -= d["count"]


def _played(s: DisplayState, d: dict[str, Any]) -> None:
    seat = int(d["seat"])
    if seat < len(s.hand_sizes):
        s.hand_sizes = tuple(n - (i == seat) for i, n in enumerate(s.hand_sizes))
    s.covers[str(d["on"])] = card_from_json(d["card"])


def _discarded(s: DisplayState, d: dict[str, Any]) -> None:
    for card in d.get("cards", ()):
        s.covers.pop(str(card), None)


def _kept(s: DisplayState, d: dict[str, Any]) -> None:
    seat = int(d["seat"])
    if seat < len(s.hand_sizes):
        s.hand_sizes = tuple(n + int(d["count"]) * (i == seat)
                             for i, n in enumerate(s.hand_sizes))


HANDLERS = {"region_card_played": _played, "region_cards_discarded": _discarded,
            "region_card_kept": _kept, "region_cards_revealed": _revealed,
            "explorer_placed": _explored}
