"""What Rattus declares to the host: its config options and its own settings."""

from __future__ import annotations

from rattus_desktop.engine.options import GameOption, GameSetting
from rattus_desktop.games.rattus.rules.config import CHOICES
from rattus_desktop.games.rattus.rules.data import known_modules

OPTIONS = (
    GameOption("cards", "list", "Rattus Big Box: first, random, one_per_class or a comma list",
               words=CHOICES),
    GameOption("modules", "list", "Rattus Big Box: all or a comma list of modules",
               choices=known_modules()),
    GameOption("card_seed", "int", "Rattus Big Box: the seed of a random card choice"),
)

SETTINGS = (
    GameSetting("plague_risk", ("off", "on"), former="plague_risk"),  # View → Plague risk
)
