"""Keyboard play told in words: what Tab picked up, where it may go, which place the
arrow keys lit, for the status line."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.ui.candidates import Key
from rattus_desktop.games.rattus.ui.names import card_name, region_name
from rattus_desktop.shell.kit.typography import join_list

MAX_PLACES = 6  # more places than this are counted, not named
translate = QCoreApplication.translate


def thing_name(key: Key) -> str:
    """A short name for what a key stands for."""
    kind = key[0]
    if kind in ("region", "palace"):
        return region_name(str(key[1]) if kind == "region" else "palace")
    if kind == "card":
        return card_name(str(key[1]))
    if kind == "reserve":
        return translate("KeyWords", "a piece from your reserve")
    if kind == "supply":
        return translate("KeyWords", "a rat token from the supply")
    if kind == "plague":
        return translate("KeyWords", "the plague piece")
    if kind == "stack":
        return translate("KeyWords", "your pieces in %1").replace("%1", region_name(str(key[1])))
    if kind == "token":
        return translate("KeyWords", "the rat token in %1").replace("%1", region_name(str(key[1])))
    return translate("KeyWords", "the marked place")


def places_text(targets: Sequence[Key]) -> str:
    names = sorted({thing_name(t) for t in targets})
    if len(names) > MAX_PLACES:
        more = len(names) - MAX_PLACES + 1
        rest = translate("KeyWords", "%1 more").replace("%1", str(more))
        return join_list([*names[:MAX_PLACES - 1], rest])
    return join_list(names)


def picked_text(source: Key, targets: Sequence[Key]) -> str:
    """The status line after Tab: what is picked up and where it may go."""
    if source[0] == "card" and not targets:
        return translate("KeyWords", "Chosen: %1. Enter takes it; Tab chooses another; "
                                     "Esc puts it back.").replace("%1", thing_name(source))
    if not targets:
        return translate("KeyWords", "Picked up: %1. Tab chooses another; Esc puts it back.") \
            .replace("%1", thing_name(source))
    return translate("KeyWords", "Picked up: %1. It may go to %2. The arrow keys choose "
                                 "the place, Enter puts it there, Esc puts it back.") \
        .replace("%1", thing_name(source)).replace("%2", places_text(targets))


def lit_text(source: Key | None, target: Key) -> str:
    """The status line after an arrow key: the place lit and what Enter does."""
    if source is None:
        return translate("KeyWords", "%1 is marked. Enter chooses it; Esc puts it back.") \
            .replace("%1", thing_name(target))
    return translate("KeyWords", "Picked up: %1 → %2. Enter puts it there; the arrow keys "
                                 "choose another place.") \
        .replace("%1", thing_name(source)).replace("%2", thing_name(target))
