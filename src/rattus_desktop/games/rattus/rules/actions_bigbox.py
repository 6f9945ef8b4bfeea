"""The Big Box contract's action fields (scenario-format-bigbox.md) for action types
whose card or module this version does not play yet: parsed and validated like every
other action (a bad field is malformed), then refused as not part of the game. When a
type is played, its entry in ``actions.FIELDS`` takes precedence over this table.

Also the ``"via"`` of an ability (``"guild"`` or ``"alchemist"``, never inferred): the
action's type becomes ``<type>@<via>``.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.actions import UnknownId
from rattus_desktop.engine.errors import ActionParseError
from rattus_desktop.games.rattus.rules.data import all_cards, known_regions

CONTRACT_FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "upgrade": (("card", "card"),),
    "baker": (),
    "baker_place": (("region", "region"),),
    "bishop_remove": (("token", "token"),),
    "emperor": (("walls", "walls"),),
    "witch_arrange": (("order", "ints"),),
    "astronomer": (),
    "keep_region_card": (("indices", "ints"),),
    "explorer": (),
    "explore": (("index", "index"),),
    "student": (("region", "region"),),
    "professor": (),
    "professor_order": (("order", "ints"), ("discard", "ints")),
    "professor_resolve": (("index", "index"),),
    "royal_librarian": (("to", "region"), ("which", "which")),
    "alchemist": (("tile", "card"),),
    "alchemist_return": (),
    "crusader_reveal": (("index", "index"), ("discard", "bool")),
    "region_card": (("card", "index"), ("on", "card")),
    "pass": (),
    "boccaccio": (("from", "opt_region"),),
    "inquisitor_disable": (("seat", "index"), ("card", "opt_card")),
    "discard_class_card": (("card", "opt_card"),),
    "move_university": (("to", "region"),),
    "bonus_place": (("region", "region"),),
}
CONTRACT_DEFAULTS: dict[str, dict[str, Any]] = {
    "professor_order": {"discard": []}, "royal_librarian": {"which": None},
    "crusader_reveal": {"discard": False}, "tavern_keeper": {"from": None},
}
VIAS = ("guild", "alchemist")
#: action types that are decisions, not the use of an ability: they never carry "via"
NO_VIA = frozenset({
    "setup_place", "nomad_setup", "take_card", "upgrade", "spread", "knight_bonus",
    "end_final_turn", "pass", "region_card", "crusader_reveal", "discard_class_card",
    "move_university", "bonus_place", "baker_place", "witch_swap", "witch_arrange",
    "keep_region_card", "explore", "professor_order", "professor_resolve", "alchemist",
    "alchemist_return",
})
MAX_WALLS = 64  # far more than any Emperor owns (3; 5 at level III): a count is legality
MAX_LIST = 6


def _index(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError("a whole number >= 0")
    return value


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_LIST:
        raise ValueError(f"a list of at most {MAX_LIST} whole numbers >= 0")
    try:
        return tuple(_index(v) for v in value)
    except ValueError:
        raise ValueError(f"a list of at most {MAX_LIST} whole numbers >= 0") from None


def _walls(value: Any) -> tuple[tuple[str, str], ...]:
    what = f"a list of at most {MAX_WALLS} borders [region, region]"
    if not isinstance(value, list) or len(value) > MAX_WALLS:
        raise ValueError(what)
    out = []
    for pair in value:
        if not (isinstance(pair, list) and len(pair) == 2
                and all(isinstance(r, str) for r in pair)):
            raise ValueError(what)
        if any(r not in known_regions() for r in pair):
            raise UnknownId(f"{what} of known regions")
        out.append((pair[0], pair[1]))
    return tuple(out)


def _opt_card(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("a known class card id or null")
    if value not in all_cards():
        raise UnknownId("a known class card id or null")
    return value


def _which(value: Any) -> str | None:
    if value is None or value in ("green", "plain"):
        return value  # type: ignore[no-any-return]
    raise ValueError("\"green\", \"plain\" or null")


def _text_ints(value: tuple[int, ...]) -> str:
    return ",".join(str(v) for v in value) or "-"


def _read_ints(words: list[str]) -> tuple[Any, list[str]]:
    if not words:
        return [], []
    word, rest = words[0], words[1:]
    if word == "-":
        return [], rest
    return [int(w) if w.isdigit() and len(w) < 10 else w for w in word.split(",")], rest


def _read_index(words: list[str]) -> tuple[Any, list[str]]:
    if not words:
        raise ActionParseError("missing_field", "a number is missing", field="index")
    word = words[0]
    return (int(word) if word.isdigit() and len(word) < 10 else word), words[1:]


def _read_walls(words: list[str]) -> tuple[Any, list[str]]:
    return [w.split("-", 1) for w in words], []


KINDS = {"index": _index, "ints": _ints, "walls": _walls, "opt_card": _opt_card,
         "which": _which}
TO_JSON = {"ints": list, "walls": lambda v: [list(p) for p in v]}
TO_TEXT = {"ints": _text_ints, "walls": lambda v: " ".join(f"{a}-{b}" for a, b in v),
           "opt_card": lambda v: v or "-", "which": lambda v: v or "-"}
TEXT_READERS = {"ints": _read_ints, "walls": _read_walls, "index": _read_index}


def split_via(raw: dict[str, Any]) -> tuple[dict[str, Any], str | None]:
    """The action without its ``"via"``, and the via (ActionParseError when bad)."""
    if "via" not in raw:
        return raw, None
    kind, via = raw.get("type"), raw["via"]
    if kind in NO_VIA:
        raise ActionParseError("bad_field", f"{kind} is a decision, not an ability: it has "
                               "no \"via\"", type=kind, field="via")
    if via not in VIAS:
        raise ActionParseError("bad_field", f"{kind}.via must be \"guild\" or "
                               f"\"alchemist\", not {str(via)[:40]!r}", type=kind,
                               field="via")
    return {k: v for k, v in raw.items() if k != "via"}, via
