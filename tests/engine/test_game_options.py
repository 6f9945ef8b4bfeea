"""What each game declares to the host (``GameDef.options``, ``GameDef.settings``) holds
together, and the command line and the configurations are built from it."""

from __future__ import annotations

import argparse
import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.engine.errors import ConfigError
from rattus_desktop.engine.options import GameOption, GameSetting
from rattus_desktop.game_args import add_game_arguments, flag_options, game_config

GAMES = registry.games()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_declarations_are_well_formed(game: registry.GameDef) -> None:
    names = [o.name for o in game.options]
    assert len(names) == len(set(names))
    for option in game.options:
        assert option.kind in ("choice", "list", "int") and option.help
        if option.kind == "choice":
            assert option.choices and (option.default is None
                                       or option.default in option.choices)
    for setting in game.settings:
        assert len(setting.choices) >= 2 and setting.default == setting.choices[0]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_declared_choice_configures_a_game_that_ends(game: registry.GameDef) -> None:
    rng = random.Random(3)
    for option in (o for o in game.options if o.kind == "choice"):
        for choice in option.choices:
            config = game.config(game.players[0], "", {option.name: choice})
            played = registry.new_game(config, 11)
            for _ in range(20_000):
                if played.is_over:
                    break
                legal = played.legal_actions()
                played.apply(legal[rng.randrange(len(legal))])
            assert played.is_over, (option.name, choice)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    add_game_arguments(parser, 4)
    return parser


def test_every_flag_option_is_on_the_command_line_and_no_other() -> None:
    flags = {o.flag_name for o in flag_options()}
    declared = {o.flag_name for g in GAMES for o in g.options if o.flag}
    assert flags == declared
    help_text = _parser().format_help()
    assert all(flag in help_text for flag in flags)
    hidden = {o.flag_name for g in GAMES for o in g.options if not o.flag} - declared
    assert not any(flag in help_text for flag in hidden)


def test_a_list_option_reads_words_all_and_comma_lists() -> None:
    option = GameOption("things", "list", "x", choices=("a", "b", "c"), words=("first",))
    assert option.from_text("first") == "first"
    assert option.from_text("all") == ["a", "b", "c"]
    assert option.from_text(" a, c ,") == ["a", "c"]
    choice = GameOption("mode", "choice", "x", choices=("p", "q"))
    assert choice.from_text("q") == "q"
    with pytest.raises(ValueError, match="--mode"):
        choice.from_text("r")
    assert GameOption("n", "int", "x").from_text("7") == 7


def test_the_config_comes_from_the_games_own_declaration() -> None:
    listed = [(g, o) for g in GAMES for o in g.options
              if o.kind == "list" and o.choices and o.flag]
    assert listed, "some game declares a list option with choices"
    for game, option in listed:
        args = _parser().parse_args(["--game", game.id, "--ruleset", game.rulesets[-1],
                                     "--players", str(game.players[-1]),
                                     option.flag_name, "all"])
        assert sorted(game_config(args).option(option.name)) == sorted(option.choices)


def test_a_flag_another_game_does_not_take_is_refused_with_a_reason() -> None:
    flagged = {o.name for o in flag_options()}
    for game in GAMES:
        foreign = sorted(flagged - {o.name for o in game.options})
        if not foreign:
            continue
        option = next(o for o in flag_options() if o.name == foreign[0])
        value = "1" if option.kind == "int" else (option.choices or ("x",))[0]
        args = _parser().parse_args(["--game", game.id, "--players", str(game.players[0]),
                                     option.flag_name, value])
        with pytest.raises(ConfigError):
            game_config(args)
        return
    pytest.fail("every game takes every flag: nothing to refuse")


def test_a_setting_checks_its_choices() -> None:
    setting = GameSetting("glow", ("off", "on"), former="glow")
    assert setting.default == "off" and setting.check("on") == "on"
    with pytest.raises(ValueError):
        setting.check(True)
