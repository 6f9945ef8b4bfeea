"""Alchemist (Big Box, with the Upgrades module; ruling 25).

Not usable on the turn it is taken. Carrying no tile: ``alchemist`` ``tile`` puts the
level-III tile of a card in this game from the supply on it; carrying one:
``alchemist_return`` returns it, no effect this turn (not after using the tile this
turn). The carried card's ability is usable through the Alchemist at level III, once
per turn, by naming ``"via": "alchemist"`` (never inferred); when its holder also holds
that card, the ability is used once per turn from one source (``upgrades.source_open``).
The tile returns to the supply when the Alchemist changes hands. Final round: as in a
normal turn (place a tile and use it).

A use through the Alchemist is listed and applied under the Alchemist's context
(``UpgradeState.via`` = the carried card): the card's ability then counts as held and
usable at level III (``Ability.usable``, ``upgrades.level``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, TypeVar

from rattus_desktop.games.rattus.rules import walls
from rattus_desktop.games.rattus.rules.abilities.base import Ability
from rattus_desktop.games.rattus.rules.actions import (
    Action,
    new_action,
    via_of,
    with_via,
    without_via,
)
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import (
    VIA_DONE,
    VIA_MARK,
    has_tile,
    source_open,
    tile_free,
)

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

ID = "alchemist"
VIA = "alchemist"
T = TypeVar("T")


def fresh(g: GameState) -> bool:
    """The Alchemist was taken this turn (not usable yet)."""
    return g.turn.took_card and g.upgrades.last_taken == ID


def ready(g: GameState) -> bool:
    return g.holders.get(ID) == g.current and not fresh(g) and g.phase in (
        "actions", "final_turn")


def through_refusal(g: GameState, rules: Rules) -> IllegalAction | None:
    """Why no ability can be used through the Alchemist now (None: it can)."""
    if ID not in rules.cards:
        return IllegalAction("card_not_in_game", "the Alchemist is not in this game",
                             card=ID)
    if g.phase not in ("actions", "final_turn"):
        return IllegalAction("wrong_phase", "the Alchemist cannot be used now",
                             phase=g.phase)
    if g.holders.get(ID) != g.current:
        return IllegalAction("card_not_held", "you do not hold the Alchemist", card=ID)
    if fresh(g):
        return IllegalAction("alchemist_fresh", "the Alchemist is not usable on the turn "
                             "it is taken")
    tile = g.upgrades.alchemist_tile
    if tile is None:
        return IllegalAction("alchemist_empty", "the Alchemist carries no tile")
    if tile + VIA_DONE in g.turn.used:
        return IllegalAction("card_used", f"you already used the {tile} this turn",
                             card=tile)
    if not source_open(g, tile):
        return IllegalAction("one_source", f"you already used the {tile} from its card "
                             "this turn (one source per turn)", card=tile)
    return None


def under(g: GameState, card: str, run: Callable[[], T]) -> T:
    """``run()`` with ``card``'s ability taken as coming through the Alchemist."""
    g.upgrades.via = card
    try:
        return run()
    finally:
        g.upgrades.via = None


def through_alchemist(g: GameState, rules: Rules, action: Action,
                      check: Callable[[GameState, Rules, Action], T]) -> T | bool:
    """``check`` of ``action``, under the Alchemist's context when it names it
    (False when it names another source or the Alchemist cannot serve now: the
    listing and ``explain`` then decide)."""
    via = via_of(action)
    if via is None:
        return check(g, rules, action)
    tile = g.upgrades.alchemist_tile
    if via != VIA or tile is None or through_refusal(g, rules) is not None:
        return False
    plain = without_via(action)
    return under(g, tile, lambda: check(g, rules, plain))


def tile_options(g: GameState, rules: Rules, ability: Ability) -> list[Action]:
    """The carried ability's actions now (plain; the caller adds ``via``)."""

    out = list(ability.uses(g, rules))
    if not g.turn.placed:
        out += ability.place_options(g, rules)
    reach = ability.plague_reach(g, rules)
    if reach and (g.final is not None or not rules.driver.must_place(g)):
        # around the Emperor's walls, like every plague move (rulings 5, 24)
        out += [rules.actions.move_plague[r] for r in walls.reachable(g, rules, g.plague, reach)]
    return out


class Alchemist(Ability):
    id = ID
    action_types = ("alchemist", "alchemist_return")

    def uses(self, g: GameState, rules: Rules) -> Iterable[Action]:
        if not ready(g):
            return ()
        up = g.upgrades
        out: list[Action] = []
        if ID not in g.turn.used:
            if up.alchemist_tile is None:
                out += [new_action("alchemist", (c,)) for c in rules.cards
                        if has_tile(c) and tile_free(g, c)]
            elif up.alchemist_tile + VIA_MARK not in g.turn.used:
                out.append(new_action("alchemist_return", ()))
        tile = up.alchemist_tile
        if tile is not None and through_refusal(g, rules) is None:
            ability = rules.ability(tile)
            out += [with_via(a, VIA) for a in under(g, tile,
                                                     lambda: tile_options(g, rules, ability))]
        return out

    def apply(self, g: GameState, rules: Rules, action: Action, ev: list[Event]) -> None:
        up = g.upgrades
        g.turn.used.add(ID)
        if action.type == "alchemist":
            (tile,) = action.args
            up.alchemist_tile = tile
            ev.append(Event("alchemist_tile", {"seat": g.current, "tile": tile}))
        else:
            ev.append(Event("alchemist_returned", {"seat": g.current,
                                                   "tile": up.alchemist_tile}))
            up.alchemist_tile = None


Dispatch = Callable[["GameState", "Rules", Action, list[Event]], None]


def apply_via(g: GameState, rules: Rules, action: Action, ev: list[Event],
              dispatch: Dispatch) -> None:
    """Apply a legal action with ``"via": "alchemist"``: the carried card's ability at
    level III (its use marked before anything else: a plague move ends the turn)."""

    tile = g.upgrades.alchemist_tile
    assert tile is not None
    plain = without_via(action)
    g.turn.used.add(tile + VIA_MARK)
    ev.append(Event("via_alchemist", {"seat": g.current, "card": tile}))
    if plain.type == "move_plague":  # the plague phase runs outside the context
        under(g, tile, lambda: rules.driver.apply_move_plague(g, rules, plain, ev))
        if g.final is None:
            rules.driver.start_plague(g, rules, ev)
        return
    under(g, tile, lambda: dispatch(g, rules, plain, ev))


def explain_via(g: GameState, rules: Rules, action: Action,
                explain: Callable[[GameState, Rules, Action], IllegalAction]
                ) -> IllegalAction:
    """Why an action naming ``"via"`` is illegal."""
    via = via_of(action)
    if via != VIA:
        return IllegalAction("not_in_game", f"abilities via {via} are not part of this "
                             "game", type=action.type)
    refused = through_refusal(g, rules)
    if refused is not None:
        return refused
    tile = g.upgrades.alchemist_tile
    assert tile is not None
    plain = without_via(action)
    return under(g, tile, lambda: explain(g, rules, plain))
