"""The explicit-setup fields of scenario-format-bigbox.md for cards and modules this
version does not play yet: parsed and validated here (a bad shape, a field without its
card or module, walls off real borders in play, a walled-in plague region... are
malformed), then handed to the field's applier in ``APPLIERS``. A card or module that
becomes playable adds ONE line there (field name -> function putting the parsed value
into the state); a non-empty field without an applier is refused as not played yet.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.data import all_cards, known_regions
from rattus_desktop.games.rattus.rules.errors import SetupError

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState

Applier = Callable[["GameState", Any], None]
#: field -> how the parsed value enters the state (one line per card or module)
APPLIERS: dict[str, Applier] = {}
NO_UPGRADE = ("philosopher", "alchemist", "jester")
EVENT_KINDS = ("blank", "discard_class_card", "found_university", "class_bonus")
MAX_WALLS = 5
MAX_DISABLED = 2


def _fail(reason: str) -> SetupError:
    return SetupError("bad_setup", reason[:200])


def _needs_card(rules: Rules, card: str, what: str) -> None:
    if card not in rules.cards:
        raise _fail(f"setup.{what} needs the {card} card in this game")


def _needs_module(rules: Rules, module: str, what: str) -> None:
    if module not in rules.modules:
        raise _fail(f"setup.{what} needs the {module} module in this game")


def _seat_counts(value: Any, players: int, what: str) -> list[int]:
    ok = isinstance(value, list) and len(value) == players and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    if not ok:
        raise _fail(f"setup.{what} must list {players} whole numbers >= 0, not {value!r}")
    return list(value)


def parse_walls(rules: Rules, raw: Any, plague: str) -> list[tuple[str, str]]:
    _needs_card(rules, "emperor", "walls")
    if not isinstance(raw, list) or len(raw) > MAX_WALLS:
        raise _fail(f"setup.walls must be a list of at most {MAX_WALLS} borders")
    walls: list[tuple[str, str]] = []
    for pair in raw:
        if not (isinstance(pair, list) and len(pair) == 2
                and all(isinstance(r, str) and r in rules.order for r in pair)):
            raise _fail(f"setup.walls: {pair!r} is not a border [region, region] in play")
        a, b = sorted(pair, key=rules.order.__getitem__)
        if b not in rules.near[a]:
            raise _fail(f"setup.walls: {a} and {b} do not share a border")
        if (a, b) in walls:
            raise _fail(f"setup.walls: the wall {a}-{b} is listed twice")
        walls.append((a, b))
    walled = {r for w in walls if plague in w for r in w if r != plague}
    if rules.near[plague] and walled >= set(rules.near[plague]):
        raise _fail("setup.walls: the plague region may never be walled in completely")
    return sorted(walls, key=lambda w: (rules.order[w[0]], rules.order[w[1]]))


def parse_upgrades(rules: Rules, raw: Any) -> dict[str, int]:
    _needs_module(rules, "upgrades", "upgrades")
    if not isinstance(raw, dict):
        raise _fail("setup.upgrades must be an object {card: 2 or 3}")
    for card, level in raw.items():
        if card not in rules.cards or card in NO_UPGRADE:
            raise _fail(f"setup.upgrades: {card!r} is not an upgradable card in this game")
        if isinstance(level, bool) or level not in (2, 3):
            raise _fail(f"setup.upgrades.{card} must be 2 or 3, not {level!r}")
    return dict(raw)


def parse_alchemist_tile(rules: Rules, raw: Any, upgrades: dict[str, int]) -> str:
    _needs_card(rules, "alchemist", "alchemist_tile")
    if not isinstance(raw, str) or raw not in rules.cards or raw in NO_UPGRADE:
        raise _fail(f"setup.alchemist_tile must be an upgradable card in this game, not "
                    f"{raw!r}")
    if raw in upgrades:
        raise _fail(f"setup.alchemist_tile: the {raw} tile already lies on its card")
    return raw


def parse_region_card(rules: Rules, raw: Any, what: str) -> dict[str, Any]:
    classes = {c.cls for c in all_cards().values()}
    if not isinstance(raw, dict) or not isinstance(raw.get("region"), str):
        raise _fail(f"{what}: a region card is {{\"region\": ..., \"classes\": [...]}} or "
                    "{\"region\": ..., \"wild\": true}")
    if raw["region"] not in known_regions():
        raise _fail(f"{what}: unknown region {raw['region']!r}")
    if raw["region"] not in rules.order:
        raise _fail(f"{what}: {raw['region']} is not in play")
    if raw.get("wild") is True and "classes" not in raw:
        return {"region": raw["region"], "wild": True}
    cls = raw.get("classes")
    if raw.get("wild", False) is not False or not (
            isinstance(cls, list) and len(cls) == 2 and all(c in classes for c in cls)):
        raise _fail(f"{what}: a region card shows two known class symbols or is wild")
    return {"region": raw["region"], "classes": list(cls)}


def parse_hands(rules: Rules, raw: Any) -> list[list[dict[str, Any]]]:
    _needs_module(rules, "region_cards", "hands")
    if not isinstance(raw, list) or len(raw) != rules.players or not all(
            isinstance(h, list) for h in raw):
        raise _fail(f"setup.hands must list {rules.players} hands (lists of region cards)")
    return [[parse_region_card(rules, c, f"setup.hands[{s}]") for c in hand]
            for s, hand in enumerate(raw)]


def parse_region_deck(rules: Rules, raw: Any) -> list[dict[str, Any]]:
    _needs_module(rules, "region_cards", "region_deck")
    if not isinstance(raw, list):
        raise _fail("setup.region_deck must be a list of region cards (top first)")
    return [parse_region_card(rules, c, "setup.region_deck") for c in raw]


def parse_events(rules: Rules, raw: Any) -> list[dict[str, str]]:
    _needs_module(rules, "universities", "events")
    classes = {c.cls for c in all_cards().values()}
    if not isinstance(raw, list):
        raise _fail("setup.events must be a list of event cards (top first)")
    out = []
    for card in raw:
        kind = card.get("kind") if isinstance(card, dict) else None
        if kind not in EVENT_KINDS:
            raise _fail(f"setup.events: unknown event card {card!r}")
        if kind == "class_bonus":
            if card.get("class") not in classes:
                raise _fail(f"setup.events: a class bonus names a known class: {card!r}")
            out.append({"kind": kind, "class": card["class"]})
        elif set(card) != {"kind"}:
            raise _fail(f"setup.events: unexpected fields in {card!r}")
        else:
            out.append({"kind": kind})
    return out


def parse_disabled(rules: Rules, raw: Any, holders: dict[str, int | None]) -> list[
        tuple[int, str]]:
    """The disabled cards; an empty list is always accepted (a summary's fields seed a
    setup), a non-empty one needs the Inquisitor in the game."""
    if raw == []:
        return []
    _needs_card(rules, "inquisitor", "disabled")
    if not isinstance(raw, list) or len(raw) > MAX_DISABLED:
        raise _fail(f"setup.disabled must be a list of at most {MAX_DISABLED} "
                    "{\"seat\", \"card\"}")
    out = []
    for item in raw:
        seat = item.get("seat") if isinstance(item, dict) else None
        card = item.get("card") if isinstance(item, dict) else None
        held = holders.get(card) if isinstance(card, str) else None
        if card not in rules.cards or held is None or held != seat:
            raise _fail(f"setup.disabled: {item!r} is not a card held by that seat")
        out.append((held, card))
    return out


def parse_universities(rules: Rules, regions: dict[str, Any]) -> tuple[dict[str, str],
                                                                       list[str]]:
    """Per region ``university`` (green/plain) and ``marker`` (bool)."""
    unis: dict[str, str] = {}
    markers: list[str] = []
    for region, spec in regions.items():
        uni, marker = spec.get("university"), spec.get("marker", False)
        if uni is not None:
            _needs_module(rules, "universities", f"regions.{region}.university")
            if uni not in ("green", "plain") or uni in unis.values():
                raise _fail(f"setup.regions.{region}.university: one green and one plain "
                            f"university, not {uni!r}")
            unis[region] = uni
        if not isinstance(marker, bool):
            raise _fail(f"setup.regions.{region}.marker must be true or false")
        if marker:
            _needs_module(rules, "universities", f"regions.{region}.marker")
            if uni is not None:
                raise _fail(f"setup.regions.{region}: a marker never lies with a university")
            markers.append(region)
    return unis, markers


def parse_contract_fields(g: GameState, rules: Rules, doc: dict[str, Any]) -> dict[str, Any]:
    """Every present contract field of a card or module not played yet, parsed."""
    out: dict[str, Any] = {}
    if doc.get("walls") is not None:
        out["walls"] = parse_walls(rules, doc["walls"], g.plague)
    if doc.get("upgrades") is not None:
        out["upgrades"] = parse_upgrades(rules, doc["upgrades"])
    if doc.get("alchemist_tile") is not None:
        out["alchemist_tile"] = parse_alchemist_tile(rules, doc["alchemist_tile"],
                                                     out.get("upgrades", {}))
    if doc.get("baker") is not None:
        _needs_card(rules, "baker", "baker")
        out["baker"] = _seat_counts(doc["baker"], rules.players, "baker")
    for key, parse in (("hands", parse_hands), ("region_deck", parse_region_deck),
                       ("events", parse_events)):
        if doc.get(key) is not None:
            out[key] = parse(rules, doc[key])
    if doc.get("points") is not None:
        points = _seat_counts(doc["points"], rules.players, "points")
        if any(points):
            _needs_module(rules, "universities", "points")
        out["points"] = points
    if doc.get("disabled") is not None:
        out["disabled"] = parse_disabled(rules, doc["disabled"], g.holders)
    unis, markers = parse_universities(rules, doc.get("regions", {}))
    if unis or markers:
        out["universities"], out["markers"] = unis, markers
    return out


def _empty(value: Any) -> bool:
    return not value or (isinstance(value, list) and not any(value))


def apply_contract_fields(g: GameState, rules: Rules, doc: dict[str, Any]) -> None:
    """Parse the fields and hand each non-empty one to its applier (SetupError)."""
    for key, value in parse_contract_fields(g, rules, doc).items():
        applier = APPLIERS.get(key)
        if applier is not None:
            applier(g, value)
        elif not _empty(value):
            raise _fail(f"setup.{key}: this version does not play it yet")

