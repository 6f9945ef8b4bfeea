"""Notre Dame (Stefan Feld, alea 2007), base game for 2-5 players.

Importing this package never imports Qt. The rules live in ``rules``; the bot policy
is named as a string and loaded only when asked for.
"""

from rattus_desktop.engine.options import GameOption
from rattus_desktop.engine.registry import GameDef

from .rules.codec import CODEC
from .rules.scenarios import RULESETS, SHUFFLES, configure, new, player_counts, scenario

GAME = GameDef(
    id="notredame",
    title="Notre Dame",
    players=player_counts(),
    rulesets=RULESETS,
    codec=CODEC,
    new=new,
    configure=configure,
    scenario=scenario,
    bot_policy="rattus_desktop.games.notredame.bot:POLICY",
    ui="rattus_desktop.games.notredame.ui.table:NOTREDAME_UI",
    options=(GameOption("shuffle", "choice", "Notre Dame: how the cards are shuffled",
                        choices=SHUFFLES, flag=False),),
)
