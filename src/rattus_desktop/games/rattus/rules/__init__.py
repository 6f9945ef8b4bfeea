"""The Rattus rules core: pure Python, no Qt, no global randomness.

It implements ``engine.protocol.Game``; outside ``games/rattus`` it is reached only
through the registry. Inside the package::

    game = Game.new(classic(4), seed=7)
    game.current_player, game.phase        # who decides now, and what
    game.legal_actions()                   # list[Action]
    events = game.apply(action)            # raises IllegalAction with a reason
    game.view(seat)                        # PlayerView: only what that seat knows
    game.summary()                         # the contract's state summary (JSON-ready)

Actions convert with ``CODEC`` (``to_json``, ``from_json``, ``to_text``, ``from_text``).
"""

from rattus_desktop.games.rattus.rules.actions import CODEC, Action
from rattus_desktop.games.rattus.rules.actions import from_json as action_from_json
from rattus_desktop.games.rattus.rules.actions import from_text as action_from_text
from rattus_desktop.games.rattus.rules.config import classic, configure
from rattus_desktop.games.rattus.rules.errors import (
    ActionParseError,
    IllegalAction,
    RattusError,
    SetupError,
)
from rattus_desktop.games.rattus.rules.events import Event, visible_events
from rattus_desktop.games.rattus.rules.game import Game
from rattus_desktop.games.rattus.rules.rules import Rules, rules_for
from rattus_desktop.games.rattus.rules.tokens import Face
from rattus_desktop.games.rattus.rules.view import PlayerView, TokenView, determinize

__all__ = [
    "CODEC", "Action", "ActionParseError", "Event", "Face", "Game", "IllegalAction",
    "PlayerView", "RattusError", "Rules", "SetupError", "TokenView", "action_from_json",
    "action_from_text", "classic", "configure", "determinize", "rules_for", "visible_events",
]
