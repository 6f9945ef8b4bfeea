"""Checked access to the fields of a parsed save document (SaveError on anything odd)."""

from __future__ import annotations

import re
from typing import Any

from ..core import ActionParseError, action_from_json
from ..core.actions import FIELDS, Action
from ..core.data import all_cards, known_regions
from ..session import KINDS, Seat
from .errors import SaveError

COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
MAX_NAME = 64
SEED_RANGE = (-(2**63), 2**64)


def require(doc: dict[str, Any], key: str, kind: type, what: str) -> Any:
    if key not in doc:
        raise SaveError("malformed", f"the save has no \"{key}\"")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError("malformed", f"\"{key}\" must be {what}, not {_short(value)}")
    return value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def seed(doc: dict[str, Any]) -> int:
    value = require(doc, "seed", int, "a whole number")
    if not SEED_RANGE[0] <= value < SEED_RANGE[1]:
        raise SaveError("malformed", "\"seed\" is out of range")
    return value


def start_player(doc: dict[str, Any], players: int) -> int | None:
    value = doc.get("start_player")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SaveError("malformed", f"\"start_player\" must be a seat, not {_short(value)}")
    return value


def seats(doc: dict[str, Any]) -> list[Seat]:
    raw = require(doc, "players", list, "a list of players")
    if not 2 <= len(raw) <= 4:
        raise SaveError("malformed", f"classic Rattus is for 2-4 players, not {len(raw)}")
    return [seat(i, item) for i, item in enumerate(raw)]


def seat(index: int, raw: Any) -> Seat:
    if not isinstance(raw, dict):
        raise SaveError("malformed", f"players[{index}] must be an object")
    name = require(raw, "name", str, "text")
    colour = require(raw, "colour", str, "a colour \"#rrggbb\"")
    kind = require(raw, "kind", str, "\"human\" or a bot level")
    if not name.strip() or len(name) > MAX_NAME:
        raise SaveError("malformed", f"players[{index}].name must be 1-{MAX_NAME} characters")
    if not COLOUR.fullmatch(colour):
        raise SaveError("malformed", f"players[{index}].colour must be \"#rrggbb\"")
    if kind not in KINDS:
        raise SaveError("unknown_id", f"players[{index}].kind: unknown player kind {kind!r}")
    return Seat(name, colour, kind)


def actions(raw: Any, limit: int) -> list[Action]:
    if not isinstance(raw, list):
        raise SaveError("malformed", "\"actions\" must be a list")
    if len(raw) > limit:
        raise SaveError("too_large", f"{len(raw)} actions; a game has far fewer than {limit}")
    return [_action(i, item) for i, item in enumerate(raw)]


def _action(index: int, raw: Any) -> Action:
    try:
        action = action_from_json(raw)
    except ActionParseError as exc:
        code = "unknown_id" if _names_unknown(exc, raw) else "malformed"
        raise SaveError(code, f"actions[{index}]: {exc.reason}", index) from None
    if action.type not in FIELDS:
        raise SaveError("unknown_id", f"actions[{index}]: {action.type!r} is not an action "
                                      "of the classic game", index)
    return action


def _names_unknown(exc: ActionParseError, raw: Any) -> bool:
    """Whether the parse failed on an id (type, region, card) that no data file knows."""
    if exc.code == "unknown_type":
        return True
    field = exc.params.get("field")
    if exc.code != "bad_field" or not isinstance(raw, dict) or field not in raw:
        return False
    known = known_regions() | set(all_cards())
    return any(isinstance(s, str) and s not in known for s in _flatten(raw[field]))


def _flatten(value: Any) -> list[Any]:
    """The items of ``value`` two list levels deep (a token list is [[region, i], ...])."""
    items = value if isinstance(value, list) else [value]
    return [x for item in items for x in (item if isinstance(item, list) else [item])]
