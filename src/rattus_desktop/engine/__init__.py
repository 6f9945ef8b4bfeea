"""The engine: the game protocol, its base types, the registry, scenarios and bench.

Qt-free. Every game implements ``protocol.Game``; the rest of the application finds
games only through ``registry``. See docs/architecture.md.
"""

from .actions import Action, FieldCodec, new_action
from .config import GameConfig
from .errors import ActionParseError, ConfigError, EngineError, IllegalAction, SetupError
from .events import Event, visible_events
from .protocol import Game, Outcome, StepInfo, View, random_playout

__all__ = [
    "Action", "ActionParseError", "ConfigError", "EngineError", "Event", "FieldCodec", "Game",
    "GameConfig", "IllegalAction", "Outcome", "SetupError", "StepInfo", "View",
    "new_action", "random_playout", "visible_events",
]
