"""Pips's ``GameDef``, as the test suite registers it (``registration.py``)."""

from rattus_desktop.engine.registry import GameDef

from .rules import CODEC, GAME_ID, configure, new_game, scenario

GAME = GameDef(
    id=GAME_ID,
    title="Pips",
    players=(2,),
    rulesets=("standard",),
    codec=CODEC,
    new=new_game,
    configure=configure,
    scenario=scenario,
    bot_policy="fourth_game.rules:POLICY",
    ui="fourth_game.ui:PIPS_UI",
)
