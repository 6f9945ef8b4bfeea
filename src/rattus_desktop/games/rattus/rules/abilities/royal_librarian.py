"""Royal Librarian (Big Box, universities): move the green university to any region
without a university or university marker (``royal_librarian`` ``to``).

Upgrades (ruling 24): Royal Librarian II moves either university (``which``: ``green``
or ``plain``, named), III moves both (two ``royal_librarian`` actions, each university
once; "up to": the player may stop after one). Without a tile ``which`` is not named.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.universities.universities import (
    WHICH,
    free_regions,
    state,
)
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

ID = "royal_librarian"


def moved_marker(which: str) -> str:
    """In ``TurnState.used``: that university was moved by the Royal Librarian this turn."""
    return f"{ID}>{which}"


def names_which(g: GameState) -> bool:
    """Whether the Royal Librarian's level lets (and makes) the player name ``which``."""
    return not flat(g) and bool(param(g, ID, "either"))


def movable(g: GameState) -> list[str]:
    """The universities the upgraded Royal Librarian may still move this turn."""
    return [w for w in WHICH if moved_marker(w) not in g.turn.used]


class RoyalLibrarian(Ability):
    id = ID
    action_types = ("royal_librarian",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        free = free_regions(g)
        if not names_which(g):
            return [new_action("royal_librarian", (r, None)) for r in free]
        return [new_action("royal_librarian", (r, w)) for w in movable(g) for r in free]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        to, which = action.args
        which = which or "green"  # the green one below level II
        st = state(g)
        was = st.green if which == "green" else st.plain
        ev.append(Event("university_moved", {"seat": g.current, "university": which,
                                             "from": was, "to": to}))
        if which == "green":
            st.green = to
        else:
            st.plain = to
        if names_which(g):
            g.turn.used.add(moved_marker(which))
        self.spend(g)
