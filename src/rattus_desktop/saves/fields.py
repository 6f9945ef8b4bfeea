"""Checked access to the fields of a parsed save document (SaveError on anything odd)."""

from __future__ import annotations

import re
from typing import Any

from rattus_desktop.engine.actions import Action, FieldCodec
from rattus_desktop.engine.errors import ActionParseError
from rattus_desktop.play.session import KINDS, Seat
from rattus_desktop.player_names import clean_name

from .errors import SaveError

COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
MAX_NAME = 64
SEED_RANGE = (-(2**63), 2**64)


def require(doc: dict[str, Any], key: str, kind: type, what: str) -> Any:
    if key not in doc:
        raise SaveError("malformed", f"the save has no \"{key}\"")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError("malformed", f"\"{key}\" must be {what}, not {short(value)}")
    return value


def short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def seed(doc: dict[str, Any]) -> int:
    value: int = require(doc, "seed", int, "a whole number")
    if not SEED_RANGE[0] <= value < SEED_RANGE[1]:
        raise SaveError("malformed", "\"seed\" is out of range")
    return value


def start_player(doc: dict[str, Any], players: int) -> int | None:
    value = doc.get("start_player")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise SaveError("malformed", f"\"start_player\" must be a seat, not {short(value)}")
    return value


MAX_SEATS = 8


def seats(doc: dict[str, Any]) -> list[Seat]:
    """The seats (their count is checked against the game's config by the caller)."""
    raw = require(doc, "players", list, "a list of players")
    if not 1 <= len(raw) <= MAX_SEATS:
        raise SaveError("malformed", f"a game has 1-{MAX_SEATS} players, not {len(raw)}")
    return [seat(i, item) for i, item in enumerate(raw)]


def seat(index: int, raw: Any) -> Seat:
    if not isinstance(raw, dict):
        raise SaveError("malformed", f"players[{index}] must be an object")
    name = clean_name(require(raw, "name", str, "text"))
    colour = require(raw, "colour", str, "a colour \"#rrggbb\"")
    kind = require(raw, "kind", str, "\"human\" or a bot level")
    if not name.strip() or len(name) > MAX_NAME:
        raise SaveError("malformed", f"players[{index}].name must be 1-{MAX_NAME} characters")
    if not COLOUR.fullmatch(colour):
        raise SaveError("malformed", f"players[{index}].colour must be \"#rrggbb\"")
    if kind not in KINDS:
        raise SaveError("unknown_id", f"players[{index}].kind: unknown player kind {kind!r}")
    return Seat(name, colour, kind)


def actions(raw: Any, limit: int, codec: FieldCodec) -> list[Action]:
    if not isinstance(raw, list):
        raise SaveError("malformed", "\"actions\" must be a list")
    if len(raw) > limit:
        raise SaveError("too_large", f"{len(raw)} actions; a game has far fewer than {limit}")
    return [_action(i, item, codec) for i, item in enumerate(raw)]


def _action(index: int, raw: Any, codec: FieldCodec) -> Action:
    try:
        action = codec.from_json(raw)
    except ActionParseError as exc:
        code = "unknown_id" if exc.code in ("unknown_type", "unknown_id") else "malformed"
        raise SaveError(code, f"actions[{index}]: {exc.reason}", index) from None
    if action.type in codec.opaque or action.type in codec.unplayed:
        raise SaveError("unknown_id", f"actions[{index}]: {action.type!r} is not an action "
                                      "this version plays", index)
    return action
