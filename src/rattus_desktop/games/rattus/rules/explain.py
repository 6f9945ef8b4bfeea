"""Why an action is illegal: a reason code, its data, and an English default text.

Called only after an action failed the legality test, so it may be slow; it
looks for the most specific reason a player can act on.
"""

from __future__ import annotations

from collections.abc import Callable

from rattus_desktop.games.rattus.rules.abilities.alchemist import explain_via
from rattus_desktop.games.rattus.rules.actions import BIGBOX_TYPES, Action, via_of
from rattus_desktop.games.rattus.rules.data import known_regions
from rattus_desktop.games.rattus.rules.decisions import PLAGUE_CARD_PHASES
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.explain_bigbox import (
    BIGBOX_PLAYED,
    DECISION_CHECKS,
    bishop_blocks,
    disabled_blocks,
    final_move_blocks,
    not_in_game,
    philosopher_blocks,
    walled,
    walled_far,
    walls_lengthen,
)
from rattus_desktop.games.rattus.rules.explain_bigbox import CHECKS as BIGBOX_CHECKS
from rattus_desktop.games.rattus.rules.explain_modules import CARD_CHECKS as MODULE_CARD_CHECKS
from rattus_desktop.games.rattus.rules.explain_modules import CARD_TYPES as MODULE_CARD_TYPES
from rattus_desktop.games.rattus.rules.explain_modules import PHASE_OF as MODULE_PHASE_OF
from rattus_desktop.games.rattus.rules.explain_modules import PLAYED as MODULES_PLAYED
from rattus_desktop.games.rattus.rules.explain_modules import module_refusal, setup_refusal
from rattus_desktop.games.rattus.rules.final_plague import final_reach
from rattus_desktop.games.rattus.rules.modules.guild.explain import BASE_CHECKS as GUILD_BASE_CHECKS
from rattus_desktop.games.rattus.rules.modules.guild.explain import CHECKS as GUILD_CHECKS
from rattus_desktop.games.rattus.rules.modules.guild.explain import (
    only_diplomats,
    via_refusal,
    witch_count,
)
from rattus_desktop.games.rattus.rules.modules.upgrades.explain import look_count, too_far
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import explain_upgrade, param
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.turn import must_place, place_actions
from rattus_desktop.games.rattus.rules.walls import distance

PHASE_TYPES = {
    "setup": {"setup_place"},
    "witch_swap": {"witch_swap"},
    "spread": {"spread"},
    "knight_bonus": {"knight_bonus"},
    "nomad_setup": {"nomad_setup"},
    "region_card": {"region_card", "pass"},
    **{phase: {phase} for phase in ("keep_region_card", "explore", "professor_order",
                                    "professor_resolve", "discard_class_card",
                                    "move_university", "bonus_place")},
    **{phase: {phase} for phase in PLAGUE_CARD_PHASES},
    "witch_arrange": {"witch_arrange"},
}
#: decisions of one phase whose check says first why they are not due in another (so
#: that out of phase comes before a wrong place: a player checks in that order)
OWN_PHASE = {"spread": "spread", "knight_bonus": "knight_bonus", "witch_swap": "witch_swap",
             "setup_place": "setup"}
ABILITY_TYPES = {"merchant": "merchant", "monk": "monk", "witch_look": "witch", "king": "king",
                 "messenger": "messenger", "nomad": "nomad", "judge": "judge", "nun": "nun",
                 "pied_piper": "pied_piper", "jester": "jester", "bishop": "bishop",
                 "mayor": "mayor", "wizard": "wizard", "sultan": "sultan",
                 "guild_master": "guild_master", "tavern_keeper": "tavern_keeper",
                 "baker": "baker", "emperor": "emperor", "bishop_remove": "bishop",
                 "alchemist": "alchemist", "alchemist_return": "alchemist",
                 **{card: card for card in MODULE_CARD_TYPES}}


def illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def explain(g: GameState, rules: Rules, action: Action) -> IllegalAction:
    if g.phase == "game_over":
        return illegal("game_over", "the game is over")
    if via_of(action) is not None:  # an ability through the Alchemist (guild: below)
        return explain_via(g, rules, action, explain)
    if action.type in BIGBOX_TYPES or (action.type in BIGBOX_PLAYED | MODULES_PLAYED
                                       and not rules.bigbox):
        return not_in_game(action)
    expected = PHASE_TYPES.get(g.phase)
    if expected is not None and action.type not in expected:
        wanted = " or ".join(sorted(expected))
        return illegal("wrong_phase", f"now is the time for {wanted}, not {action.type}",
                       phase=g.phase, type=action.type)
    if action.type in OWN_PHASE and g.phase != OWN_PHASE[action.type]:
        return CHECKS[action.type](g, rules, action) or illegal(
            "wrong_phase", f"{action.type} is not possible now", phase=g.phase)
    for region in _regions_named(action):
        if region not in rules.order:
            return illegal("region_not_in_play",
                           f"{region} is not in play with {g.players} players", region=region)
    if "@" in action.type:  # an ability used "via" the guild or the Alchemist
        return via_refusal(g, rules, action)
    check = CHECKS.get(action.type)
    found = check(g, rules, action) if check else None
    return found or illegal("not_legal", f"{action} is not a legal action now",
                            type=action.type)


def _regions_named(action: Action) -> list[str]:
    out = []
    for value in action.args:
        if isinstance(value, str):
            out.append(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], tuple):
            out.extend(v[0] for v in value)
        elif isinstance(value, tuple) and value and all(isinstance(v, str) for v in value):
            out.extend(value)
        elif isinstance(value, tuple) and value and isinstance(value[0], str):
            out.append(value[0])
    known = known_regions()
    return [r for r in out if r in known]


def _not_action_phase(g: GameState, what: str) -> IllegalAction | None:
    if g.phase == "final_turn":
        return illegal("final_round_forbids", f"the final round allows no {what}", what=what)
    if g.phase != "actions":
        return illegal("wrong_phase", f"{what} is not possible now", phase=g.phase)
    return None


def _take_card(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (card,) = a.args
    if blocked := _not_action_phase(g, "taking cards"):  # out of phase first (F8)
        return blocked
    if card not in rules.cards:
        return illegal("card_not_in_game", f"{card} is not in this game", card=card)
    if g.turn.took_card:
        return illegal("card_already_taken", "you already took a card this turn")
    if g.holders[card] == g.current:
        return illegal("card_already_held", f"you already hold the {card}", card=card)
    return philosopher_blocks(g, rules, card)


def _place(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    region, count = a.args
    seat = g.current
    if g.phase == "final_turn":
        if not _can_use(g, "peasant") and not _can_use(g, "queen"):
            return illegal("final_round_forbids", "in the final round only the Peasant places",
                           what="placing")
        if _can_use(g, "queen"):
            allowed = sorted({act.args[1] for act in _legal_places(g, rules)
                              if act.args[0] == region})
            return illegal("wrong_count", f"in {region} you may place {allowed}, not {count}",
                           region=region, expected=allowed, count=count)
        return illegal("wrong_count", "in the final round the Peasant places exactly 1 piece",
                       expected=[1], region=region)
    if blocked := _not_action_phase(g, "placing"):
        return blocked
    if g.turn.placed:
        return illegal("already_placed", "you already placed pieces this turn")
    if g.reserve[seat] == 0:
        return illegal("reserve_empty", "your reserve is empty")
    rats = len(g.rats[region])
    allowed = sorted({act.args[1] for act in _legal_places(g, rules) if act.args[0] == region})
    if rats == 0 and not allowed:
        return illegal("no_rats", f"{region} has no rats: only the Peasant may place there",
                       region=region)
    return illegal("wrong_count", f"in {region} you may place {allowed}, not {count}",
                   region=region, expected=allowed, count=count)


def _legal_places(g: GameState, rules: Rules) -> list[Action]:
    return [a for a in place_actions(g, rules) if a.type == "place"]  # not via a source


def _can_use(g: GameState, card: str) -> bool:
    return (g.holders.get(card) == g.current and card not in g.turn.used
            and not any(d.card == card for d in g.plague_cards.disabled))


def _ability(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    card = ABILITY_TYPES[a.type]
    if g.phase not in ("actions", "final_turn"):  # out of phase first (F8)
        return illegal("wrong_phase", f"the {card} cannot be used now", phase=g.phase)
    if card not in rules.cards:
        return illegal("card_not_in_game", f"the {card} is not in this game", card=card)
    if g.holders.get(card) != g.current and g.upgrades.via != card:
        return illegal("card_not_held", f"you do not hold the {card}", card=card)
    if card in g.turn.used:
        return illegal("card_used", f"you already used the {card} this turn", card=card)
    if blocked := disabled_blocks(g, card):
        return blocked
    return ABILITY_CHECKS[a.type](g, rules, a)


def _merchant(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    src, dst, count = a.args
    steps, most = param(g, "merchant", "steps"), param(g, "merchant", "count")
    if dst not in rules.reachable(src, steps):
        return too_far(src, dst, steps) or illegal("not_neighbour",
                                                   f"{dst} does not border {src}", a=src, b=dst)
    if blocked := walled(g, rules, src, dst) or walled_far(g, rules, src, dst, steps):
        return blocked
    if not 1 <= count <= most:
        return illegal("merchant_count", f"the Merchant moves 1 to {most} pieces",
                       count=count, most=most)
    own = g.pieces[src][g.current]
    return illegal("not_enough_pieces", f"you have only {own} pieces in {src}",
                   region=src, have=own)


def _token_exists(g: GameState, ref: tuple[str, int]) -> bool:
    region, index = ref
    return 0 <= index < len(g.rats[region])


def _monk(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    ref, dst = a.args
    if not _token_exists(g, ref):
        return illegal("no_such_token", f"there is no token {ref[0]}:{ref[1]}", token=list(ref))
    if dst not in rules.near[ref[0]] and not (param(g, "monk", "anywhere") and dst != ref[0]):
        return illegal("not_neighbour", f"{dst} does not border {ref[0]}", a=ref[0], b=dst)
    if blocked := walled(g, rules, ref[0], dst):
        return blocked
    if blocked := bishop_blocks(g, dst):
        return blocked
    return illegal("region_full", f"{dst} already holds {rules.max_tokens} tokens", region=dst)


def _witch_look(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    refs = a.args[0]
    if blocked := witch_count(refs):  # more only with an upgrade (Big Box)
        return blocked
    for ref in refs:
        if not _token_exists(g, ref):
            return illegal("no_such_token", f"there is no token {ref[0]}:{ref[1]}",
                           token=list(ref))
    if len(refs) != 2:  # 3 or 4 only with the Witch's upgrade tiles (direct.py)
        return look_count(2, len(refs))
    return illegal("same_token", "look at two different tokens")


def _king(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region,) = a.args
    if g.rats[region] and not param(g, "king", "any_region"):
        return illegal("region_has_rats", f"{region} holds rats; the King needs a rat-free region",
                       region=region)
    return only_diplomats(g, region) or illegal("no_piece_there",
                                                f"you have no piece in {region}", region=region)


def _move_plague(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (to,) = a.args
    if g.phase == "final_turn":
        if blocked := final_move_blocks(g, rules, to):
            return blocked
    elif g.phase != "actions":
        return illegal("wrong_phase", "the plague cannot move now", phase=g.phase)
    elif must_place(g):
        return illegal("must_place_first", "place your pieces before moving the plague "
                       "(placing is mandatory while rats are on the board)")
    if to == g.plague:
        return illegal("plague_must_move", "the plague must move to another region")
    if blocked := _plague_too_far(g, rules, to):
        return blocked
    if blocked := walls_lengthen(g, rules, to, distance(g, rules, g.plague, to)):
        return blocked
    return illegal("not_legal", f"the plague cannot move to {to} now", type="move_plague",
                   to=to)


def _plague_too_far(g: GameState, rules: Rules, to: str) -> IllegalAction | None:
    """``to`` is farther on the map than the plague may move now (its cards' reach)."""
    steps = rules.distance(g.plague, to)
    reach = _plague_reach(g, rules)
    if steps <= reach:
        return None
    if reach >= 2:
        return illegal("plague_too_far", f"{to} is more than {reach} steps from {g.plague}: "
                       f"the plague moves at most {reach} steps now", to=to, steps=steps,
                       most=reach)
    if steps <= rules.long_reach:
        return illegal("plague_too_far", f"{to} is {steps} steps away: only the Knight goes "
                       "that far", to=to, steps=steps)
    return illegal("plague_too_far", f"{to} does not border {g.plague}", to=to)


def _plague_reach(g: GameState, rules: Rules) -> int:
    """How many steps the current player may move the plague now (as ``plague_moves``)."""

    reach = final_reach(g, rules) if g.final is not None else 1
    for ability in rules.hooks["plague_reach"]:
        reach = max(reach, ability.plague_reach(g, rules))
    return reach


def _spread(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region,) = a.args
    if g.phase != "spread":
        return illegal("no_spread_due", "no plague token is to be spread now",
                       phase=g.phase)
    if region not in rules.near[g.plague]:
        return illegal("not_neighbour", f"{region} does not border the plague region",
                       a=g.plague, b=region)
    if blocked := walled(g, rules, g.plague, region):
        return blocked
    if blocked := bishop_blocks(g, region):
        return blocked
    return illegal("region_full", f"{region} already holds {rules.max_tokens} tokens",
                   region=region)


def _end_final_turn(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return illegal("not_final_round", "only a final-round turn can be ended this way")


def _setup_place(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    if g.phase == "setup" and a.type == "setup_place":
        return setup_refusal(g, rules, a)
    return illegal("setup_over", "the initial placement is over")


def _witch_swap(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return illegal("no_witch_look", "swap only right after looking with the Witch")


def _knight_bonus(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return illegal("no_bonus_now", "the Knight's bonus is decided just before a reveal")


Check = Callable[[GameState, Rules, Action], IllegalAction | None]
ABILITY_CHECKS: dict[str, Check] = {
    "merchant": _merchant, "monk": _monk, "witch_look": _witch_look, "king": _king,
    **BIGBOX_CHECKS, **GUILD_CHECKS,
    **MODULE_CARD_CHECKS,
}
GUILD_BASE_CHECKS.update(ABILITY_CHECKS)
CHECKS: dict[str, Check] = {
    "take_card": _take_card, "place": _place, "move_plague": _move_plague,
    "spread": _spread, "end_final_turn": _end_final_turn, "setup_place": _setup_place,
    "witch_swap": _witch_swap, "knight_bonus": _knight_bonus,
    "nomad_setup": _setup_place,
    "witch_arrange": _witch_swap, "upgrade": explain_upgrade,
    **dict.fromkeys(ABILITY_CHECKS, _ability),
    **dict.fromkeys(MODULE_PHASE_OF, module_refusal),
    **DECISION_CHECKS,
}
