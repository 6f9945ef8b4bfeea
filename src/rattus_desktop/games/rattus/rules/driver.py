"""The driver behind the port (``port.DriverPort``): the turn, plague and end functions
the abilities and modules may call, gathered on one object and handed to them as
``rules.driver`` (installed by ``game``, the driver's entry point)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules import endgame, plague, plague_steps, resolve, turn

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.game import Game
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState


class Driver:
    """Implements ``DriverPort``: each member is the driver function of that name."""

    forget = staticmethod(resolve.forget)
    outbreak_extra = staticmethod(resolve.outbreak_extra)
    resolve_token = staticmethod(resolve.resolve_token)
    paused_before_reveal = staticmethod(resolve.paused_before_reveal)
    resume_resolution = staticmethod(plague_steps.resume_resolution)
    resolution_done = staticmethod(plague_steps.resolution_done)
    continue_after_resolution = staticmethod(plague_steps.continue_after_resolution)
    start_turn = staticmethod(turn.start_turn)
    finish_turn = staticmethod(endgame.finish_turn)
    must_place = staticmethod(turn.must_place)
    place_actions = staticmethod(turn.place_actions)
    land = staticmethod(turn.land)
    apply_move_plague = staticmethod(turn.apply_move_plague)
    start_plague = staticmethod(plague.start_plague)
    spread_targets = staticmethod(plague.spread_targets)
    resume_final_plague = staticmethod(endgame.resume_final_plague)
    next_final_turn = staticmethod(endgame.next_final_turn)

    def __init__(self, new_game: Callable[[GameState, Rules], Game]) -> None:
        self._new_game = new_game

    def new_game(self, state: GameState, rules: Rules) -> Game:
        return self._new_game(state, rules)
