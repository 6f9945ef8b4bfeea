"""The Big Box as the issue asks for it: six players on Europe and North Africa, cards
drawn at random from all 33, every module on, a hot-seat game played to its end
through the real window, every decision by its gesture (the module drivers of the
other Big Box tests together), the model checked after each one."""

from __future__ import annotations

import random

import pytest
from gui_driver import pick
from test_bigbox_guild import GuildDriver
from test_bigbox_region_cards import RegionDriver
from test_bigbox_table import seats
from test_bigbox_universities import UniDriver
from test_bigbox_upgrades_table import UpgradeDriver

from rattus_desktop.engine import registry

pytestmark = pytest.mark.gui
MODULES = ["region_cards", "universities", "upgrades", "guild", "tavern"]


class AllModulesDriver(RegionDriver, GuildDriver, UniDriver, UpgradeDriver):
    """Each module's gestures; what one does not know goes on to the next."""


def everything(players: int, card_seed: int):
    return registry.get("rattus").configure(players, "bigbox", {
        "cards": "random", "card_seed": card_seed, "modules": MODULES})


@pytest.mark.parametrize("seed", [5, 11])
def test_six_players_every_module_a_whole_game_by_gesture(window, qtbot, seed):
    window.start_game(everything(6, seed), seats(6), start_player=0, seed=seed)
    game = window.controller.game
    first = game.summary()
    assert set(first["modules"]) == set(MODULES)
    assert len(first["regions"]) == 17, "Europe and North Africa as one board"
    driver = AllModulesDriver(window, qtbot)
    rng = random.Random(seed)
    types: set[str] = set()
    for _step in range(6000):
        game = window.controller.game
        if game.is_over:
            break
        if window.handover.isVisible():
            driver.press_button("ready")
            continue
        action = pick(rng, game.legal_actions())
        before = len(window.controller.session.log)
        driver.perform(action)
        session = window.controller.session
        assert len(session.log) == before + 1, f"{action} was not applied"
        assert session.log[-1] == session.game.canonical(action)
        types.add(action.type.partition("@")[0])
    game = window.controller.game
    assert game.is_over, "the game did not end"
    summary = game.summary()
    detail = summary["score_detail"]
    assert len(detail) == 6
    for part in ("universities", "region_cards", "guild", "tavern"):
        assert all(part in seat for seat in detail)
    assert [sum(seat.values()) for seat in detail] == summary["scores"]
    assert window.results.isVisible()
    assert {"region_card", "take_card", "place", "move_plague"} <= types
    assert len(window.controller.session.log) > 150, "a whole six-player game"
