"""Levels with settings (``hard/evaluation=cards/iterations=300``) for measuring a change,
and the thinking-time factor, reach the search a bot really runs."""

from __future__ import annotations

import pytest

from rattus_desktop.bots import SEARCH_LEVELS, is_level, make_bot, parse_level
from rattus_desktop.bots.ismcts import SearchBot
from rattus_desktop.games.rattus.bot.policy import RULESET_TUNING
from rattus_desktop.games.rattus.rules import Game
from rattus_desktop.games.rattus.rules.config import classic, configure


def test_a_level_parses_into_its_base_and_typed_settings() -> None:
    base, settings = parse_level("hard/iterations=300/evaluation=cards/quick_rollouts=false")
    assert base == "hard"
    assert settings == {"iterations": 300, "evaluation": "cards", "quick_rollouts": False}
    assert parse_level("medium") == ("medium", {})


@pytest.mark.parametrize("spec", ["easy/iterations=3", "hard/depth=3", "hard/iterations=x",
                                  "hard/quick_rollouts=yes", "hard/iterations", "godlike"])
def test_a_bad_level_is_refused_with_a_reason(spec: str) -> None:
    assert not is_level(spec)
    with pytest.raises(ValueError):
        make_bot("rattus", spec, 1)


def test_an_unknown_evaluation_is_refused_when_the_bot_is_made() -> None:
    with pytest.raises(ValueError, match="card"):
        make_bot("rattus", "hard/evaluation=card", 1)


def _searcher(spec: str) -> SearchBot:
    bot = make_bot("rattus", spec, 1)
    assert isinstance(bot, SearchBot)
    return bot


def test_settings_replace_the_level_and_its_ruleset_tuning() -> None:
    view = Game.new(classic(2), 3).view(0)
    plain = _searcher("hard").config_for(view)
    assert plain.budget == RULESET_TUNING["classic"]["hard"]["budget"]
    tuned = _searcher("hard/iterations=300/evaluation=cards/rollout_turns=3").config_for(view)
    assert (tuned.budget.iterations, tuned.evaluation, tuned.rollout_turns) == (
        300, "cards", 3)
    assert tuned.budget.time_cap == plain.budget.time_cap


def test_thinking_time_scales_the_budget_the_search_uses_in_every_ruleset() -> None:
    for config in (classic(2), configure(2, "bigbox", {"cards": "first"})):
        view = Game.new(config, 4).view(0)
        bot = _searcher("hard")
        base = bot.config_for(view).budget
        bot.thinking = 2.5
        assert bot.config_for(view).budget.iterations == round(base.iterations * 2.5)
        assert bot.config_for(view).budget.time_cap == pytest.approx(base.time_cap * 2.5)
    assert base.iterations == SEARCH_LEVELS["hard"].budget.iterations  # Big Box: untuned


def test_the_big_box_levels_count_module_points_and_the_hint_searches_as_hard(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rattus_desktop.shell.kit import hint_search

    game = Game.new(configure(2, "bigbox", {"cards": "random", "modules": ["guild"]}), 4)
    view = game.view(game.state.current)
    for level in ("medium", "hard"):
        assert _searcher(level).config_for(view).evaluation == "modules"
    assert _searcher("hard").config_for(Game.new(classic(2), 3).view(0)).evaluation == ""
    seen = []

    class Spy(hint_search.Search):
        def __init__(self, view, policy, config, rng):  # type: ignore[no-untyped-def]
            seen.append(config)
            super().__init__(view, policy, config, rng)

    monkeypatch.setattr(hint_search, "Search", Spy)
    while len(view.legal_actions) < 2:
        game.apply(view.legal_actions[0])
        view = game.view(game.state.current)
    hint_search.compute_hint("rattus", view, 1, iterations=8)
    assert seen[0].evaluation == "modules"
    assert seen[0].budget.iterations == 8
