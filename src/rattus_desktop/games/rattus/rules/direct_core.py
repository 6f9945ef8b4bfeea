"""A checked action found legal without listing every legal action (the hot path of a
replay, a scenario or a click).

``legal_now(g, rules, action)`` is True only when ``action`` (well formed, canonical)
is in a part of the listing computed exactly as the phase's lister computes it: the
cards to take, the pieces to place, the plague's moves, the uses of the ability that
owns the type (the Messenger's swap checked without listing its pairs). False means
"not found here": the caller then asks the full listing, which decides and explains.
So the answer of ``Game.apply``, ``why_not`` and ``is_legal`` never changes
(tests/engine/test_direct_checks.py compares it with the listing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.witch import swap_actions
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.final_plague import final_moves
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import flat, level, upgrade_actions
from rattus_desktop.games.rattus.rules.plague import spread_targets
from rattus_desktop.games.rattus.rules.turn import must_place
from rattus_desktop.games.rattus.rules.walls import reachable

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Found = Callable[["GameState", "Rules", Action], bool]
TURN_PHASES = ("actions", "final_turn")


def _take_card(g: GameState, rules: Rules, a: Action) -> bool:
    """``action_phase_actions``' cards to take."""
    (card,) = a.args
    if g.phase != "actions" or g.turn.took_card or card not in rules.card_class:
        return False
    if g.holders[card] == g.current:
        return False
    return not any(b.blocks_take(g, rules, card) for b in rules.hooks["blocks_take"])


def _place(g: GameState, rules: Rules, a: Action) -> bool:
    """``turn.place_actions``: the plain placement, else the abilities' options."""
    if g.phase == "actions" and g.turn.placed:
        return False
    if g.phase not in TURN_PHASES:
        return False
    region, count = a.args
    reserve = g.reserve[g.current]
    rats = g.rats.get(region)
    if (g.final is None and reserve > 0 and rats and region in rules.order
            and count == min(len(rats), reserve)):
        return True
    return any(option == a for ability in rules.hooks["place_options"]
               for option in ability.place_options(g, rules))


def _move_plague(g: GameState, rules: Rules, a: Action) -> bool:
    """``turn.plague_moves`` in the action phase (the Alchemist's moves: the listing);
    ``final_plague.final_moves`` in a final turn."""
    if g.phase == "final_turn":
        return a in final_moves(g, rules)
    if g.phase != "actions" or must_place(g):
        return False
    (to,) = a.args
    reach = 0 if g.final is not None else 1
    for ability in rules.hooks["plague_reach"]:
        reach = max(reach, ability.plague_reach(g, rules))
    return to in reachable(g, rules, g.plague, reach)


def _end_final_turn(g: GameState, rules: Rules, a: Action) -> bool:
    return g.phase == "final_turn"  # (``final_turn_actions`` always offers it)


def _messenger(g: GameState, rules: Rules, a: Action) -> bool:
    """``Messenger.uses``' pairs, without listing them: two pieces on the board of two
    seats in two regions (in canonical order: board order, then seat)."""
    ability = rules.by_action.get("messenger")
    if g.phase not in TURN_PHASES or ability is None or not ability.usable(g):
        return False
    (ra, sa), (rb, sb) = a.args
    order = rules.order
    if ra not in order or rb not in order or ra == rb or sa == sb:
        return False
    if not (0 <= sa < len(g.pieces[ra]) and 0 <= sb < len(g.pieces[rb])):
        return False
    return (order[ra] < order[rb] and g.pieces[ra][sa] > 0 and g.pieces[rb][sb] > 0)


def _witch_look(g: GameState, rules: Rules, a: Action) -> bool:
    """``Witch.uses`` at level I: any two tokens on the board, in board order (checked,
    not listed: up to C(51, 2) pairs); an upgraded Witch's bounded list otherwise."""
    ability = rules.by_action.get("witch_look")
    if g.phase not in TURN_PHASES or ability is None or not ability.usable(g):
        return False
    if not (flat(g) or level(g, "witch") == 1):
        return _ability_use(g, rules, a)
    refs = a.args[0]
    if len(refs) != 2:
        return False
    (ra, ia), (rb, ib) = refs
    order = rules.order
    if ra not in order or rb not in order:
        return False
    if not (0 <= ia < len(g.rats[ra]) and 0 <= ib < len(g.rats[rb])):
        return False
    return (order[ra], ia) < (order[rb], ib)


def _ability_use(g: GameState, rules: Rules, a: Action) -> bool:
    """One of the uses the ability owning the type lists (a short list of its own)."""
    ability = rules.by_action.get(a.type)
    if g.phase not in TURN_PHASES or ability not in rules.hooks["uses"]:
        return False
    return ability is not None and a in ability.uses(g, rules)


def _setup_place(g: GameState, rules: Rules, a: Action) -> bool:
    """``turn.setup_actions``."""
    (region,) = a.args
    if g.phase != "setup" or region not in rules.order:
        return False
    return not any(ab.blocks_setup(g, region) for ab in rules.hooks["blocks_setup"])


def _spread(g: GameState, rules: Rules, a: Action) -> bool:
    """``plague.spread_actions``."""
    return g.phase == "spread" and a.args[0] in spread_targets(g, rules)


def _knight_bonus(g: GameState, rules: Rules, a: Action) -> bool:
    return g.phase == "knight_bonus"  # (``plague.bonus_actions``: yes or no)


def _witch_swap(g: GameState, rules: Rules, a: Action) -> bool:
    return g.phase == "witch_swap" and a in swap_actions(g, rules)


def _upgrade(g: GameState, rules: Rules, a: Action) -> bool:
    """``upgrades.upgrade_actions`` (a tile instead of a card)."""
    return g.phase == "actions" and bool(rules.modules) and a in upgrade_actions(g, rules)


FOUND: dict[str, Found] = {
    "take_card": _take_card, "place": _place, "move_plague": _move_plague,
    "end_final_turn": _end_final_turn, "messenger": _messenger,
    "setup_place": _setup_place, "spread": _spread, "knight_bonus": _knight_bonus,
    "witch_swap": _witch_swap, "upgrade": _upgrade, "witch_look": _witch_look,
}


def legal_now(g: GameState, rules: Rules, action: Action) -> bool:
    """True when ``action`` is surely legal now (see the module's note)."""
    found = FOUND.get(action.type)
    if found is not None:
        return found(g, rules, action)
    if "@" in action.type:
        return False
    return _ability_use(g, rules, action)

