"""Why an action of the Upgrades module is illegal: the Alchemist and Bishop III
(called through ``explain._ability`` once the card is held and unused)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.alchemist import fresh
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import VIA_MARK, has_tile, param

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def _alchemist(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    if fresh(g):
        return IllegalAction("alchemist_fresh", "the Alchemist is not usable on the turn "
                             "it is taken")
    tile = g.upgrades.alchemist_tile
    if a.type == "alchemist_return":
        if tile is None:
            return IllegalAction("alchemist_empty", "the Alchemist carries no tile")
        if tile + VIA_MARK in g.turn.used:
            return IllegalAction("alchemist_used_tile", "you used the tile this turn: it "
                                 "stays on the Alchemist", card=tile)
        return None
    (card,) = a.args
    if tile is not None:
        return IllegalAction("alchemist_full", f"the Alchemist carries the {tile} tile: "
                             "return it first", card=tile)
    if card not in rules.cards:
        return IllegalAction("card_not_in_game", f"{card} is not in this game", card=card)
    if not has_tile(card):
        return IllegalAction("no_tile", f"the {card} has no upgrade tile", card=card)
    return IllegalAction("tile_not_free", f"the {card} tile lies on its card", card=card)


def _bishop_remove(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region, index) = a.args[0]
    if not param(g, "bishop", "remove"):
        return IllegalAction("needs_level", "only the Bishop III removes a token",
                             card="bishop", level=3)
    if "bishop_remove" in g.turn.used:
        return IllegalAction("card_used", "you already removed a token this turn",
                             card="bishop")
    if not 0 <= index < len(g.rats[region]):
        return IllegalAction("no_such_token", f"there is no token {region}:{index}",
                             token=[region, index])
    return IllegalAction("no_bishop_there", f"no bishop stands in {region}", region=region)


def too_far(src: str, dst: str, steps: int) -> IllegalAction | None:
    """An upgraded move (Merchant III, Pied Piper III) to a region out of its reach."""
    if steps <= 1:
        return None
    return IllegalAction("too_far", f"{dst} is more than {steps} steps from {src}", a=src,
                         b=dst, steps=steps)


def look_count(expected: int, count: int) -> IllegalAction:
    """A Witch look naming the wrong number of tokens (2; 3 or 4 with her tiles)."""
    return IllegalAction("witch_look_count", f"the Witch looks at {expected} tokens",
                         expected=expected, count=count)


UPGRADE_CHECKS = {"alchemist": _alchemist, "alchemist_return": _alchemist,
                  "bishop_remove": _bishop_remove}
