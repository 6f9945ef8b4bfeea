"""Rattus Cartus, the card game: the registry entry (never imports Qt)."""

from __future__ import annotations

from rattus_desktop.engine.options import GameOption
from rattus_desktop.engine.registry import GameDef

from .rules.buildset import MODES
from .rules.codec import CODEC
from .rules.config import PLAYERS, RULESETS, configure, new_game, scenario

GAME = GameDef(
    id="cartus",
    title="Rattus Cartus",
    players=PLAYERS,
    rulesets=RULESETS,
    codec=CODEC,
    new=new_game,
    configure=configure,
    scenario=scenario,
    bot_policy="rattus_desktop.games.cartus.bot:POLICY",
    ui="rattus_desktop.games.cartus.ui.table:CARTUS_UI",
    options=(GameOption("building_set", "choice", "Rattus Cartus: the buildings in play",
                        choices=MODES, default="beginner", flag=False),),
)
