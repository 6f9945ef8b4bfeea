"""Random illegal and malformed actions are refused with a reason and change nothing."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.errors import ActionParseError, IllegalAction
from rattus_desktop.games.notredame.rules.codec import CODEC, make, parse
from rattus_desktop.games.notredame.rules.data import load, table
from rattus_desktop.games.notredame.rules.game import NotreDameGame
from rattus_desktop.games.notredame.rules.scenarios import configure, new

DATA = load()
FIELDS = ("card", "person", "skip", "from", "to", "count", "confidant", "sector",
          "donate", "market", "take", "choices")
TYPES = ("draft", "play", "hire", "no_hire", "outbreak_remove")


def fingerprint(game: NotreDameGame) -> Any:
    g = game.state
    hidden = [(s.deck, s.discarded) for s in g.seats]
    return copy.deepcopy((game.summary(), hidden, g.markets, g.brown_deck, g.gray_deck,
                          g.known, g.spent, len(game.history), list(g.stack))
                         ), g.rng.getstate()


def random_value(rng: random.Random, players: int) -> Any:
    ids = DATA.cards + DATA.sectors + DATA.person_ids + DATA.hotel_options
    pools: list[Any] = [list(ids), list(table(players).markets), [0, 1, 2, 3, 4, -1],
                        [True, False], [1.0, 2.0, None, "x", [], {}]]
    pool = rng.choice(pools)
    if rng.random() < 0.15:
        return [rng.choice(DATA.hotel_options) for _ in range(rng.randint(0, 3))]
    return rng.choice(pool)


def mutate(rng: random.Random, legal: list[Action], players: int) -> dict[str, Any]:
    raw = CODEC.to_json(rng.choice(legal))
    for _ in range(rng.randint(1, 3)):
        roll = rng.random()
        if roll < 0.3 and len(raw) > 1:
            del raw[rng.choice([k for k in raw if k != "type"])]
        elif roll < 0.45:
            raw["type"] = rng.choice(TYPES)
        else:
            raw[rng.choice(FIELDS)] = random_value(rng, players)
    return raw


@pytest.mark.parametrize("players", (2, 3, 4, 5))
def test_random_wrong_actions_are_refused_without_change(players: int) -> None:
    rng = random.Random(players * 31)
    known = DATA.ids() | frozenset(table(players).markets)
    refused = 0
    for seed in range(3):
        game = new(configure(players), seed)
        while not game.is_over:
            legal = game.legal_actions()
            for _ in range(4):
                raw = mutate(rng, legal, players)
                try:
                    action = parse(raw, known)
                except ActionParseError as exc:
                    assert exc.reason
                    continue
                before = fingerprint(game)
                why = game.why_not(action)
                assert fingerprint(game) == before
                if repr(action) in {repr(a) for a in legal}:  # exact types
                    assert why is None
                    continue
                assert why is not None and why.reason and why.code
                with pytest.raises(IllegalAction) as info:
                    game.apply(action)
                assert info.value.code == why.code
                assert fingerprint(game) == before
                refused += 1
            game.apply(legal[rng.randrange(len(legal))])
    assert refused > 300


def test_look_alike_values_are_refused() -> None:
    game = new(configure(3), 1)
    card = game.legal_actions()[0]
    assert game.is_legal(card)
    assert not game.is_legal(make("draft", card=1))
    # a donation of True gold, a count of 1.0, a take of 1
    for raw in ({"type": "play", "card": "notre_dame", "donate": True},
                {"type": "play", "card": "notre_dame", "donate": 1.0},
                {"type": "play", "card": "carriage_house", "market": "b0.c", "take": 1},
                {"type": "hire", "person": "minstrel", "from": "park", "to": "bank",
                 "count": 1.0}):
        error = game.why_not(parse(raw))
        assert error is not None
    bad = game.why_not(parse({"type": "draft", "card": card.args[0][1], "x": True}))
    assert bad is not None and bad.code == "extra_field"


def test_malformed_actions_are_parse_errors() -> None:
    for raw in ([], "play", {"type": "dance"}, {"card": "park"},
                {"type": "play", "card": "castle"},
                {"type": "hire", "person": "pope"},
                {"type": "play", "card": "hotel", "choices": ["gold", "wine"]},
                {"type": "play", "card": "carriage_house", "market": "b7.1"}):
        with pytest.raises(ActionParseError):
            parse(raw)
    with pytest.raises(ActionParseError):
        parse({"type": "play", "card": "carriage_house", "market": "b4.1"},
              DATA.ids() | frozenset(table(3).markets))


def test_codec_round_trips_and_orders_choices() -> None:
    action = parse({"type": "play", "card": "hotel", "choices": ["rat", "gold"]})
    assert CODEC.to_json(action) == {"type": "play", "card": "hotel",
                                     "choices": ["gold", "rat"]}
    assert CODEC.from_text(CODEC.to_text(action)) == action
    jester = make("hire", person="jester", from_="notre_dame", sector="carriage_house",
                  market="b1.2", take=True)
    assert CODEC.from_json(CODEC.to_json(jester)) == jester
    assert CODEC.from_text(CODEC.to_text(jester)) == jester
    assert CODEC.to_text(jester).startswith("hire person=jester")
