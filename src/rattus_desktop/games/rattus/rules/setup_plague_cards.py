"""Explicit-setup fields of the plague cards (scenario-format-bigbox.md): ``walls``
(Emperor), ``baker`` (pieces on the Baker per owner), ``disabled`` (Inquisitor)."""

from __future__ import annotations

from typing import Any

from rattus_desktop.games.rattus.rules.errors import SetupError
from rattus_desktop.games.rattus.rules.plague_cards_state import Disabled
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.state import GameState
from rattus_desktop.games.rattus.rules.walls import canonical_walls, walled_in

WALLS = 3


def _fail(reason: str) -> SetupError:
    return SetupError("bad_setup", reason)


def _needs(rules: Rules, key: str, card: str) -> None:
    if card not in rules.cards:
        raise _fail(f"setup.{key} needs the {card} in this game")


def plague_card_fields(g: GameState, rules: Rules, doc: dict[str, Any]) -> None:
    if doc.get("walls"):
        _needs(rules, "walls", "emperor")
        g.plague_cards.walls = _walls(g, rules, doc["walls"])
    baker = doc.get("baker")
    if baker is not None and (not isinstance(baker, list) or any(baker)):
        _needs(rules, "baker", "baker")
        g.plague_cards.baker = _counts(baker, g.players)
    if doc.get("disabled"):
        _needs(rules, "disabled", "inquisitor")
        g.plague_cards.disabled = _disabled(g, rules, doc["disabled"])


def _walls(g: GameState, rules: Rules, raw: Any) -> tuple[tuple[str, str], ...]:
    ok = isinstance(raw, list) and all(
        isinstance(w, list) and len(w) == 2 and all(isinstance(r, str) for r in w)
        for w in raw)
    if not ok:
        raise _fail("setup.walls must be a list of [region, region] borders")
    for a, b in raw:
        if a not in rules.order or b not in rules.order or b not in rules.near[a]:
            raise _fail(f"setup.walls: {a}-{b} is not a border between regions in play")
    walls = canonical_walls(rules, raw)
    if len(walls) != len(raw) or len(walls) != WALLS:
        raise _fail(f"setup.walls: the Emperor's {WALLS} walls on {WALLS} different borders")
    if walled_in(rules, walls, g.plague):
        raise _fail(f"setup.walls: the plague region {g.plague} is walled in completely")
    return walls


def _counts(raw: Any, players: int) -> list[int]:
    ok = isinstance(raw, list) and len(raw) == players and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in raw)
    if not ok:
        raise _fail(f"setup.baker must list {players} whole numbers >= 0")
    return list(raw)


def _disabled(g: GameState, rules: Rules, raw: Any) -> list[Disabled]:
    if not isinstance(raw, list) or len(raw) > 2:
        raise _fail("setup.disabled must be a list of at most 2 {\"seat\", \"card\"}")
    out: list[Disabled] = []
    for entry in raw:
        if not isinstance(entry, dict) or set(entry) != {"seat", "card"}:
            raise _fail("setup.disabled entries are {\"seat\": S, \"card\": C}")
        seat, card = entry["seat"], entry["card"]
        if card not in rules.cards or any(d.card == card for d in out):
            raise _fail(f"setup.disabled: {card!r} is not a card of this game (once)")
        if isinstance(seat, bool) or g.holders.get(card) != seat:
            raise _fail(f"setup.disabled: seat {seat!r} does not hold the {card}")
        out.append(Disabled(seat, card))
    return out
