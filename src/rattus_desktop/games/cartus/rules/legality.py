"""Why an action is not legal now (pure): shape first, then the rules."""

from __future__ import annotations

from functools import cache
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import IllegalAction

from .codec import FIELDS
from .state import Pending, State, has_cards


def _shape(action: Any) -> IllegalAction | None:
    if not isinstance(action, tuple) or len(action) != 2 or not isinstance(action[0], str):
        return IllegalAction("bad_action", "an action is a (type, args) pair")
    fields = FIELDS.get(action[0])
    if fields is None:
        return IllegalAction("unknown_type", f"unknown action type {action[0]!r}",
                             type=action[0])
    args = action[1]
    if not isinstance(args, tuple) or len(args) != len(fields):
        return IllegalAction("bad_args", f"{action[0]} takes {len(fields)} field(s)",
                             type=action[0])
    for (name, kind), value in zip(fields, args, strict=True):
        if kind == "int":
            if type(value) is not int:
                return IllegalAction("bad_field", f"{action[0]}.{name} must be a whole number",
                                     field=name)
        elif not _card_list(value):
            return IllegalAction("bad_field", f"{action[0]}.{name} must be card names",
                                 field=name)
    return None


@cache
def _card_names() -> frozenset[str]:
    from .data import catalogue

    cat = catalogue()
    return frozenset(cat.population) | frozenset(cat.piles)


def _card_list(value: Any) -> bool:
    if not isinstance(value, tuple | list):
        return False
    names = _card_names()
    return all(type(c) is str and c in names for c in value)


def why_not(g: State, action: Action) -> IllegalAction | None:
    bad = _shape(action)
    if bad is not None:
        return bad
    type_, args = action
    if g.over or g.pending is None:
        return IllegalAction("game_over", "the game is over")
    p = g.pending
    due = ("enter", "pass") if p.kind == "enter" else (p.kind,)
    if type_ not in due:
        return IllegalAction("not_due", f"a {type_} is not due now: waiting for "
                             f"{p.kind} from seat {p.seat}", type=type_, due=p.kind)
    return CHECKS[type_](g, p, args)


def _building(g: State, index: int) -> IllegalAction | None:
    if not 0 <= index < len(g.row):
        return IllegalAction("no_such_building", f"building {index} is not in the row "
                             f"(0..{len(g.row) - 1})", building=index)
    return None


def _in_hand(g: State, seat: int, cards: Any) -> IllegalAction | None:
    if not has_cards(g.hands[seat], list(cards)):
        return IllegalAction("not_in_hand", f"seat {seat} does not hold {sorted(cards)}",
                             cards=sorted(cards))
    return None


def _supply(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    return _building(g, args[0])


def _look(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    pos = args[0]
    if not 0 <= pos < len(g.nun_row):
        return IllegalAction("bad_position", f"position {pos} is not in the nun row (0..4)",
                             position=pos)
    if pos in p.chosen:
        return IllegalAction("position_chosen", f"position {pos} was already chosen in "
                             "this group", position=pos)
    return None


def _enter(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    index, cards = args
    bad = _building(g, index) or _in_hand(g, p.seat, cards)
    if bad is not None:
        return bad
    for card in cards:
        if ":" not in card and card not in g.cat.committable:
            return IllegalAction("cannot_lay", f"a {card} may not be laid in a building",
                                 card=card)
    return None


def _pass(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    if g.hands[p.seat].get("pass", 0) < 1:
        return IllegalAction("no_pass", f"seat {p.seat} holds no Pass")
    if len(g.queue) < 2:
        return IllegalAction("alone_in_queue", "no other player is left in the entry queue")
    return None


def _target(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    if args[0] not in p.targets:
        return IllegalAction("bad_target", f"seat {args[0]} is not a target "
                             f"({list(p.targets)})", target=args[0])
    return None


def _give(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    cards = args[0]
    if len(cards) != p.count:
        return IllegalAction("wrong_count", f"give exactly {p.count} card(s), not "
                             f"{len(cards)}", count=p.count, given=len(cards))
    return _in_hand(g, p.seat, cards)


def _hospital(g: State, p: Pending, args: tuple[Any, ...]) -> IllegalAction | None:
    cards = args[0]
    if len(cards) > p.count:
        return IllegalAction("too_many", f"discard at most {p.count} card(s), not "
                             f"{len(cards)}", max=p.count, given=len(cards))
    return _in_hand(g, p.seat, cards)


CHECKS = {"supply": _supply, "look": _look, "enter": _enter, "pass": _pass,
          "sword": _target, "flute": _target, "give": _give, "hospital": _hospital}
