"""Why a Big Box action is illegal (the part of ``explain`` for the Big Box cards).

Reason codes here are Big Box ones; the Qt layer's texts for them come with the Big
Box table (a later issue): until then the GUI shows the English default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.errors import IllegalAction

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

#: Big Box action types this version plays (the rest of the contract's are never legal)
BIGBOX_PLAYED = frozenset({"nomad_setup", "nomad", "messenger", "judge", "nun", "pied_piper",
                           "jester", "bishop", "mayor", "wizard", "sultan", "guild_master",
                           "tavern_keeper"})


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def philosopher_blocks(g: GameState, rules: Rules, card: str) -> IllegalAction | None:
    holder = g.holders.get("philosopher")
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
    if dst not in rules.near[src]:
        return _illegal("not_neighbour", f"{dst} does not border {src}", a=src, b=dst)
    if count != 1:
        return _illegal("piper_count", "the Pied Piper moves 1 piece", count=count)
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
    if len(path) != 2:
        return _illegal("nomad_steps", "the nomad moves exactly 2 steps", steps=len(path))
    here = g.nomad
    for region in path:
        if region not in rules.near[here]:
            return _illegal("not_neighbour", f"{region} does not border {here}", a=here,
                           b=region)
        here = region
    return _illegal("nomad_back", "the nomad may not end where it started this turn")


CHECKS = {"messenger": _messenger, "nomad": _nomad, "judge": _judge, "nun": _nun,
          "pied_piper": _pied_piper, "jester": _jester, "bishop": _bishop, "mayor": _mayor,
          "wizard": _judge}
