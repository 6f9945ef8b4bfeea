"""The Big Box ruleset's configuration: player counts, card choices, warnings, refusals;
and properties of random Big Box games the state invariants cannot see."""

from __future__ import annotations

import random

import pytest
from rattus_invariants import check_invariants

from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.games.rattus.rules import Game, config, configure
from rattus_desktop.games.rattus.rules.config import (
    PLAYABLE_CARDS,
    card_warnings,
    choose_cards,
)
from rattus_desktop.games.rattus.rules.data import all_cards

BASE = ["peasant", "merchant", "monk", "knight", "witch", "king"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_first_game_set(players: int) -> None:
    cards = list(configure(players, "bigbox").option("cards"))
    assert cards == BASE + (["messenger", "nomad"] if players >= 5 else [])


@pytest.mark.parametrize("how", ["random", "one_per_class"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_choices_pick_playable_distinct_cards(how: str, players: int) -> None:
    for seed in range(30):
        cards = configure(players, "bigbox", {"cards": how, "card_seed": seed}).option("cards")
        assert len(cards) == (8 if players >= 5 else 6)
        assert len(set(cards)) == len(cards) and set(cards) <= set(PLAYABLE_CARDS)


def test_one_per_class_spreads_the_classes() -> None:
    for seed in range(30):
        cards = choose_cards(4, "one_per_class", random.Random(seed))
        assert len({all_cards()[c].cls for c in cards}) == 6


def test_a_card_choice_is_pinned_by_its_seed() -> None:
    a = configure(5, "bigbox", {"cards": "random", "card_seed": 9})
    assert a == configure(5, "bigbox", {"cards": "random", "card_seed": 9})


def test_chivalry_warning_below_four_players() -> None:
    no_knight = ["peasant", "merchant", "monk", "witch", "king", "judge"]
    assert {"code": "no_chivalry", "players": 3} in card_warnings(3, no_knight)
    assert not any(w["code"] == "no_chivalry" for w in card_warnings(4, no_knight))
    assert card_warnings(3, BASE) == []
    assert card_warnings(5, BASE) == [{"code": "card_count", "expected": 8, "count": 6}]


@pytest.mark.parametrize("options, code", [
    ({"cards": BASE[:5] + ["astronomer"]}, "card_needs_module"),
    ({"cards": BASE[:5] + ["nobody"]}, "unknown_card"),
    ({"cards": BASE + ["king"]}, "bad_option"),
    ({"cards": []}, "bad_option"),
    ({"cards": "best"}, "bad_option"),
    ({"modules": ["dragons"]}, "unknown_module"),
    ({"colour": "red"}, "bad_option"),
])
def test_refusals(options: dict, code: str) -> None:
    with pytest.raises(ConfigError) as info:
        configure(4, "bigbox", options)
    assert info.value.code == code and info.value.reason


def test_not_playable_names_the_card(monkeypatch: pytest.MonkeyPatch) -> None:
    # every card without a module is playable now: take one out of the list to check
    # that a card missing from PLAYABLE_CARDS is refused (and never drawn at random)
    monkeypatch.setattr(config, "PLAYABLE_CARDS",
                        tuple(c for c in PLAYABLE_CARDS if c != "sultan"))
    with pytest.raises(ConfigError, match="card sultan is not playable in this version yet"
                       ) as info:
        configure(4, "bigbox", {"cards": BASE[:5] + ["sultan"]})
    assert info.value.code == "card_not_playable"
    for seed in range(20):
        drawn = configure(6, "bigbox", {"cards": "random", "card_seed": seed})
        assert "sultan" not in drawn.option("cards")


def test_unplayable_module_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # every module is playable now: take one out of the list to check the refusal
    monkeypatch.setattr(config, "PLAYABLE_MODULES",
                        tuple(m for m in config.PLAYABLE_MODULES if m != "tavern"))
    with pytest.raises(ConfigError) as info:
        configure(4, "bigbox", {"modules": ["tavern"]})
    assert info.value.code == "module_not_playable" and "tavern" in info.value.reason


@pytest.mark.parametrize("card", ["emperor", "boccaccio"])
def test_upgrades_refuse_cards_without_tiles(card: str) -> None:
    # the plague cards have no level II/III tiles in this version
    with pytest.raises(ConfigError) as info:
        configure(4, "bigbox", {"cards": BASE[:5] + [card], "modules": ["upgrades"]})
    assert info.value.code == "card_no_tiles" and card in info.value.reason


@pytest.mark.parametrize("players", [1, 7])
def test_player_counts(players: int) -> None:
    with pytest.raises(ConfigError):
        configure(players, "bigbox")


def test_classic_still_refuses_five_players() -> None:
    with pytest.raises(ConfigError):
        configure(5, "classic")


def _play(cards: list[str], players: int, seed: int, check=None) -> Game:  # noqa: ANN001
    game = Game.new(configure(players, "bigbox", {"cards": cards}), seed)
    rng = random.Random(seed)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
        if check is not None:
            check(game)
    return game


def test_no_token_is_ever_added_to_a_bishop_region() -> None:
    cards = ["bishop", "monk", "witch", "pied_piper", "knight", "nun", "mayor", "peasant"]
    checked = 0

    def check(game: Game) -> None:
        nonlocal checked
        g = game.state
        for region in g.bishops:
            uids = {t.uid for t in g.rats[region]}
            before = seen.get(region)
            if before is not None:
                assert uids <= before, region
                checked += 1
        seen.clear()
        seen.update({r: {t.uid for t in g.rats[r]} for r in g.bishops})
        check_invariants(game)

    for players in (2, 4, 6):
        for seed in range(25):
            seen: dict[str, set[int]] = {}
            _play(cards, players, seed, check)
    assert checked > 1000


def test_the_jester_is_seeded() -> None:
    cards = ["jester", "king", "peasant", "merchant", "monk", "witch"]
    for seed in range(10):
        a, b = _play(cards, 4, seed), _play(cards, 4, seed)
        assert a.summary() == b.summary()
    dropped = 0
    for seed in range(20):
        game = _play(cards, 4, seed)
        dropped += sum(1 for act in game.history if act.type == "jester")
    assert dropped > 0


def test_bench_takes_big_box_options(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    from rattus_desktop.cli import COMMANDS

    assert COMMANDS["bench"](["--ruleset", "bigbox", "--players", "4", "--cards", "first",
                              "--games", "3", "--baseline"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ruleset"] == "bigbox" and out["baseline"]["ruleset"] == "classic"
    assert out["games"] == 3 and out["ratio"] > 0
    with pytest.raises(SystemExit):  # (every module is playable now: an unknown one)
        COMMANDS["bench"](["--ruleset", "bigbox", "--modules", "dragons", "--games", "1"])
    assert "dragons" in capsys.readouterr().err
    with pytest.raises(SystemExit):  # no classic game at 6 players to compare with
        COMMANDS["bench"](["--ruleset", "bigbox", "--players", "6", "--baseline"])
    assert "2-4 players" in capsys.readouterr().err
