"""Why a Big Box action is illegal (the part of ``explain`` for the Big Box cards).

Reason codes here are Big Box ones; the Qt layer's texts for them come with the Big
Box table (a later issue): until then the GUI shows the English default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.abilities.crusader import Crusader
from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.final_plague import final_reach
from rattus_desktop.games.rattus.rules.modules.guild.explain import only_diplomats
from rattus_desktop.games.rattus.rules.modules.upgrades.explain import UPGRADE_CHECKS, too_far
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import param
from rattus_desktop.games.rattus.rules.plague_cards_state import is_disabled
from rattus_desktop.games.rattus.rules.walls import near, reachable

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

#: Big Box action types this version plays (the rest of the contract's are never legal)
BIGBOX_PLAYED = frozenset({"nomad_setup", "nomad", "messenger", "judge", "nun", "pied_piper",
                           "jester", "bishop", "mayor", "wizard", "sultan", "guild_master",
                           "tavern_keeper", "baker", "baker_place", "emperor",
                           "crusader_reveal", "boccaccio", "inquisitor_disable", "upgrade",
                           "witch_arrange", "bishop_remove", "alchemist", "alchemist_return"})


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def philosopher_blocks(g: GameState, rules: Rules, card: str) -> IllegalAction | None:
    holder = g.holders.get("philosopher")
    if is_disabled(g.plague_cards, "philosopher"):
        return None
    if ("philosopher" in rules.cards and holder is not None and holder != g.current
            and card != "philosopher" and g.holders.get(card) == holder):
        return _illegal("philosopher_protects", "from the Philosopher's holder you may take "
                        "only the Philosopher", card=card, seat=holder)
    return None


def _judge(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region,) = a.args
    if a.type == "judge" and g.pieces[region][g.current] > 0:  # only diplomats there
        return _illegal("only_diplomats", f"your pieces in {region} all carry diplomats: "
                        "only plain pieces leave the map", region=region)
    return _illegal("no_piece_there", f"you have no piece in {region}", region=region)


def _nun(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _illegal("nuns_unchanged", "the nuns already stand there (a use must change "
                    "something)")


def _pied_piper(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    src, dst, count = a.args
    steps, most = param(g, "pied_piper", "steps"), param(g, "pied_piper", "count")
    if dst not in rules.reachable(src, steps):
        return too_far(src, dst, steps) or _illegal("not_neighbour",
                                                    f"{dst} does not border {src}", a=src,
                                                    b=dst)
    if blocked := walled(g, rules, src, dst) or walled_far(g, rules, src, dst, steps):
        return blocked
    if not 1 <= count <= most:
        if most > 1:
            return _illegal("piper_count", f"the Pied Piper moves 1 to {most} pieces",
                            count=count, most=most)
        return _illegal("piper_count", "the Pied Piper moves 1 piece", count=count)
    if g.pieces[src][g.current] >= 1:
        return _illegal("not_enough_pieces", f"you have only {g.pieces[src][g.current]} "
                        f"pieces in {src}", region=src, have=g.pieces[src][g.current])
    return _illegal("no_piece_there", f"you have no piece in {src}", region=src)


def _jester(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _illegal("reserve_empty", "your reserve is empty")


def _bishop(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    region, src = a.args
    if region in g.bishops:
        return _illegal("bishop_there", f"{region} already has a bishop", region=region)
    if src is None:
        return _illegal("bishops_out", "both bishops are out: move one (give \"from\")")
    if src not in g.bishops:
        return _illegal("no_bishop_there", f"no bishop stands in {src}", region=src)
    return _illegal("bishop_left", "a bishop is still off the board: place it (no \"from\")")


def _mayor(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region,) = a.args
    if g.reserve[g.current] == 0:
        return _illegal("reserve_empty", "your reserve is empty")
    if g.final is not None:
        if region is None:
            return _illegal("mayor_region", "in the final round the Mayor names a region")
        return _illegal("no_majority", f"you do not hold the strict majority in {region}",
                        region=region)
    if region is not None:
        return _illegal("mayor_region", "the Mayor adds everywhere you hold the majority "
                        "(no region outside the final round)")
    if not g.turn.just_placed:
        return _illegal("mayor_after_place", "the Mayor acts right after you place")
    return _illegal("no_majority", "you hold the strict majority nowhere")


def bishop_blocks(g: GameState, region: str) -> IllegalAction | None:
    """No token may be added to a bishop's region."""
    if region in g.bishops:
        return _illegal("bishop_blocks", f"a bishop stands in {region}: no token may be "
                        "added there", region=region)
    return None


def not_in_game(action: Action) -> IllegalAction:
    return _illegal("not_in_game", f"{action.type} is not part of this game",
                    type=action.type)


def _messenger(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (ra, sa), (rb, sb) = a.args
    for region, seat in a.args:
        if seat >= g.players:
            return _illegal("no_such_seat", f"there is no seat {seat}", seat=seat)
        if g.pieces[region][seat] == 0:
            return _illegal("no_piece_there", f"seat {seat} has no piece in {region}",
                           region=region, seat=seat)
    if sa == sb:
        return _illegal("same_player", "the Messenger swaps pieces of two different players")
    return _illegal("same_region", "the Messenger swaps pieces in two different regions")


def _nomad(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (path,) = a.args
    if g.nomad is None:
        return _illegal("no_nomad", "the nomad is not on the board")
    want = param(g, "nomad", "steps")
    if len(path) != want:
        return _illegal("nomad_steps", f"the nomad moves exactly {want} steps",
                        steps=len(path), expected=want)
    here = g.nomad
    for region in path:
        if region not in rules.near[here]:
            return _illegal("not_neighbour", f"{region} does not border {here}", a=here,
                           b=region)
        if blocked := walled(g, rules, here, region):
            return blocked
        here = region
    if want == 3:
        return _illegal("nomad_distinct", "the nomad passes regions distinct from each other "
                        "and from its start")
    return _illegal("nomad_back", "the nomad may not end where it started this turn")


def walled(g: GameState, rules: Rules, a: str, b: str) -> IllegalAction | None:
    """A border the Emperor walled: no longer neighbours."""

    if b in rules.near[a] and b not in near(g, rules)[a]:
        return _illegal("walled", f"a wall stands between {a} and {b}", a=a, b=b)
    return None


def walled_far(g: GameState, rules: Rules, a: str, b: str,
               steps: int) -> IllegalAction | None:
    """``b`` is within ``steps`` of ``a`` on the map but not around the walls (an
    upgraded Merchant or Pied Piper)."""

    if steps > 1 and g.plague_cards.walls and b not in reachable(g, rules, a, steps):
        return _illegal("walled", f"walls stand between {a} and {b}", a=a, b=b)
    return None


def walls_lengthen(g: GameState, rules: Rules, to: str, steps: int) -> IllegalAction | None:
    """The plague's way to ``to`` is longer around the walls than on the map."""
    if steps > rules.distance(g.plague, to):
        return _illegal("walled", f"walls stand between the plague and {to}", to=to)
    return None


def disabled_blocks(g: GameState, card: str) -> IllegalAction | None:
    if is_disabled(g.plague_cards, card):
        return _illegal("card_disabled", f"the {card} is disabled by the Inquisitor",
                        card=card)
    return None


def _baker(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _illegal("reserve_empty", "your reserve is empty")


def final_move_blocks(g: GameState, rules: Rules, to: str) -> IllegalAction | None:
    """Ruling 7: in the final round only a plague card moves the plague, once."""

    final = g.final
    if final_reach(g, rules) == 0 and not rules.bigbox:
        return _illegal("final_round_forbids", "in the final round only the Knight moves "
                        "the plague", what="moving the plague")
    if final_reach(g, rules) == 0:
        return _illegal("final_round_forbids", "in the final round only an unused plague "
                        "card (Knight, Soldier, Crusader, Inquisitor, Serf, Boccaccio) moves "
                        "the plague", what="moving the plague")
    if final is not None and final.plague_user is not None and to != g.plague:
        return _illegal("plague_already_moved", "the plague already moved in this final "
                        f"round: it stays in {g.plague} (\"to\": {g.plague})",
                        region=g.plague)
    return None


def _not_now(code: str, what: str) -> IllegalAction:
    return _illegal(code, f"{what} is not asked for now")


def _baker_place(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    return _not_now("no_baker_place", "placing the Baker's pieces")


def _crusader_reveal(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    index, discard = a.args
    if g.phase != "crusader_reveal":
        return _not_now("no_crusader_pick", "a Crusader pick")
    waiting = len(g.plague_cards.waiting)
    if discard and type(index) is int and 0 <= index < waiting:
        crusader = rules.by_card.get("crusader")
        if not isinstance(crusader, Crusader) or crusader.discards(g) == 0:
            return _illegal("crusader_discard", "only an upgraded Crusader discards tokens")
        return _illegal("crusader_discards_used", "your Crusader may discard no more "
                        "tokens in this resolution")
    return _illegal("no_such_token", f"pick one of the {waiting} waiting tokens "
                    f"(0-{waiting - 1}), not {index}", index=index, waiting=waiting)


def _boccaccio(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (src,) = a.args
    if g.phase != "boccaccio":
        return _not_now("no_boccaccio_now", "Boccaccio's move")
    if src not in rules.near[g.plague]:
        return _illegal("not_neighbour", f"{src} does not border the plague region",
                        a=g.plague, b=src)
    if blocked := walled(g, rules, g.plague, src):
        return blocked
    return only_diplomats(g, src) or _illegal("no_piece_there", f"you have no piece in {src}",
                                              region=src)


def _inquisitor_disable(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    seat, card = a.args
    if g.phase != "inquisitor_disable":
        return _not_now("no_disable_now", "the Inquisitor's disable")
    if card is None:
        return _illegal("disable_none_no_seat", "to disable nothing, give no seat")
    if card not in rules.cards:
        return _illegal("card_not_in_game", f"{card} is not in this game", card=card)
    kills = g.plague_cards.kills
    if seat is None or not 0 <= seat < g.players or seat == g.current or not kills[seat]:
        return _illegal("not_a_victim", "disable a card of another player who lost pieces "
                        "in this plague phase", seat=seat)
    if g.holders[card] != seat:
        return _illegal("card_not_held_by", f"seat {seat} does not hold the {card}",
                        seat=seat, card=card)
    return _illegal("card_already_disabled", f"the {card} is already disabled", card=card)


DECISION_CHECKS = {"baker_place": _baker_place, "crusader_reveal": _crusader_reveal,
                   "boccaccio": _boccaccio, "inquisitor_disable": _inquisitor_disable}


CHECKS = {"messenger": _messenger, "nomad": _nomad, "judge": _judge, "nun": _nun,
          "pied_piper": _pied_piper, "jester": _jester, "bishop": _bishop, "mayor": _mayor,
          "wizard": _judge, "baker": _baker, "emperor": _baker, **UPGRADE_CHECKS}
