"""Rattus actions: the field table of the contract and the codec built from it.

An ``Action`` (``engine.actions``) is ``(type, args)``; ``args`` holds the fields in
the order of ``FIELDS[type]``. A token on the board is ``(region, index)``, index 0
the oldest. ``CODEC`` gives the contract's JSON and text forms.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import Action, FieldCodec, UnknownId, new_action, text_value
from rattus_desktop.engine.errors import ActionParseError
from rattus_desktop.games.rattus.rules import actions_bigbox as bb
from rattus_desktop.games.rattus.rules.data import all_cards, known_regions
from rattus_desktop.games.rattus.rules.modules.guild.state import guild_spaces

TokenRef = tuple[str, int]
MAX_LOOK = 4  # tokens a Witch looks at (2; 3 or 4 upgraded, Big Box)

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
    # the Region cards and Universities modules and their cards
    "region_card": (("card", "index"), ("on", "card")),
    "pass": (),
    "astronomer": (),
    "keep_region_card": (("indices", "indices"),),
    "explorer": (),
    "explore": (("index", "index"),),
    "student": (("region", "region"),),
    "professor": (),
    "professor_order": (("order", "ints"), ("discard", "ints")),
    "professor_resolve": (("index", "index"),),
    "royal_librarian": (("to", "region"), ("which", "which")),
    "discard_class_card": (("card", "opt_card"),),
    "move_university": (("to", "region"),),
    "bonus_place": (("region", "region"),),
    "sultan": (("region", "region"),),
    "guild_master": (("space", "space"),),
    "tavern_keeper": (("city", "region"), ("from", "opt_region")),
    # the plague cards
    "baker": (),
    "baker_place": (("region", "region"),),
    "emperor": (("walls", "walls"),),
    "crusader_reveal": (("index", "index"), ("discard", "bool")),
    "boccaccio": (("from", "opt_region"),),
    "inquisitor_disable": (("seat", "opt_int"), ("card", "opt_card")),
    # the Upgrades module and the Alchemist
    "upgrade": (("card", "card"),),
    "witch_arrange": (("order", "order"),),
    "bishop_remove": (("token", "token"),),
    "alchemist": (("tile", "card"),),
    "alchemist_return": (),
}
#: fields a JSON action may leave out, with their defaults
DEFAULTS: dict[str, dict[str, Any]] = {"pied_piper": {"count": 1}, "bishop": {"from": None},
                                       "mayor": {"region": None}, "tavern_keeper": {"from": None},
                                       "professor_order": {"discard": []},
                                       "royal_librarian": {"which": None},
                                       "crusader_reveal": {"discard": False},
                                       "inquisitor_disable": {"seat": None}}

# Action types of the Big Box contract this version does not play yet: known (so not
# malformed) but never legal; their fields are kept as given. Every type of the
# contract is played now: the set is empty (the mechanism stays for a future box).
BIGBOX_TYPES: frozenset[str] = frozenset()


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


def _indices(value: Any) -> tuple[int, ...]:
    ok = isinstance(value, list) and 1 <= len(value) <= 8 and all(
        isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100 for v in value)
    if not ok:
        raise ValueError("a list of 1 to 8 indices (whole numbers >= 0)")
    return tuple(value)


def _opt_card(value: Any) -> str | None:
    return None if value is None else _card(value)


def _read_ints(words: list[str]) -> tuple[Any, list[str]]:
    return [int(w) if w.isdigit() and len(w) < 4 else w for w in words], []


def _opt_region(value: Any) -> str | None:
    return None if value is None else _region(value)


def _opt_int(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError("a whole number or null")
    return value


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


def _read_opt_int(words: list[str]) -> tuple[Any, list[str]]:
    value, rest = _read_opt(words)
    return (None if value is None else text_value("int", value)), rest


def _read_rest(words: list[str]) -> tuple[Any, list[str]]:
    return list(words), []


def _text_token(word: str) -> Any:
    region, _, index = word.partition(":")
    return [region, int(index)] if index.isdigit() and len(index) < 10 else word


def _read_tokens(words: list[str]) -> tuple[Any, list[str]]:
    return [_text_token(w) for w in words[:MAX_LOOK]], words[MAX_LOOK:]


def _read_order(words: list[str]) -> tuple[Any, list[str]]:
    return [text_value("int", w) for w in words], []


def _read_token(words: list[str]) -> tuple[Any, list[str]]:
    if not words:
        raise ActionParseError("missing_field", "a token name is missing", field="token")
    return _text_token(words[0]), words[1:]


def _space(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("a guild space id")
    if value not in guild_spaces():
        raise UnknownId("a guild space id")
    return value


class RattusCodec(FieldCodec):
    """The field-table codec, plus the contract's optional fields (``DEFAULTS``) and an
    ability's ``"via"`` (the type ``<type>@<via>``, see ``actions_bigbox``)."""

    def from_json(self, raw: Any) -> Action:
        via = None
        if isinstance(raw, dict) and isinstance(raw.get("type"), str):  # (else: the base
            raw, via = bb.split_via(raw)                             # says what is wrong)
            defaults = DEFAULTS.get(raw.get("type")) or bb.CONTRACT_DEFAULTS.get(
                raw.get("type"))
            if defaults:
                raw = {**defaults, **raw}
        action = super().from_json(raw)
        return action if via is None else Action(f"{action.type}@{via}", action.args)

    def to_json(self, action: Action) -> dict[str, Any]:
        base, _, via = action.type.partition("@")
        if not via:
            return super().to_json(action)
        return {**super().to_json(Action(base, action.args)), "via": via}

    def to_text(self, action: Action) -> str:
        base, at, via = action.type.partition("@")
        text = super().to_text(Action(base, action.args))
        return text.replace(base, f"{base}@{via}", 1) if at else text

    def from_text(self, text: str) -> Action:
        head, _, rest = text.strip().partition(" ")
        base, at, via = head.partition("@")
        if not at:
            return super().from_text(text)
        action = super().from_text(f"{base} {rest}")
        return self.from_json({**self.to_json(action), "via": via})


ALCHEMIST = "@alchemist"


def via_of(action: Action) -> str | None:
    """``"alchemist"`` for an ability used through the Alchemist (the type
    ``<type>@alchemist``), else None. A use from a guild space is ``<type>@guild``, an
    ability of its own (``guilds.py``): it needs no context, so it is not a via here."""
    return "alchemist" if action.type.endswith(ALCHEMIST) else None


def without_via(action: Action) -> Action:
    """The plain form of an ``@alchemist`` action (the ability's own type)."""
    if action.type.endswith(ALCHEMIST):
        return Action(action.type[:-len(ALCHEMIST)], action.args)
    return action


def with_via(action: Action, via: str) -> Action:
    return Action(f"{action.type}@{via}", action.args)


CODEC = RattusCodec(
    {**bb.CONTRACT_FIELDS, **FIELDS},
    kinds={"region": _region, "card": _card, "token": _token, "tokens": _tokens,
           "path": _path, "piece": _piece, "regions3": _regions3,
           "opt_region": _opt_region, "indices": _indices, "opt_card": _opt_card,
           "space": _space, **bb.KINDS, "opt_int": _opt_int, "order": _order},
    to_json_kinds={"token": lambda v: [v[0], v[1]],
                   "tokens": lambda v: [[r, i] for r, i in v],
                   "path": list, "piece": lambda v: [v[0], v[1]], "regions3": list,
                   "indices": list, **bb.TO_JSON, "order": list},
    to_text_kinds={"token": lambda v: f"{v[0]}:{v[1]}",
                   "tokens": lambda v: " ".join(f"{r}:{i}" for r, i in v),
                   "path": " ".join, "piece": lambda v: f"{v[0]}:{v[1]}",
                   "regions3": " ".join, "opt_region": lambda v: v or "-",
                   "indices": lambda v: " ".join(map(str, v)), **bb.TO_TEXT,
                   "opt_int": lambda v: "-" if v is None else str(v),
                   "order": lambda v: " ".join(map(str, v))},
    text_kinds={"tokens": _read_tokens, "token": _read_token, "piece": _read_token,
                "path": _read_rest, "regions3": _read_rest, "opt_region": _read_opt,
                "indices": _read_ints, "opt_card": _read_opt, "which": _read_opt,
                **bb.TEXT_READERS, "opt_int": _read_opt_int, "order": _read_order},
    opaque=BIGBOX_TYPES - frozenset(bb.CONTRACT_FIELDS),
    unplayed=BIGBOX_TYPES,
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
