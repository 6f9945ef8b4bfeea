"""Rattus (classic now; the Big Box next): its data, rules, bot policy and Qt table.

``GAME`` registers it; importing this package never imports Qt.
"""

from __future__ import annotations

from typing import Any

from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.protocol import Game as GameProtocol
from rattus_desktop.engine.registry import GameDef
from rattus_desktop.games.rattus.options import OPTIONS, SETTINGS
from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.games.rattus.rules.config import GAME_ID, configure
from rattus_desktop.games.rattus.rules.game import Game


def _new(config: GameConfig, seed: int, start_player: int | None) -> GameProtocol:
    return Game.new(config, seed, start_player)


def _scenario(doc: dict[str, Any]) -> tuple[GameProtocol, list[Any]]:
    from rattus_desktop.games.rattus.scenario import load

    return load(doc)


GAME = GameDef(
    id=GAME_ID,
    title="Rattus",
    players=(2, 3, 4),
    rulesets=("classic", "bigbox"),  # players: the first ruleset's (Big Box: 2-6)
    codec=CODEC,
    new=_new,
    configure=configure,
    scenario=_scenario,
    bot_policy="rattus_desktop.games.rattus.bot.policy:POLICY",
    ui="rattus_desktop.games.rattus.ui.table:RATTUS_UI",
    insight="rattus_desktop.games.rattus.insight:INSIGHT",
    options=OPTIONS,
    settings=SETTINGS,
)
