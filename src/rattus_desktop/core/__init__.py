"""The rules core: pure Python, no Qt, no global randomness.

The narrow API::

    game = Game.new(players=4, seed=7)
    game.current_player, game.phase        # who decides now, and what
    game.legal_actions()                   # list[Action]
    events = game.apply(action)            # raises IllegalAction with a reason
    game.view(seat)                        # PlayerView: only what that seat knows
    game.summary()                         # the contract's state summary (JSON-ready)

Actions convert with ``Action.to_json()`` / ``action_from_json()`` / ``action_from_text()``.
"""

from .actions import Action
from .actions import from_json as action_from_json
from .actions import from_text as action_from_text
from .errors import ActionParseError, IllegalAction, RattusError, SetupError
from .events import Event, visible_events
from .game import Game
from .rules import Rules, rules_for
from .tokens import Face
from .view import PlayerView, TokenView, determinize

__all__ = [
    "Action", "ActionParseError", "Event", "Face", "Game", "IllegalAction", "PlayerView",
    "RattusError", "Rules", "SetupError", "TokenView", "action_from_json", "action_from_text",
    "determinize", "rules_for", "visible_events",
]
