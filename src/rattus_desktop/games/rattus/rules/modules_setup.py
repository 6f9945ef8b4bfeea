"""The explicit-setup fields of the Region cards and Universities modules
(scenario-format-bigbox.md): ``hands``, ``region_deck``, ``events``, ``points``, and per
region ``university`` and ``marker``. A field of a module that is off is malformed.

Absent ``hands``: empty hands; absent ``region_deck``: the region cards of the regions in
play not in a hand, shuffled (seeded); a given ``region_deck`` (or ``events``) is the
whole pile, the other cards are out of the game (so a scenario's draws never depend on
the seed). With the universities module both universities must be placed."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from rattus_desktop.games.rattus.rules.data import all_cards
from rattus_desktop.games.rattus.rules.errors import SetupError
from rattus_desktop.games.rattus.rules.modules.region_cards.region_cards import cards_in_play
from rattus_desktop.games.rattus.rules.modules.region_cards.state import (
    RegionCard,
    RegionCardsState,
)
from rattus_desktop.games.rattus.rules.modules.universities.state import (
    EVENT_KINDS,
    EventCard,
    UniversityState,
    event_deck,
)
from rattus_desktop.games.rattus.rules.setup_contract import APPLIERS

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


def _read_here(g: GameState, value: Any) -> None:
    """Checked by the contract's parser; ``modules_setup`` puts it into the state."""


for _field in ("hands", "region_deck", "events", "points", "universities", "markers"):
    APPLIERS[_field] = _read_here


def _fail(reason: str) -> SetupError:
    return SetupError("bad_setup", reason)


def modules_setup(g: GameState, rules: Rules, doc: dict[str, Any]) -> None:
    regions = doc.get("regions", {})
    if "region_cards" in rules.modules:
        g.mods.cards = _region_cards(g, rules, doc)
    else:
        for key in ("hands", "region_deck"):
            if doc.get(key):
                raise _fail(f"setup.{key} needs the region cards module")
    if "universities" in rules.modules:
        g.mods.uni = _universities(g, rules, doc, regions)
        return
    if doc.get("events"):
        raise _fail("setup.events needs the universities module")
    for region, spec in regions.items():
        if isinstance(spec, dict) and (spec.get("university") or spec.get("marker")):
            raise _fail(f"setup.regions.{region}: universities and markers need the "
                        "universities module")


# -- region cards ------------------------------------------------------------------------
def _card(raw: Any, rules: Rules, what: str) -> RegionCard:
    if not isinstance(raw, dict) or not isinstance(raw.get("region"), str):
        raise _fail(f"{what} must be a region card {{\"region\", \"classes\" or \"wild\"}}")
    region = raw["region"]
    if raw.get("wild") is True and "classes" not in raw:
        card = RegionCard(region, (), True)
    else:
        classes = raw.get("classes")
        if (not isinstance(classes, list) or len(classes) != 2 or raw.get("wild")
                or not all(isinstance(c, str) for c in classes)):
            raise _fail(f"{what}: a region card shows two classes or is wild")
        card = RegionCard(region, tuple(classes))
    known = {c.key() for c in cards_in_play(rules.regions)}
    twin = RegionCard(region, tuple(reversed(card.classes)), card.wild)
    if card.key() not in known and twin.key() in known:
        card = twin
    if card.key() not in known:
        raise _fail(f"{what}: no region card {raw!r} of a region in play")
    return card


def _region_cards(g: GameState, rules: Rules, doc: dict[str, Any]) -> RegionCardsState:
    raw_hands = doc.get("hands", [[] for _ in range(g.players)])
    if not isinstance(raw_hands, list) or len(raw_hands) != g.players or not all(
            isinstance(h, list) for h in raw_hands):
        raise _fail(f"setup.hands must list {g.players} hands (lists of region cards)")
    hands = [[_card(c, rules, f"setup.hands[{s}]") for c in h] for s, h in enumerate(raw_hands)]
    left = Counter(cards_in_play(rules.regions))
    for card in (c for h in hands for c in h):
        left[card] -= 1
    if "region_deck" in doc:
        raw = doc["region_deck"]
        if not isinstance(raw, list):
            raise _fail("setup.region_deck must be a list of region cards (top first)")
        deck = [_card(c, rules, "setup.region_deck") for c in raw][::-1]
        for card in deck:
            left[card] -= 1
    else:
        deck = [c for c in cards_in_play(rules.regions) if _take(left, c)]
        g.rng.shuffle(deck)
    if any(n < 0 for n in left.values()):
        raise _fail("setup: a region card is listed more often than it exists")
    return RegionCardsState(hands, deck)


def _take(left: Counter[RegionCard], card: RegionCard) -> bool:
    if left[card] > 0:
        left[card] -= 1
        return True
    return False


# -- universities ------------------------------------------------------------------------
def _event(raw: Any) -> EventCard:
    classes = {c.cls for c in all_cards().values()}
    if not isinstance(raw, dict) or raw.get("kind") not in EVENT_KINDS:
        raise _fail(f"setup.events: unknown event card {raw!r}")
    if raw["kind"] == "class_bonus":
        if not isinstance(raw.get("class"), str) or raw["class"] not in classes:
            raise _fail(f"setup.events: a class bonus needs a known class, not {raw!r}")
        return EventCard("class_bonus", raw["class"])
    if "class" in raw:
        raise _fail(f"setup.events: only a class bonus names a class: {raw!r}")
    return EventCard(raw["kind"])


def _universities(g: GameState, rules: Rules, doc: dict[str, Any],
                  regions: dict[str, Any]) -> UniversityState:
    where: dict[str, list[str]] = {"green": [], "plain": []}
    markers = []
    for region, spec in regions.items():
        if not isinstance(spec, dict) or region not in rules.order:
            continue
        kind = spec.get("university")
        if kind is not None:
            if not isinstance(kind, str) or kind not in where:
                raise _fail(f"setup.regions.{region}.university must be \"green\" or "
                            "\"plain\"")
            where[kind].append(region)
        marker = spec.get("marker", False)
        if not isinstance(marker, bool):
            raise _fail(f"setup.regions.{region}.marker must be true or false")
        if marker and kind is not None:
            raise _fail(f"setup.regions.{region}: a marker never lies with a university")
        if marker:
            markers.append(region)
    if len(where["green"]) != 1 or len(where["plain"]) != 1:
        raise _fail("setup: with the universities module, one region holds the green "
                    "university and another the plain one")
    raw = doc.get("events")
    if raw is None:
        deck = list(event_deck())
        g.rng.shuffle(deck)
    elif not isinstance(raw, list):
        raise _fail("setup.events must be a list of event cards (top first)")
    else:
        deck = [_event(e) for e in raw][::-1]
    points = _points(doc.get("points"), g.players)
    return UniversityState(where["green"][0], where["plain"][0],
                           sorted(markers, key=rules.order.__getitem__), deck, points,
                           seen=[0] * g.players)


def _points(raw: Any, players: int) -> list[int]:
    if raw is None:
        return [0] * players
    ok = isinstance(raw, list) and len(raw) == players and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    if not ok:
        raise _fail(f"setup.points must list {players} whole numbers >= 0")
    return list(raw)
