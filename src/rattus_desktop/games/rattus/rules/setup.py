"""Building the starting position: a standard deal from a seed, or an explicit setup."""

from __future__ import annotations

import random
from typing import Any

from rattus_desktop.games.rattus.rules import (
    decisions,
    setup_plague_cards,  # noqa: F401 (its appliers)
)
from rattus_desktop.games.rattus.rules.data import (
    all_cards,
    face_from_data,
    known_regions,
)
from rattus_desktop.games.rattus.rules.endgame import final_order
from rattus_desktop.games.rattus.rules.errors import SetupError
from rattus_desktop.games.rattus.rules.events import Event
from rattus_desktop.games.rattus.rules.modules.guild.setup import apply_guild_setup, new_guild_state
from rattus_desktop.games.rattus.rules.modules.region_cards import region_cards
from rattus_desktop.games.rattus.rules.modules.universities import universities
from rattus_desktop.games.rattus.rules.modules.upgrades import upgrades
from rattus_desktop.games.rattus.rules.modules_setup import modules_setup
from rattus_desktop.games.rattus.rules.plague_cards_state import PlagueCardsState
from rattus_desktop.games.rattus.rules.rules import Rules
from rattus_desktop.games.rattus.rules.setup_contract import apply_contract_fields
from rattus_desktop.games.rattus.rules.state import PIECES_PER_PLAYER, FinalState, GameState
from rattus_desktop.games.rattus.rules.tokens import Face, Token
from rattus_desktop.games.rattus.rules.turn import start_turn


def _empty_state(rules: Rules, rng: random.Random, start_player: int) -> GameState:
    p = rules.players
    return GameState(
        players=p, regions=rules.regions,
        pieces={r: [0] * p for r in rules.regions}, rats={r: [] for r in rules.regions},
        palace=[0] * p, reserve=[PIECES_PER_PLAYER] * p,
        holders=dict.fromkeys(rules.cards), supply=[], removed=[], revealed=[],
        plague=rules.regions[0], start_player=start_player, current=start_player,
        phase="setup", rng=rng, knowledge=[{} for _ in range(p)],
        potions={r: [0] * p for r in rules.regions} if "wizard" in rules.cards else {},
        guilds=new_guild_state(rules) if rules.bigbox else None,
        plague_cards=PlagueCardsState(baker=[0] * p if "baker" in rules.cards else []),
    )


def snake_order(start: int, players: int, rounds: int = 2) -> list[int]:
    """Clockwise from the start player, then counter-clockwise back: A B C D D C B A
    (a third clockwise round at 5-6 Big Box players: A B C D E E D C B A A B C D E)."""
    forward = [(start + k) % players for k in range(players)]
    order = forward + forward[::-1]
    return order + forward if rounds == 3 else order


def deal_standard(rules: Rules, seed: int, start_player: int | None = None) -> GameState:
    """Setup steps 1-6 of the rules, every random choice from ``Random(seed)``.

    Token uids are handed out after shuffling (board in region order, then the
    supply from the top), so a uid says nothing about the face under it.
    """
    rng = random.Random(seed)
    starting = [(t.face, True) for t in rules.tokens if t.start]
    regular = [(t.face, False) for t in rules.tokens if not t.start]
    rng.shuffle(starting)
    g = _empty_state(rules, rng, 0)
    uid = 0
    for region in rules.regions:
        g.rats[region].append(Token(uid, *starting.pop()))
        uid += 1
    faces = regular + starting
    rng.shuffle(faces)
    removed = [faces.pop() for _ in range(rules.removed_at_setup)]
    # the draw pile: the last face is the top; uids count from the top down
    g.supply = [Token(uid + len(faces) - 1 - i, *f) for i, f in enumerate(faces)]
    uid += len(faces)
    g.removed = [Token(uid + i, *f) for i, f in enumerate(removed)]
    g.plague = rng.choice(rules.regions)
    g.start_player = rng.randrange(rules.players) if start_player is None else start_player
    g.setup_order = snake_order(g.start_player, rules.players, rules.setup_rounds)
    deal_modules(g, rules)
    decisions.await_decision(g, "setup", g.setup_order[0])
    return g


def deal_modules(g: GameState, rules: Rules) -> None:
    """Before the initial placement: region cards dealt, universities placed."""
    if "region_cards" in rules.modules:
        g.mods.cards = region_cards.deal(rules.regions, rules.players, g.rng)
    if "universities" in rules.modules:
        g.mods.uni = universities.deal(rules.regions, rules.players, g.rng)


def _fail(reason: str, **params: Any) -> SetupError:
    return SetupError("bad_setup", reason, **params)


def parse_token(raw: Any, uid: int) -> Token:
    if not isinstance(raw, dict) or not isinstance(raw.get("n"), int) or raw["n"] < 0:
        raise _fail(f"a token needs a whole number \"n\": {raw!r}")
    classes = raw.get("classes", [])
    if not isinstance(classes, list) or any(c not in _known_classes() for c in classes):
        raise _fail(f"unknown class symbol in token {raw!r}")
    for key in ("majority", "all"):
        value = raw.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _fail(f"token field {key!r} must be a whole number >= 0: {raw!r}")
    face: Face = face_from_data(raw)
    return Token(uid, face)


def _known_classes() -> set[str]:
    return {c.cls for c in all_cards().values()}


def _seat(value: Any, players: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise _fail(f"{what} must be a seat 0..{players - 1}, not {value!r}")
    return value


def _counts(value: Any, players: int, what: str) -> list[int]:
    ok = isinstance(value, list) and len(value) == players and all(
        isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in value)
    if not ok:
        raise _fail(f"{what} must list {players} whole numbers >= 0, not {value!r}")
    return list(value)


def explicit_setup(rules: Rules, doc: Any, seed: int) -> GameState:
    """An explicit position (scenario-format.md), validated against the invariants."""
    if not isinstance(doc, dict):
        raise _fail("\"setup\" must be \"standard\" or an object")
    p = rules.players
    current = _seat(doc.get("current_player"), p, "setup.current_player")
    start = _seat(doc.get("start_player", current), p, "setup.start_player")
    g = _empty_state(rules, random.Random(seed), start)
    decisions.await_decision(g, "setup", current)
    uid = _place_regions(g, rules, doc.get("regions", {}))
    g.plague = _plague(rules, doc.get("plague"))
    if "palace" in doc:
        g.palace = _counts(doc["palace"], p, "setup.palace")
    _holders(g, rules, doc.get("cards", {}))
    if rules.bigbox:
        _bigbox_fields(g, rules, doc)
    supply = doc.get("supply", [])
    if not isinstance(supply, list):
        raise _fail("setup.supply must be a list of tokens")
    g.supply = [parse_token(t, uid + i) for i, t in enumerate(supply)][::-1]
    _reserves(g)
    ev: list[Event] = []
    start_turn(g, current, ev)
    if doc.get("final_round") is not None:
        _final_round(g, doc["final_round"])
    return g


def _place_regions(g: GameState, rules: Rules, regions: Any) -> int:
    if not isinstance(regions, dict):
        raise _fail("setup.regions must be an object")
    uid = 0
    for region, spec in regions.items():
        if region not in known_regions():
            raise _fail(f"unknown region {region!r}", region=region)
        if not isinstance(spec, dict):
            raise _fail(f"setup.regions.{region} must be an object")
        rats = spec.get("rats", [])
        pieces = _counts(spec.get("pieces", [0] * g.players), g.players,
                         f"setup.regions.{region}.pieces")
        if not isinstance(rats, list) or len(rats) > rules.max_tokens:
            raise _fail(f"setup.regions.{region}.rats: at most {rules.max_tokens} tokens")
        if region not in rules.order:
            if rats or any(pieces):
                raise _fail(f"region {region!r} is not in play with {g.players} players")
            continue
        g.rats[region] = [parse_token(t, uid + i) for i, t in enumerate(rats)]
        uid += len(rats)
        g.pieces[region] = pieces
    return uid


def _plague(rules: Rules, region: Any) -> str:
    if not isinstance(region, str) or region not in known_regions():
        raise _fail(f"setup.plague must be a known region, not {region!r}")
    if region not in rules.order:
        raise _fail(f"the plague region {region!r} is not in play")
    return region


def _holders(g: GameState, rules: Rules, cards: Any) -> None:
    if not isinstance(cards, dict):
        raise _fail("setup.cards must be an object")
    for card, seat in cards.items():
        if card not in all_cards():
            raise _fail(f"unknown card {card!r}", card=card)
        if card not in rules.cards:
            raise _fail(f"card {card!r} is not in this game")
        g.holders[card] = None if seat is None else _seat(seat, g.players, f"cards.{card}")


def _reserves(g: GameState) -> None:
    for seat in range(g.players):
        used = g.on_board(seat) + g.palace[seat]
        if g.guilds is not None:  # guild spaces and tavern cities count in the 20
            used += g.guilds.off_map(seat)
        used += g.plague_cards.baker[seat] if g.plague_cards.baker else 0
        if used > PIECES_PER_PLAYER:
            raise _fail(f"seat {seat} has {used} pieces placed, more than {PIECES_PER_PLAYER}")
        g.reserve[seat] = PIECES_PER_PLAYER - used


def _final_round(g: GameState, spec: Any) -> None:
    if not isinstance(spec, dict):
        raise _fail("setup.final_round must be an object")
    trigger = _seat(spec.get("trigger"), g.players, "final_round.trigger")
    order = final_order(trigger, g.players)
    if g.current not in order:
        raise _fail("current_player cannot be the triggering player in the final round")
    g.final = FinalState(trigger, "setup", order[order.index(g.current):])
    decisions.await_decision(g, "final_turn")


def _bigbox_fields(g: GameState, rules: Rules, doc: dict[str, Any]) -> None:
    # fields of cards and modules this version does not play yet (setup_contract.py)
    apply_contract_fields(g, rules, doc)
    _nuns(g, rules, doc.get("regions", {}))
    _bishops(g, rules, doc.get("regions", {}))
    _potions(g, rules, doc.get("regions", {}))
    if problem := upgrades.setup_fields(g, rules, doc):
        raise _fail(problem)
    points = doc.get("points")
    if points is not None and any(_counts(points, g.players, "setup.points")) and (
            "universities" not in rules.modules):
        raise _fail("setup.points: no module of this game scores points")
    modules_setup(g, rules, doc)
    apply_guild_setup(g, rules, doc)
    nomad = doc.get("nomad")
    if nomad is not None:
        if "nomad" not in rules.cards:
            raise _fail("setup.nomad needs the Nomad in this game")
        if not isinstance(nomad, str) or nomad not in rules.order:
            raise _fail(f"setup.nomad must be a region in play, not {nomad!r}")
        g.nomad = nomad


def _nuns(g: GameState, rules: Rules, regions: dict[str, Any]) -> None:
    nuns: list[str] = []
    for region, spec in regions.items():
        count = spec.get("nuns", 0)
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise _fail(f"setup.regions.{region}.nuns must be a whole number >= 0")
        if count and "nun" not in rules.cards:
            raise _fail(f"setup.regions.{region}.nuns needs the Nun in this game")
        nuns += [region] * count
    if len(nuns) not in (0, 3):
        raise _fail("setup: the 3 nuns are all on the board or none is")
    g.nuns = sorted(nuns, key=rules.order.__getitem__)


def _bishops(g: GameState, rules: Rules, regions: dict[str, Any]) -> None:
    bishops = []
    for region, spec in regions.items():
        value = spec.get("bishop", False)
        if not isinstance(value, bool):
            raise _fail(f"setup.regions.{region}.bishop must be true or false")
        if value and "bishop" not in rules.cards:
            raise _fail(f"setup.regions.{region}.bishop needs the Bishop in this game")
        if value:
            bishops.append(region)
    if len(bishops) > 2:
        raise _fail("setup: there are only 2 bishops")
    g.bishops = sorted(bishops, key=rules.order.__getitem__)


def _potions(g: GameState, rules: Rules, regions: dict[str, Any]) -> None:
    for region, spec in regions.items():
        if "potions" not in spec:
            continue
        potions = _counts(spec["potions"], g.players, f"setup.regions.{region}.potions")
        if not any(potions):
            continue
        if not g.potions:
            raise _fail(f"setup.regions.{region}.potions needs the Wizard in this game")
        if any(n and not g.pieces[region][s] for s, n in enumerate(potions)):
            raise _fail(f"setup.regions.{region}.potions: a potion needs a piece of its seat")
        g.potions[region] = potions
