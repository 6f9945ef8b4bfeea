"""View → Plague risk: the overlay's tints and tooltip follow the public view's risks."""

from __future__ import annotations

import random

import pytest

from rattus_desktop.engine import registry
from rattus_desktop.games.rattus.insight.risk import region_risks
from rattus_desktop.games.rattus.ui.risk_overlay import RiskBadge, percent
from rattus_desktop.games.rattus.ui.tooltips import tip_for_key
from rattus_desktop.play.session import Seat

pytestmark = pytest.mark.gui


def _start(window, ruleset: str = "classic", players: int = 3, moves: int = 40) -> None:
    config = registry.get("rattus").config(players, ruleset)
    seats = [Seat(f"P{i}", c) for i, c in enumerate(("#c0392b", "#2e86c1", "#27ae60",
                                                      "#8e44ad", "#d4ac0d")[:players])]
    window.controller.new_game(config, seats, seed=5)
    rng = random.Random(2)
    for _ in range(moves):
        legal = window.controller.game.legal_actions()
        assert window.controller.try_apply(legal[rng.randrange(len(legal))])
    window.table.flow.animator.finish_all()


@pytest.mark.parametrize("ruleset", ["classic", "bigbox"])
def test_overlay_tints_and_tooltip(window, ruleset):
    _start(window, ruleset)
    table = window.table
    assert not window.menus.game_actions["plague_risk"].isChecked() and not table.risk.enabled
    window.menus.game_actions["plague_risk"].trigger()  # on
    assert window.settings.game_setting("rattus", "plague_risk") == "on" and table.risk.enabled
    table.risk.wait()
    expected = region_risks(window.controller.game.view(None))
    assert expected and set(table.risk.risks) == set(expected)
    badges = [i for i in table.scene.items() if isinstance(i, RiskBadge)]
    assert sorted(b.text for b in badges) == sorted(percent(r.outbreak) for r in expected.values())
    rid, risk = next(iter(expected.items()))
    tip = tip_for_key(table.scene, ("region", rid))
    assert percent(risk.outbreak) in tip and "Plague risk" in tip
    window.menus.game_actions["plague_risk"].trigger()  # off
    assert window.settings.game_setting("rattus", "plague_risk") == "off"
    assert not [i for i in table.scene.items() if isinstance(i, RiskBadge)]
    assert "Plague risk" not in tip_for_key(table.scene, ("region", rid))


def test_overlay_refreshes_after_an_action(window):
    _start(window, moves=30)
    table = window.table
    window.menus.game_actions["plague_risk"].trigger()
    table.risk.wait()
    controller = window.controller
    for _ in range(12):  # until an action changes a region's risk
        before = dict(table.risk.risks)
        assert controller.try_apply(controller.game.legal_actions()[0])
        table.risk.wait()
        assert table.risk.risks == region_risks(controller.game.view(None))
        if table.risk.risks != before:
            break
    else:
        pytest.fail("no action changed the risks")


def test_the_setting_is_saved_and_checked() -> None:
    from rattus_desktop.saves.settings import Settings, from_json

    assert Settings().game("rattus", "plague_risk") == "off"
    on = Settings(games={"rattus": {"plague_risk": "on"}})
    assert on.to_json()["games"] == {"rattus": {"plague_risk": "on"}}
    assert from_json(on.to_json())[0].game("rattus", "plague_risk") == "on"
    settings, bad = from_json({"games": {"rattus": {"plague_risk": "maybe"}}})
    assert settings.game("rattus", "plague_risk") == "off" and bad == ["games"]


def test_an_older_settings_file_still_loads() -> None:
    """Before the games' own settings had a map, Plague risk stood at the top level."""
    from rattus_desktop.saves.settings import from_json

    settings, bad = from_json({"plague_risk": "on", "bot_speed": "fast"})
    assert settings.game("rattus", "plague_risk") == "on" and bad == []
    assert "plague_risk" not in settings.to_json() and settings.bot_speed == "fast"
    settings, bad = from_json({"plague_risk": "maybe"})
    assert settings.game("rattus", "plague_risk") == "off" and bad == ["plague_risk"]
