"""Rattus actions: the field table of the contract and the codec built from it.

An ``Action`` (``engine.actions``) is ``(type, args)``; ``args`` holds the fields in
the order of ``FIELDS[type]``. A token on the board is ``(region, index)``, index 0
the oldest. ``CODEC`` gives the contract's JSON and text forms.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action, FieldCodec, UnknownId, new_action, text_value
from rattus_desktop.engine.errors import ActionParseError
from rattus_desktop.games.rattus.rules.data import all_cards, known_regions

TokenRef = tuple[str, int]
MAX_LOOK = 4  # the Witch III looks at 4 tokens
#: sources an ability may come from besides its card (``"via"``; ruling 4)
VIAS = ("alchemist", "guild")

# field name -> kind, per classic action type (the contract's table).
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "setup_place": (("region", "region"),),
    "take_card": (("card", "card"),),
    "place": (("region", "region"), ("count", "int")),
    "merchant": (("from", "region"), ("to", "region"), ("count", "int")),
    "monk": (("token", "token"), ("to", "region")),
    "witch_look": (("tokens", "tokens"),),
    "witch_swap": (("swap", "bool"),),
    "king": (("region", "region"),),
    "move_plague": (("to", "region"),),
    "spread": (("region", "region"),),
    "knight_bonus": (("use", "bool"),),
    "end_final_turn": (),
    # Big Box action types this version plays (scenario-format-bigbox.md)
    "nomad_setup": (("region", "region"),),
    "nomad": (("path", "path"),),
    "messenger": (("a", "piece"), ("b", "piece")),
    "judge": (("region", "region"),),
    "nun": (("regions", "regions3"),),
    "pied_piper": (("from", "region"), ("to", "region"), ("count", "int")),
    "jester": (),
    "bishop": (("region", "region"), ("from", "opt_region")),
    "mayor": (("region", "opt_region"),),
    "wizard": (("region", "region"),),
    "upgrade": (("card", "card"),),
    "witch_arrange": (("order", "order"),),
    "bishop_remove": (("token", "token"),),
    "alchemist": (("tile", "card"),),
    "alchemist_return": (),
}
#: fields a JSON action may leave out, with their defaults
DEFAULTS: dict[str, dict[str, Any]] = {"pied_piper": {"count": 1}, "bishop": {"from": None},
                                       "mayor": {"region": None}}

# Action types of the Big Box contract this version does not play yet: known (so not
# malformed) but never legal; their fields are kept as given.
BIGBOX_TYPES = frozenset({
    "baker", "baker_place", "emperor",
    "astronomer", "keep_region_card", "explorer", "explore", "sultan", "student",
    "professor", "professor_order", "professor_resolve", "royal_librarian",
    "guild_master", "tavern_keeper",
    "crusader_reveal", "region_card", "pass", "boccaccio", "inquisitor_disable",
    "discard_class_card", "move_university", "bonus_place",
})


def _region(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a known region id")
    if value not in known_regions():
        raise UnknownId("a known region id")
    return value


def _card(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a known class card id")
    if value not in all_cards():
        raise UnknownId("a known class card id")
    return value


def _token(value: Any) -> TokenRef:
    ok = (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
          and isinstance(value[1], int) and not isinstance(value[1], bool))
    if not ok:
        raise ValueError("a token name [region, index]")
    if value[0] not in known_regions():
        raise UnknownId("a token name [region, index]")
    return (value[0], value[1])


def _tokens(value: Any) -> tuple[TokenRef, ...]:
    """2 tokens (the Witch; 3 or 4 with her upgrade tiles)."""
    if not isinstance(value, list) or not 2 <= len(value) <= MAX_LOOK:
        raise ValueError(f"a list of 2 to {MAX_LOOK} tokens")
    try:
        return tuple(_token(v) for v in value)
    except UnknownId:
        raise UnknownId(f"a list of 2 to {MAX_LOOK} tokens") from None
    except ValueError:
        raise ValueError(f"a list of 2 to {MAX_LOOK} tokens") from None


def _order(value: Any) -> tuple[int, ...]:
    """``witch_arrange``: the new position of each looked-at token."""
    ok = (isinstance(value, list) and 2 <= len(value) <= MAX_LOOK
          and all(isinstance(v, int) and not isinstance(v, bool) for v in value))
    if not ok:
        raise ValueError(f"a list of 2 to {MAX_LOOK} positions")
    return tuple(value)


def _path(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not 1 <= len(value) <= 3:
        raise ValueError("a list of 1 to 3 regions")
    if not all(isinstance(v, str) for v in value):
        raise ValueError("a list of 1 to 3 regions")
    if any(v not in known_regions() for v in value):
        raise UnknownId("a list of known regions")
    return tuple(value)


def _regions3(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != 3 or not all(
            isinstance(v, str) for v in value):
        raise ValueError("a list of 3 regions")
    if any(v not in known_regions() for v in value):
        raise UnknownId("a list of 3 known regions")
    return tuple(value)


def _opt_region(value: Any) -> str | None:
    return None if value is None else _region(value)


def _piece(value: Any) -> tuple[str, int]:
    ok = (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
          and isinstance(value[1], int) and not isinstance(value[1], bool)
          and value[1] >= 0)
    if not ok:
        raise ValueError("a piece [region, seat]")
    if value[0] not in known_regions():
        raise UnknownId("a piece [region, seat]")
    return (value[0], value[1])


def _read_opt(words: list[str]) -> tuple[Any, list[str]]:
    if not words or words[0] == "-":
        return None, words[1:]
    return words[0], words[1:]


def _read_rest(words: list[str]) -> tuple[Any, list[str]]:
    return list(words), []


def _text_token(word: str) -> Any:
    region, _, index = word.partition(":")
    return [region, int(index)] if index.isdigit() and len(index) < 10 else word


def _read_tokens(words: list[str]) -> tuple[Any, list[str]]:
    return [_text_token(w) for w in words], []


def _read_order(words: list[str]) -> tuple[Any, list[str]]:
    return [text_value("int", w) for w in words], []


def _read_token(words: list[str]) -> tuple[Any, list[str]]:
    if not words:
        raise ActionParseError("missing_field", "a token name is missing", field="token")
    return _text_token(words[0]), words[1:]


class RattusCodec(FieldCodec):
    """The field-table codec, plus the contract's optional fields (``DEFAULTS``) and
    ``"via"`` (an ability from the Alchemist or a guild space: one more argument after
    the type's fields, see ``via_of``)."""

    def from_json(self, raw: Any) -> Action:
        if isinstance(raw, dict) and raw.get("type") in DEFAULTS:
            raw = {**DEFAULTS[raw["type"]], **raw}
        if isinstance(raw, dict) and "via" in raw and raw.get("type") in self.fields:
            via = raw["via"]
            if via not in VIAS:
                raise ActionParseError("bad_field", f"{raw['type']}.via must be one of "
                                       f"{', '.join(VIAS)}, not {via!r}"[:120],
                                       type=raw["type"], field="via")
            plain = super().from_json({k: v for k, v in raw.items() if k != "via"})
            return Action(plain.type, (*plain.args, via))
        return super().from_json(raw)

    def to_json(self, action: Action) -> dict[str, Any]:
        via = via_of(action)
        if via is None:
            return super().to_json(action)
        return {**super().to_json(without_via(action)), "via": via}

    def to_text(self, action: Action) -> str:
        via = via_of(action)
        if via is None:
            return super().to_text(action)
        return f"{super().to_text(without_via(action))} via {via}"

    def from_text(self, text: str) -> Action:
        words = text.split()
        if len(words) >= 3 and words[-2] == "via":
            plain = super().from_text(" ".join(words[:-2]))
            return self.from_json({**self.to_json(plain), "via": words[-1]})
        return super().from_text(text)


def via_of(action: Action) -> str | None:
    """The source named by ``"via"`` (None: the ability's own card)."""
    fields = FIELDS.get(action.type)
    if fields is not None and len(action.args) == len(fields) + 1:
        via = action.args[-1]
        return via if isinstance(via, str) else None
    return None


def without_via(action: Action) -> Action:
    return Action(action.type, action.args[:-1]) if via_of(action) is not None else action


def with_via(action: Action, via: str) -> Action:
    return new_action(action.type, (*action.args, via))


CODEC = RattusCodec(
    FIELDS,
    kinds={"region": _region, "card": _card, "token": _token, "tokens": _tokens,
           "path": _path, "piece": _piece, "regions3": _regions3,
           "opt_region": _opt_region, "order": _order},
    to_json_kinds={"token": lambda v: [v[0], v[1]],
                   "tokens": lambda v: [[r, i] for r, i in v],
                   "path": list, "piece": lambda v: [v[0], v[1]], "regions3": list,
                   "order": list},
    to_text_kinds={"token": lambda v: f"{v[0]}:{v[1]}",
                   "tokens": lambda v: " ".join(f"{r}:{i}" for r, i in v),
                   "path": " ".join, "piece": lambda v: f"{v[0]}:{v[1]}",
                   "regions3": " ".join, "opt_region": lambda v: v or "-",
                   "order": lambda v: " ".join(map(str, v))},
    text_kinds={"tokens": _read_tokens, "token": _read_token, "piece": _read_token,
                "path": _read_rest, "regions3": _read_rest, "opt_region": _read_opt,
                "order": _read_order},
    opaque=BIGBOX_TYPES,
)


def from_json(raw: Any) -> Action:
    """Parse the canonical JSON form; raise ActionParseError naming what is wrong."""
    return CODEC.from_json(raw)


def from_text(text: str) -> Action:
    """Parse the text form, e.g. ``place gallia 2`` or ``monk gallia:0 germania``."""
    return CODEC.from_text(text)


def to_json(action: Action) -> dict[str, Any]:
    return CODEC.to_json(action)


__all__ = ["CODEC", "FIELDS", "Action", "ActionParseError", "TokenRef", "from_json",
           "from_text", "new_action", "text_value", "to_json", "via_of", "with_via",
           "without_via"]
