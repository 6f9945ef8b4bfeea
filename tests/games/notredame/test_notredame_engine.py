"""The registry entry, configs, the data file, the protocol and the bot policy."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.engine.protocol import BotPolicy, Game, View
from rattus_desktop.games.notredame.rules.data import load, road_graph, table
from rattus_desktop.games.notredame.rules.scenarios import configure, new

pytestmark = pytest.mark.usefixtures("notredame_registry")


def test_registered_game() -> None:
    definition = registry.get("notredame")
    assert definition.title == "Notre Dame" and definition.players == (2, 3, 4, 5)
    assert definition.rulesets == ("base",)
    config = definition.config(3)
    assert config.game == "notredame" and config.ruleset == "base"
    game = registry.new_game(config, 4, start_player=1)
    assert isinstance(game, Game)
    assert game.current_player == 1 and game.phase == "draft"
    assert isinstance(game.view(1), View)
    assert isinstance(definition.load_bot_policy(), BotPolicy)


@pytest.mark.parametrize("players, ruleset, options", [
    (1, "base", None), (6, "base", None), (True, "base", None), (3, "deluxe", None),
    (3, "base", {"shuffle": "sorted"}), (3, "base", {"expansion": True})])
def test_bad_configs(players: int, ruleset: str, options: dict[str, object] | None) -> None:
    with pytest.raises(ConfigError):
        configure(players, ruleset, options)


def test_data_roads_match_the_board_rules() -> None:
    data = load()
    for boroughs, roads in data.raw["roads"].items():
        written = {frozenset(r) for r in roads}
        assert written == {frozenset(r) for r in road_graph(data, int(boroughs))}


def test_distances_of_the_rules_page() -> None:
    for players in (2, 3, 4, 5):
        t = table(players)
        d = t.distance["b0.c"]
        assert [d[f"b0.{m}"] for m in "1234"] == [1, 1, 1, 1]
        assert d["b1.1"] == d["b1.4"] == 2 and d[f"b{t.boroughs - 1}.2"] == 2
        assert d["b1.c"] == d["b1.2"] == d["b1.3"] == 3
        assert all(len([r for r in road_graph(load(), t.boroughs) if m in r]) == 4
                   for m in t.markets)


def test_canonical_shuffle_config() -> None:
    game = new(configure(3, "base", {"shuffle": "canonical"}), 99)
    s = game.summary()
    assert s["start_player"] == 0 and s["persons"] == ["night_watchman", "minstrel",
                                                        "moneylender"]
    assert s["seats"][0]["offer"] == ["residence", "park", "hospital"]
    assert game.state.markets["b2.3"] == 3


def test_copy_is_independent() -> None:
    game = new(configure(2), 3)
    other = game.copy()
    other.apply(other.legal_actions()[0])
    assert game.summary() != other.summary() and len(game.history) == 0


def test_step_info_marks_hidden_steps() -> None:
    game = new(configure(2), 3)
    first = game.apply(game.legal_actions()[0])
    assert game.step_info(first).hidden is None and game.step_info(first).ends_turn
    second = game.apply(game.legal_actions()[0])  # pick 1 done: cards pass
    assert game.step_info(second).hidden == "past_draw"
    assert all(e.private_to in (None, 0, 1) for e in first + second)


@pytest.mark.parametrize("players", (2, 5))
def test_bot_policy_plays_legal_actions(players: int) -> None:
    policy = registry.get("notredame").load_bot_policy()
    rng = random.Random(players)
    game = new(configure(players), 8)
    turns = set()
    while not game.is_over:
        legal = game.legal_actions()
        assert set(policy.candidates(game, rng)) <= set(legal)
        for method in (policy.playout_action, policy.easy_action):
            assert method(game, rng) in legal
        rewards = policy.evaluate(game, 0)
        assert len(rewards) == players and all(0.0 <= r <= 1.0 for r in rewards)
        turns.add(policy.turn_marker(game))
        game.apply(policy.easy_action(game, rng))
    assert max(policy.evaluate(game, 0)) > 0 and len(turns) > 20


def test_easy_bot_beats_random_play() -> None:
    policy = registry.get("notredame").load_bot_policy()
    wins = 0
    for seed in range(12):
        game, rng = new(configure(2), seed), random.Random(seed)
        while not game.is_over:
            legal = game.legal_actions()
            pick = (policy.easy_action(game, rng) if game.current_player == 0
                    else legal[rng.randrange(len(legal))])
            game.apply(pick)
        out = game.outcome()
        assert out is not None
        wins += 0 in out.winners
    assert wins >= 9
