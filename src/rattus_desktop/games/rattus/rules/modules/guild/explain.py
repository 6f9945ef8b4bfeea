"""Why a Guilds-and-Taverns or Sultan action is illegal (reason codes for the GUI).

New reason codes: ``module_not_in_game``, ``no_guild_space``, ``guild_space_not_held``,
``guild_space_new``, ``ability_used``, ``knight_card_held``, ``own_space``, ``own_city``,
``city_occupied``, ``city_empty``, ``tavern_from_other``, ``diplomat_there``,
``only_diplomats``, ``witch_count``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.actions import Action
from rattus_desktop.games.rattus.rules.diplomats import diplomats_at, plain_pieces
from rattus_desktop.games.rattus.rules.errors import IllegalAction
from rattus_desktop.games.rattus.rules.modules.guild.guilds import (
    GUILD_TYPES,
    card_knight_held,
    moved_in_final,
    occupant,
)
from rattus_desktop.games.rattus.rules.modules.guild.state import guild_marker
from rattus_desktop.games.rattus.rules.modules.tavern.taverns import city_occupant
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import at_base
from rattus_desktop.games.rattus.rules.turn import must_place, place_actions

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def _illegal(code: str, reason: str, **params: object) -> IllegalAction:
    return IllegalAction(code, reason, **params)


def only_diplomats(g: GameState, region: str) -> IllegalAction | None:
    """Refusal of an off-the-map move when every piece there carries a diplomat."""
    seat = g.current
    if g.pieces[region][seat] > 0 and plain_pieces(g, region, seat) == 0:
        return _illegal("only_diplomats", f"your pieces in {region} all carry diplomats: "
                        "only plain pieces leave the map", region=region)
    return None


def witch_count(refs: tuple[object, ...]) -> IllegalAction | None:
    """A Witch looks at 2 tokens (3 or 4 only with an upgrade)."""
    if len(refs) != 2:
        return _illegal("witch_count", "the Witch looks at 2 tokens", count=len(refs))
    return None


def sultan(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (region,) = a.args
    if g.pieces[region][g.current] == 0:
        return _illegal("no_piece_there", f"you have no piece in {region}", region=region)
    if diplomats_at(g, region, g.current):
        return _illegal("diplomat_there", f"you already have a diplomat in {region}",
                        region=region)
    return None


def guild_master(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    (space,) = a.args
    if g.reserve[g.current] == 0:
        return _illegal("reserve_empty", "your reserve is empty")
    if occupant(g, space) == g.current:
        return _illegal("own_space", f"you already occupy the guild's {space} space "
                        "(a use must change something)", space=space)
    return None


def tavern_keeper(g: GameState, rules: Rules, a: Action) -> IllegalAction | None:
    city, src = a.args
    holder = city_occupant(g, city)
    if holder == g.current:
        return _illegal("own_city", f"you already occupy the city of {city}", city=city)
    if src is None:
        if holder is not None:
            return _illegal("city_occupied", f"the city of {city} is occupied: move one of "
                            f"your pieces from {city} onto it (give \"from\")", city=city)
        return _illegal("reserve_empty", "your reserve is empty")
    if src != city:
        return _illegal("tavern_from_other", f"a piece moves from {city} only onto the city "
                        f"of {city}, not from {src}", city=city, region=src)
    if holder is None:
        return _illegal("city_empty", f"the city of {city} is empty: put a piece from your "
                        "reserve on it (no \"from\")", city=city)
    if g.pieces[src][g.current] == 0:
        return _illegal("no_piece_there", f"you have no piece in {src}", region=src)
    return only_diplomats(g, src)


def via_refusal(g: GameState, rules: Rules, a: Action) -> IllegalAction:
    """Why an ability used ``via`` a source is illegal."""
    base, _, via = a.type.partition("@")
    if via != "guild":
        return _illegal("not_in_game", f"{base} via {via} is not part of this game",
                        type=a.type)
    if g.guilds is None or g.guilds.guild is None:
        return _illegal("module_not_in_game", "the guild board is not part of this game",
                        module="guild")
    space = GUILD_TYPES.get(base)
    if space is None:
        return _illegal("no_guild_space", f"the guild board has no space for {base}",
                        type=base)
    return _space_refusal(g, space) or at_base(  # a space is always level I (ruling 27)
        g, space, lambda: _base_refusal(g, rules, Action(base, a.args), space))


def _space_refusal(g: GameState, space: str) -> IllegalAction | None:
    if g.phase not in ("actions", "final_turn"):
        return _illegal("wrong_phase", f"the guild's {space} cannot be used now",
                        phase=g.phase)
    if occupant(g, space) != g.current:
        return _illegal("guild_space_not_held", f"you have no piece on the guild's {space} "
                        "space", space=space)
    if guild_marker(space) in g.turn.used:
        return _illegal("guild_space_new", "a guild space cannot be used on the turn it "
                        "was taken", space=space)
    if space in g.turn.used:
        return _illegal("ability_used", f"you already used the {space} ability this turn",
                        ability=space)
    if space == "knight" and card_knight_held(g):
        return _illegal("knight_card_held", "you hold the Knight: its ability already acts "
                        "from the card (ruling 6)")
    return None


#: the base cards' checks (merchant, monk, witch_look, king) a guild space's action
#: falls back on: ``explain`` owns them and fills this table when it loads
BASE_CHECKS: dict[str, Callable[[GameState, Rules, Action], IllegalAction | None]] = {}


def _base_refusal(g: GameState, rules: Rules, a: Action, space: str) -> IllegalAction:
    if a.type == "place":
        return _place(g, rules, a)
    if a.type == "move_plague":
        return _move_plague(g, rules, a)
    check = BASE_CHECKS.get(a.type)
    found = check(g, rules, a) if check else None
    return found or _illegal("not_legal", f"{a.type} via guild is not a legal action now",
                             type=a.type)


def _place(g: GameState, rules: Rules, a: Action) -> IllegalAction:
    region, count = a.args
    if g.phase == "actions" and g.turn.placed:
        return _illegal("already_placed", "you already placed pieces this turn")
    if g.reserve[g.current] == 0:
        return _illegal("reserve_empty", "your reserve is empty")
    allowed = sorted({x.args[1] for x in place_actions(g, rules)
                      if x.type == "place@guild" and x.args[0] == region})
    return _illegal("wrong_count", f"in {region} the guild's Peasant places {allowed}, not "
                    f"{count}", region=region, expected=allowed, count=count)


def _move_plague(g: GameState, rules: Rules, a: Action) -> IllegalAction:
    (to,) = a.args
    if g.final is not None and g.final.plague_user is not None:
        if moved_in_final(g):
            return _illegal("final_round_forbids", "you already moved the plague in the "
                            "final round", what="moving the plague")
        return _illegal("plague_already_moved", "the plague already moved in this final "
                        f"round: it stays in {g.plague} (\"to\": {g.plague})",
                        region=g.plague)
    if g.final is None and must_place(g):
        return _illegal("must_place_first", "place your pieces before moving the plague "
                        "(placing is mandatory while rats are on the board)")
    if to == g.plague:
        return _illegal("plague_must_move", "the plague must move to another region")
    steps = rules.distance(g.plague, to)
    return _illegal("plague_too_far", f"{to} is {steps} steps away, more than the Knight "
                    "goes", to=to, steps=steps)


CHECKS = {"sultan": sultan, "guild_master": guild_master, "tavern_keeper": tavern_keeper}
