"""The generic conformance test every registered game runs (after OpenSpiel's random
simulation test): seeded random playouts with the game's invariants after every action;
replay from seed + log reproduces the summary; random illegal actions are refused with a
reason and change nothing; ``why_not`` agrees with ``legal_actions``; a world sampled from
a seat's view (its hidden parts dealt again) shows that seat the very same view; a seed
pins the deal (golden digests); step info and outcomes are well formed."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from conformance_configs import EXTRA_CONFIGS
from conformance_invariants import INVARIANTS

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.errors import IllegalAction
from rattus_desktop.engine.protocol import Game, Outcome, StepInfo

GAMES = registry.installed()
GOLDEN = Path(__file__).resolve().parent / "golden_deals.json"
PLAYOUTS = 1200  # per game, spread over its player counts
EXTRA_PLAYOUTS = 2000  # per game with extra rulesets (the Big Box), spread over them
LIMIT = 20_000


def base_configs(game_id: str) -> list[GameConfig]:
    definition = registry.get(game_id)
    return [definition.config(p) for p in definition.players]


def extra_configs(game_id: str) -> list[GameConfig]:
    """A game's further configurations (its other rulesets, pinned sets): from the
    game's entry in ``conformance_configs.EXTRA_CONFIGS``."""
    extra = EXTRA_CONFIGS.get(game_id)
    return extra() if extra is not None else []


def configs(game_id: str) -> list[GameConfig]:
    return base_configs(game_id) + extra_configs(game_id)


def playout(config: GameConfig, seed: int, each: Any = None) -> tuple[Game, int]:
    game = registry.new_game(config, seed)
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        assert legal, "an unfinished game must offer an action"
        action = legal[rng.randrange(len(legal))]
        game.apply(action)
        steps += 1
        assert steps < LIMIT, "no end in sight"
        if each is not None:
            each(game)
    return game, steps


def test_every_registered_game_has_its_invariants() -> None:
    assert set(GAMES) <= set(INVARIANTS)
    assert {"rattus", "cartus", "notredame"} <= set(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_playouts_keep_the_invariants_and_end(game_id: str) -> None:
    check = INVARIANTS[game_id]
    cfgs = base_configs(game_id)
    extra = extra_configs(game_id)
    runs = [cfgs[i % len(cfgs)] for i in range(PLAYOUTS)]
    runs += [extra[i % len(extra)] for i in range(EXTRA_PLAYOUTS)] if extra else []
    for i, config in enumerate(runs):
        game, _ = playout(config, i, check)
        outcome = game.outcome()
        assert isinstance(outcome, Outcome)
        assert len(outcome.scores) == game.config.players
        assert all(0 <= w < game.config.players for w in outcome.winners)
        assert game.current_player is None and not list(game.legal_actions())


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_from_seed_and_log_gives_the_same_summary(game_id: str) -> None:
    codec = registry.codec(game_id)
    for i, config in enumerate(configs(game_id) * 20):
        game, _ = playout(config, 10_000 + i)
        again = registry.new_game(config, 10_000 + i)
        for action in game.history:
            again.apply(codec.from_json(json.loads(json.dumps(codec.to_json(action)))))
        assert again.summary() == game.summary()
        assert again.outcome() == game.outcome()


def _foreign_actions(game_id: str) -> list[Action]:
    """Legal actions of many other positions: well formed, mostly illegal here."""
    pool: list[Action] = []
    for i, config in enumerate(configs(game_id) * 3):
        game = registry.new_game(config, 500 + i)
        rng = random.Random(i)
        while not game.is_over and len(pool) < 4000 * (i + 1):
            legal = list(game.legal_actions())
            pool.extend(rng.sample(legal, min(3, len(legal))))
            game.apply(legal[rng.randrange(len(legal))])
    return pool


@pytest.mark.parametrize("game_id", GAMES)
def test_why_not_agrees_with_legal_actions_and_apply(game_id: str) -> None:
    pool = _foreign_actions(game_id)
    rng = random.Random(3)
    refused = 0
    for i, config in enumerate(configs(game_id) * 4):
        game = registry.new_game(config, 900 + i)
        while not game.is_over:
            legal = list(game.legal_actions())
            for action in legal[:5]:
                assert game.why_not(action) is None, action
            for action in rng.sample(pool, 4):
                before = game.summary()
                reason = game.why_not(action)
                assert (reason is None) == game.is_legal(action), action
                if reason is None:
                    continue
                assert isinstance(reason, IllegalAction) and reason.code and reason.reason
                assert game.summary() == before  # why_not is pure
                with pytest.raises(IllegalAction):
                    game.apply(action)
                assert game.summary() == before  # a refused action changes nothing
                refused += 1
            game.apply(legal[rng.randrange(len(legal))])
    assert refused > 100


def _loose(value: Any) -> list[Any]:
    """Values Python finds equal to ``value`` but of another type (1.0, True for 1...)."""
    if type(value) is bool:
        return [int(value), float(value)]
    if type(value) is int:
        return [float(value)] + ([bool(value)] if value in (0, 1) else [])
    return []


def look_alikes(value: Any) -> list[Any]:
    """Every copy of ``value`` (an action or a part of one) with one leaf swapped for a
    look-alike; the copies compare equal to ``value``."""
    if isinstance(value, tuple):
        out = []
        for i, item in enumerate(value):
            for alt in look_alikes(item):
                parts = (*value[:i], alt, *value[i + 1:])
                out.append(type(value)(*parts) if hasattr(value, "_fields") else parts)
        return out
    return _loose(value)


@pytest.mark.parametrize("game_id", GAMES)
def test_look_alike_values_are_refused_with_a_reason(game_id: str) -> None:
    """1.0 or True for 1, 0 for False: equal in Python, refused by every game's API."""
    rng = random.Random(13)
    refused = 0
    for i, config in enumerate(configs(game_id) * 2):
        game = registry.new_game(config, 3_000 + i)
        while not game.is_over:
            legal = list(game.legal_actions())
            for action in rng.sample(legal, min(4, len(legal))):
                for twin in look_alikes(action):
                    assert twin == action  # the trap: a membership test would accept it
                    before, history = game.summary(), list(game.history)
                    reason = game.why_not(twin)
                    assert isinstance(reason, IllegalAction), (game_id, twin)
                    assert reason.code and reason.reason
                    assert not game.is_legal(twin), twin
                    with pytest.raises(IllegalAction):
                        game.apply(twin)
                    assert game.summary() == before and game.history == history
                    refused += 1
            game.apply(legal[rng.randrange(len(legal))])
    assert refused > 100


@pytest.mark.parametrize("game_id", GAMES)
def test_a_world_sampled_from_a_view_shows_that_seat_the_same_view(game_id: str) -> None:
    rng = random.Random(5)
    checked = 0
    for i, config in enumerate(configs(game_id) * 6):
        game = registry.new_game(config, 2_000 + i)
        while not game.is_over:
            if rng.random() < 0.08:
                for seat in range(config.players):
                    view = game.view(seat)
                    world = view.sample(random.Random(rng.random()))
                    assert world.view(seat) == view, (game_id, seat)
                    checked += 1
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
    assert checked > 50


@pytest.mark.parametrize("game_id", GAMES)
def test_step_info_is_well_formed(game_id: str) -> None:
    config = configs(game_id)[0]
    game = registry.new_game(config, 77)
    rng = random.Random(77)
    hidden = ends = 0
    while not game.is_over:
        legal = game.legal_actions()
        info = game.step_info(game.apply(legal[rng.randrange(len(legal))]))
        assert isinstance(info, StepInfo)
        hidden += info.hidden is not None
        ends += info.ends_turn
    assert hidden > 0 and ends > 0


def _deal_digest(config: GameConfig, seed: int) -> str:
    game = registry.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(30):  # the first moves too: what is drawn or revealed follows the seed
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    text = json.dumps(game.summary(), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def current_digests() -> dict[str, dict[str, str]]:
    return {g: {str(c.players): _deal_digest(c, 20261201) for c in base_configs(g)}
            for g in GAMES}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_seed_pins_the_deal(game_id: str) -> None:
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert game_id in golden, "record the golden deal of a new game (see golden_deals.json)"
    assert current_digests()[game_id] == golden[game_id]


#: values that are no well-formed action of any game (F3): every game's ``apply``,
#: ``why_not`` and ``is_legal`` refuse them with ``IllegalAction``, never a Python error
MALFORMED: list[Any] = [
    None, 0, 1.5, True, "take_card", b"place", [], {}, (), ("place",), ("place", (), ()),
    ["place", ()], Action("take_card", ()), Action("place", ("gallia",) * 9),
    Action("draft", ()), Action("enter", ()), Action("place", ([1], 2)),
    Action("place", ({"a": 1}, 2)), Action("take_card", (["knight"],)),
    Action(["place"], ()), Action({"type": "place"}, ()), Action(None, None),
    Action(1, ()), Action(("place",), ()), Action("place", None), Action("place", "ab"),
    Action("place", ["gallia", 2]), Action("messenger", ([], [])), Action("nun", ([[]],)),
    Action("witch_look", ([("gallia", 0)],)), Action("spread", ({},)),
    Action("move_plague", (float("inf"),)), Action("give", ({"pass": 1},)),
    Action("enter", (0, [["pass"]])), Action("look", ([],)), Action("supply", (1.0,)),
    Action("draft", (("card", []),)), Action("draft", ((["card"], "x"),)),
    Action("play", [("card", 1)]), Action("play", (("card",),)),
    Action("play", (("card", {"x": 1}),)), Action("hire", (("person", "a"), ("person", "a"))),
    Action("place", ((("a", (("b", ("c", ("d", ("e",)))),)),), 1)),
    Action("no_such_type", ()), Action("messenger@nowhere", ((("gallia", 0)), ("x", 1))),
    ("take_card", [("knight",)]), (("take_card",), ("knight",)),
]


@pytest.mark.parametrize("game_id", GAMES)
def test_malformed_values_are_refused_with_the_illegal_action_error(game_id: str) -> None:
    rng = random.Random(17)
    refused = 0
    for i, config in enumerate(configs(game_id)):
        game = registry.new_game(config, 4_000 + i)
        for _ in range(rng.randrange(40)):  # somewhere into the game, not only its start
            if game.is_over:
                break
            legal = game.legal_actions()
            game.apply(legal[rng.randrange(len(legal))])
        before, history = game.summary(), list(game.history)
        for value in MALFORMED:
            reason = game.why_not(value)
            assert isinstance(reason, IllegalAction), (game_id, value)
            assert reason.code and reason.reason and "Error" not in reason.reason
            assert game.is_legal(value) is False, value
            with pytest.raises(IllegalAction):
                game.apply(value)
            assert game.summary() == before and game.history == history
            refused += 1
    assert refused >= len(MALFORMED)
