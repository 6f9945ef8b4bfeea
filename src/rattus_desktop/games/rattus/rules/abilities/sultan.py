"""Sultan (Big Box): put a diplomat under one of your pieces on the board: at most one
diplomat per piece, one of your diplomats per region (a region where you already have
one, even brought there by a move, takes no more: ruling 10), never in the palace.
Plain pieces die before diplomats (``rules.diplomats``); end scoring there too.

Upgrades: Sultan II/III put 2/3 diplomats (ruling 24: repeated ``sultan`` actions, each
under the one-per-region rule, so into different regions)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import Action, new_action
from rattus_desktop.games.rattus.rules.diplomats import diplomats_at
from rattus_desktop.games.rattus.rules.events import Event

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def sultan_regions(g: GameState, seat: int) -> list[str]:
    """Regions (board order) where ``seat`` may put a diplomat."""
    return [r for r in g.regions if g.pieces[r][seat] > 0 and diplomats_at(g, r, seat) == 0]


class Sultan(Ability):
    id = "sultan"
    action_types = ("sultan",)
    upgradable = True

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not self.usable(g):
            return ()
        return [new_action("sultan", (r,)) for r in sultan_regions(g, g.current)]

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        (region,) = action.args
        assert g.guilds is not None and g.guilds.diplomats is not None
        g.guilds.diplomats[region][g.current] += 1
        self.spend(g)
        ev.append(Event("diplomat_placed", {"seat": g.current, "region": region}))
