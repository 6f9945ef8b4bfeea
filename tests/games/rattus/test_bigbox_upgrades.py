"""Big Box Upgrades module and the Alchemist: configuration, the level mechanism, the
codec of ``"via"``, legality that scales (the Witch III's 4-token looks) and views."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from rattus_desktop.engine.errors import ConfigError, IllegalAction
from rattus_desktop.games.rattus.rules import CODEC, Action, Game, action_from_json
from rattus_desktop.games.rattus.rules import config as config_module
from rattus_desktop.games.rattus.rules.abilities import ABILITIES
from rattus_desktop.games.rattus.rules.config import configure
from rattus_desktop.games.rattus.rules.modules.upgrades.upgrades import level, no_tile, tiles

SIX = ["peasant", "merchant", "monk", "knight", "witch", "king"]


def _game(players: int, cards: list[str], setup: dict[str, Any]) -> Game:
    config = configure(players, "bigbox", {"cards": cards, "modules": ["upgrades"]})
    return Game.from_setup(config, {"current_player": 0, **setup})


def test_every_tiled_card_has_its_levels_and_the_rest_none() -> None:
    upgradable = {card for card, ability in ABILITIES.items() if ability.upgradable}
    assert upgradable == set(tiles())
    assert {"philosopher", "jester", "alchemist"} == set(no_tile())
    for card, table in tiles().items():
        assert all(len(values) == 3 for values in table.values()), card


def test_upgrades_are_refused_with_a_card_whose_tiles_are_not_played(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(config_module, "PLAYABLE_CARDS",
                        (*config_module.PLAYABLE_CARDS, "soldier"))
    # (the Soldier's tiles exist now: the test takes them away as for an unwritten card)
    monkeypatch.setattr(ABILITIES["soldier"], "upgradable", False)
    with pytest.raises(ConfigError) as caught:
        configure(3, "bigbox", {"cards": [*SIX, "soldier"], "modules": ["upgrades"]})
    assert caught.value.code == "card_no_tiles" and "soldier" in caught.value.reason
    # without the module the same card set is fine, and random sets avoid the card
    assert "soldier" in configure(3, "bigbox", {"cards": [*SIX, "soldier"]}).option("cards")
    for seed in range(30):
        drawn = configure(5, "bigbox", {"cards": "random", "card_seed": seed,
                                        "modules": ["upgrades"]}).option("cards")
        assert "soldier" not in drawn


def test_the_alchemist_needs_the_module() -> None:
    with pytest.raises(ConfigError) as caught:
        configure(3, "bigbox", {"cards": [*SIX, "alchemist"]})
    assert caught.value.code == "card_needs_module"


def test_level_reads_the_tile_and_the_alchemist() -> None:
    game = _game(3, [*SIX, "alchemist"], {
        "plague": "anglia", "cards": {"merchant": 0, "alchemist": 0},
        "upgrades": {"merchant": 2}, "alchemist_tile": "monk"})
    g = game.state
    assert level(g, "merchant") == 2 and level(g, "monk") == 1 and level(g, "king") == 1
    g.upgrades.via = "monk"
    assert level(g, "monk") == 3
    g.upgrades.via = None


@pytest.mark.parametrize("raw", [
    {"type": "monk", "token": ["gallia", 0], "to": "turcia", "via": "alchemist"},
    {"type": "place", "region": "gallia", "count": 5, "via": "alchemist"},
    {"type": "witch_look", "tokens": [["gallia", 0], ["italia", 0], ["anglia", 1],
                                      ["hungaria", 2]], "via": "alchemist"},
    {"type": "witch_arrange", "order": [2, 0, 1]},
    {"type": "upgrade", "card": "merchant"},
    {"type": "alchemist", "tile": "witch"},
    {"type": "alchemist_return"},
    {"type": "bishop_remove", "token": ["gallia", 1]},
])
def test_new_actions_round_trip_json_and_text(raw: dict[str, Any]) -> None:
    action = action_from_json(raw)
    assert CODEC.to_json(action) == raw
    assert CODEC.from_text(CODEC.to_text(action)) == action


def _full_board() -> Game:
    """6 players, 3 face-down tokens in each of the 17 regions, Witch III held by seat 0."""
    names = ["anglia", "scandia", "gallia", "hispania", "germania", "italia", "hungaria",
             "polonia", "bulgaria", "turcia", "russia", "tartaria", "mauretania", "numidia",
             "tripolitania", "cyrenaica", "aegyptus"]
    regions: dict[str, dict[str, Any]] = {
        r: {"rats": [{"n": 2 + (i + k) % 5} for k in range(3)]} for i, r in enumerate(names)}
    regions["gallia"]["pieces"] = [1, 0, 0, 0, 0, 0]
    return _game(6, [*SIX, "messenger", "nomad"], {
        "plague": "anglia", "cards": {"witch": 0}, "upgrades": {"witch": 3},
        "regions": regions})


def test_a_four_token_look_is_checked_directly_and_listed_bounded() -> None:
    game = _full_board()
    refs = [(r, i) for r in game.state.regions for i in range(3)]
    assert len(refs) == 51 and len(list(combinations(refs, 4))) == 249_900
    looks = [a for a in game.legal_actions() if a.type == "witch_look"]
    assert 0 < len(looks) <= len(refs)  # the bounded listing: one window per token
    rng = random.Random(7)
    for _ in range(200):  # looks the listing never offers are legal all the same
        picked = tuple(rng.sample(refs, 4))
        action = Action("witch_look", (picked,))
        assert game.why_not(action) is None and game.is_legal(action)
    picked = tuple(rng.sample(refs, 4))
    twin = Action("witch_look", ((picked[0], picked[0], picked[1], picked[2]),))
    assert isinstance(game.why_not(twin), IllegalAction)
    assert game.why_not(Action("witch_look", (picked[:3],))).code == "witch_look_count"
    alike = Action("witch_look", (((picked[0][0], True),) + picked[1:],))
    assert game.why_not(alike).code in ("bad_type", "no_such_token")
    assert not game.is_legal(alike)
    before = game.summary()
    game.apply(Action("witch_look", (picked,)))
    assert game.phase == "witch_arrange"
    orders = game.legal_actions()
    assert len(orders) == 24  # every order of 4 is listed (no bishop on the board)
    assert game.why_not(Action("witch_arrange", ((0, 1, 2, True),))) is not None
    game.apply(Action("witch_arrange", ((3, 2, 1, 0),)))
    assert game.phase == "actions" and game.summary()["regions"] == before["regions"]
    view = game.view(0)  # the looker still knows the four faces, wherever they went
    assert all(view.tokens[r][i].face is not None for r, i in picked)
    assert all(game.view(1).tokens[r][i].face is None for r, i in picked)


def test_a_sampled_world_keeps_the_tiles() -> None:
    game = _game(3, [*SIX, "alchemist"], {
        "plague": "anglia", "cards": {"merchant": 0, "alchemist": 1},
        "upgrades": {"merchant": 3}, "alchemist_tile": "witch"})
    world = game.view(1).sample(random.Random(1))
    assert world.state.upgrades.levels == {"merchant": 3}
    assert world.state.upgrades.alchemist_tile == "witch"
    assert world.view(1) == game.view(1)


def test_a_use_through_the_alchemist_leaves_no_context_behind() -> None:
    game = _game(3, [*SIX, "alchemist"], {
        "plague": "anglia", "cards": {"alchemist": 0}, "alchemist_tile": "monk",
        "regions": {"gallia": {"rats": [{"n": 3}]}}})
    through = [a for a in game.legal_actions() if a.type.endswith("@alchemist")]
    assert through and all(a.type == "monk@alchemist" for a in through)
    assert game.state.upgrades.via is None
    game.why_not(Action("monk@alchemist", (("gallia", 0), "turcia")))
    assert game.state.upgrades.via is None
    game.apply(Action("monk@alchemist", (("gallia", 0), "turcia")))
    assert game.state.upgrades.via is None and game.summary()["regions"]["turcia"]["rats"] == 1


def test_bots_play_an_upgrades_game_with_the_alchemist_to_the_end() -> None:
    from rattus_desktop.bots import make_bot
    from rattus_desktop.bots.base import Budget
    from rattus_desktop.bots.ismcts import SearchBot, SearchConfig
    from rattus_desktop.engine import registry

    config = configure(3, "bigbox", {"cards": [*SIX, "alchemist", "messenger"],
                                     "modules": ["upgrades"]})
    policy = registry.get("rattus").load_bot_policy()
    bots = [SearchBot("tiny", SearchConfig(Budget(6, time_cap=60.0)), policy, 1),
            make_bot("rattus", "easy", 2), make_bot("rattus", "random", 3)]
    game = registry.new_game(config, 5)
    rng = random.Random(5)
    kinds: set[str] = set()
    while not game.is_over:
        seat = game.current_player
        assert seat is not None
        legal = game.legal_actions()
        upgrade = [a for a in legal if a.type in ("upgrade", "alchemist")]
        if upgrade and rng.random() < 0.5:  # steer towards tiles so that they are played
            action = rng.choice(upgrade)
        else:
            action = bots[seat].choose(game.view(seat))
        assert game.why_not(action) is None, action
        game.apply(action)
        kinds.add(action.type)
    assert "upgrade" in kinds and game.outcome() is not None
