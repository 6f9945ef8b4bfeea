"""Why an action is not legal now: a stable code, an English reason and its params.

The legal actions are listed exhaustively, so legality is membership; this module only
finds the most helpful reason for an action that is not a member, without changing
anything. Values must have their exact JSON type (``True`` is no number, ``1.0`` no
whole number).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import IllegalAction

from .codec import FIELD_ORDER, KIND
from .data import load, table
from .state import DECISIONS, State

TYPES_FOR = {"draft": ("draft",), "play": ("play",), "hire": ("hire", "no_hire"),
             "outbreak": ("outbreak_remove",)}
HEAD = {"draft": "card", "play": "card", "hire": "person", "outbreak_remove": "sector"}


def type_error(name: str, value: Any) -> str | None:
    """What ``value`` should have been for field ``name`` (None: the type is right)."""
    kind = KIND.get(name)
    if kind is None:
        return "no such field"
    if kind == "id" and not isinstance(value, str):
        return "an id (text)"
    if kind == "bool" and type(value) is not bool:
        return "true or false"
    if kind == "int" and type(value) is not int:
        return "a whole number"
    if kind == "options" and not (isinstance(value, tuple) and all(
            isinstance(v, str) for v in value)):
        return "a list of options"
    return None


def form_error(g: State, action: Action) -> IllegalAction | None:
    top = g.top
    if top is None:
        return IllegalAction("game_over", "the game is over")
    allowed = TYPES_FOR[top.kind]
    if action.type not in allowed:
        return IllegalAction("wrong_phase", f"{action.type!r} is not possible now: seat "
                             f"{top.seat} must {' or '.join(allowed)} ({DECISIONS[top.kind]})",
                             type=action.type, phase=DECISIONS[top.kind])
    for name, value in action.args:
        problem = type_error(name, value)
        if problem == "no such field":
            return IllegalAction("extra_field", f"{action.type!r} has no field {name!r}",
                                 field=name)
        if problem:
            return IllegalAction("bad_type", f"{action.type}.{name} must be {problem}, "
                                 f"not {value!r}", field=name)
    return None


def _head_error(g: State, action: Action, f: dict[str, Any]) -> IllegalAction | None:
    top = g.top
    assert top is not None and top.seat is not None
    s = g.seats[top.seat]
    head = HEAD.get(action.type)
    if head is not None and head not in f:
        return IllegalAction("missing_field", f"{action.type!r} needs field {head!r}",
                             field=head)
    if action.type == "draft" and f["card"] not in s.offer:
        return IllegalAction("card_not_offered", f"{f['card']!r} is not in the offer",
                             card=f["card"])
    if action.type == "play" and f["card"] not in s.hand:
        return IllegalAction("card_not_in_hand", f"{f['card']!r} is not in the hand",
                             card=f["card"])
    if action.type == "hire":
        if f["person"] not in g.persons:
            return IllegalAction("person_not_available", f"{f['person']!r} is not one of "
                                 "this round's persons", person=f["person"])
        if s.gold < load().hire_cost:
            return IllegalAction("no_gold", "hiring costs 1 gold and the seat has none")
    if action.type == "outbreak_remove":
        return IllegalAction("not_fullest", f"{f['sector']!r} is not a sector with the "
                             "most cubes", sector=f["sector"])
    if action.type == "no_hire" and f:
        return IllegalAction("extra_field", "'no_hire' takes no fields")
    if action.type == "play" and f["card"] == "notre_dame":
        donate = f.get("donate")
        if isinstance(donate, int) and 0 < donate <= 3 and donate > s.gold:
            return IllegalAction("not_enough_gold", f"a donation of {donate} needs "
                                 f"{donate} gold; the seat has {s.gold}", gold=s.gold)
    return None


def _carriage_error(g: State, action: Action, f: dict[str, Any]) -> IllegalAction | None:
    """The carriage played to a market beyond its reach (a market on the board)."""
    market = f.get("market")
    if action.type != "play" or f.get("card") != "carriage_house" or f.get("skip"):
        return None
    top = g.top
    assert top is not None and top.seat is not None
    s = g.seats[top.seat]
    board = table(g.players)
    if not isinstance(market, str) or market not in board.markets:
        return None
    steps = s.markers("carriage_house") + 1
    if market in board.within(s.carriage, steps):
        return None
    return IllegalAction("too_far", f"{market} is more than {steps} step(s) from the "
                         f"carriage ({s.carriage})", market=market, steps=steps)


def _field_error(action: Action, f: dict[str, Any],
                 legal: Sequence[Action]) -> IllegalAction:
    head = HEAD[action.type]
    given = {k: v for k, v in f.items() if k != head}
    desc = f"{action.type} {f[head]}"
    rows = [dict(a.args) for a in legal if a.type == action.type and dict(a.args).get(
        head) == f[head]]
    rows = [{k: v for k, v in r.items() if k != head} for r in rows]
    for name, value in given.items():
        named = [r for r in rows if name in r]
        if named and not any(r[name] == value for r in named):
            return IllegalAction("bad_value", f"{desc}: {name} = {value!r} is not "
                                 "possible here", field=name, value=str(value))
    agreeing = [r for r in rows if all(r[k] == v for k, v in given.items() if k in r)]
    if agreeing:
        best = min(agreeing, key=lambda r: len(set(r) ^ set(given)))
        missing = [k for k in FIELD_ORDER if k in best and k not in given]
        if missing:
            return IllegalAction("missing_field", f"{desc} needs field {missing[0]!r} "
                                 "here", field=missing[0])
        extra = [k for k in given if k not in best]
        return IllegalAction("extra_field", f"{desc} takes no field {extra[0]!r} here",
                             field=extra[0])
    return IllegalAction("bad_combination", f"{desc}: these fields do not go together "
                         "here")


def explain(g: State, action: Action, legal: Sequence[Action]) -> IllegalAction:
    """The reason ``action`` (well-typed, not in ``legal``) cannot be taken now."""
    f = dict(action.args)
    error = _head_error(g, action, f) or _carriage_error(g, action, f)
    if error is not None:
        return error
    if action.type in HEAD:
        return _field_error(action, f, legal)
    return IllegalAction("not_allowed", f"{action.type!r} is not possible now")
