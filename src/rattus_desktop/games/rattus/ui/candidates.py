"""Which legal actions a gesture could mean: pure functions over ``legal_actions()``.

A *source* is what the player picks up (``("reserve",)``, ``("stack", region, seat)``,
``("token", region, index)``, ``("plague",)``, ``("supply",)``); a *target* is where
it is dropped (``("region", id)``, ``("palace",)``, ``("token", region, index)``).
A target is legal iff some legal action matches the pair; nothing here knows the
rules beyond reading the legal list.
"""

from __future__ import annotations

from collections.abc import Iterable

from rattus_desktop.games.rattus.rules import Action
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.games.rattus.ui.guild_words import base_type

Key = tuple[object, ...]


def targets_for(legal: Iterable[Action], source: Key, seat: int | None) -> dict[Key, list[Action]]:
    """Every legal target of ``source`` with the legal actions it stands for."""
    out: dict[Key, list[Action]] = {}
    kind = source[0]
    for action in legal:
        target = _match(action, kind, source, seat)
        if target is not None:
            out.setdefault(target, []).append(action)
    return out


def _match(a: Action, kind: object, source: Key, seat: int | None) -> Key | None:
    t = base_type(a.type)  # a guild space's or the Alchemist's use: the same gesture
    if kind == "reserve" and t in ("setup_place", "place"):
        return ("region", a.args[0])
    if kind == "plague" and t == "move_plague":
        return ("region", a.args[0])
    if kind == "supply" and t == "spread":
        return ("region", a.args[0])
    if kind == "stack" and source[2] == seat:
        if t == "merchant" and a.args[0] == source[1]:
            return ("region", a.args[1])
        if t == "king" and a.args[0] == source[1]:
            return ("palace",)
    if kind == "token":
        ref = (source[1], source[2])
        if t == "monk" and a.args[0] == ref:
            return ("region", a.args[1])
        if t == "witch_look" and ref in a.args[0] and len(a.args[0]) == 2:
            first, second = a.args[0]
            other = second if first == ref else first
            return ("token", other[0], other[1])
    return None


def movable_sources(ds: DisplayState, seat: int | None) -> list[Key]:
    """Everything the deciding player could try to pick up (legal or not)."""
    if seat is None:
        return []
    out: list[Key] = [("reserve",), ("plague",), ("supply",)]
    for region, pieces in ds.pieces.items():
        if pieces[seat] > 0:
            out.append(("stack", region, seat))
    for region, uids in ds.tokens.items():
        out.extend(("token", region, i) for i in range(len(uids)))
    return out


def is_movable(key: Key | None, seat: int | None) -> bool:
    if key is None or seat is None:
        return False
    kind = key[0]
    if kind == "stack":
        return key[2] == seat and key[1] != "palace"
    return kind in ("reserve", "plague", "supply", "token")


def intent(source: Key, target: Key, ds: DisplayState, legal: list[Action]) -> Action | None:
    """The action a player most likely meant by this gesture, legal or not.

    Used only to ask the core *why* a drop is illegal (it raises IllegalAction).
    """
    kind, tkind = source[0], target[0]
    if tkind == "region":
        region = str(target[1])
        if kind == "reserve":
            return _place_intent(region, ds, legal)
        if kind == "plague":
            return Action("move_plague", (region,))
        if kind == "supply":
            return Action("spread", (region,))
        if kind == "stack":
            return Action("merchant", (source[1], region, 1))
        if kind == "token":
            return Action("monk", ((source[1], source[2]), region))
    if tkind == "palace" and kind == "stack":
        return Action("king", (source[1],))
    if tkind == "token" and kind == "token" and target != source:
        return Action("witch_look", (((source[1], source[2]), (target[1], target[2])),))
    return None


def _place_intent(region: str, ds: DisplayState, legal: list[Action]) -> Action:
    if ds.phase == "setup":
        return Action("setup_place", (region,))
    counts = [a.args[1] for a in legal if a.type == "place"]
    seat = ds.current if ds.current is not None else 0
    rats = len(ds.tokens.get(region, []))
    count = min(rats, ds.reserve[seat]) if rats else 1
    return Action("place", (region, count if count > 0 else (counts[0] if counts else 1)))


def auto_source(legal: list[Action], phase: str) -> Key | None:
    """A source picked up for the player when it is the only sensible one."""
    types = {a.type for a in legal}
    if phase == "setup" or (phase == "actions" and "place" in types
                            and "move_plague" not in types):
        return ("reserve",)
    if phase == "spread":
        return ("supply",)
    return None
