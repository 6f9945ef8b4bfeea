"""The driver port: what abilities and modules may ask of the turn, the plague and the end.

The driver (``turn``, ``plague``, ``plague_steps``, ``resolve``, ``endgame``,
``final_plague``) calls the abilities and modules through their hooks; when one of
them must hand control back (resolve a token, resume a resolution, start a turn…)
it asks ``rules.driver``, an object implementing this Protocol, instead of importing
the driver. So the abilities and modules import only state, actions, events and
their base, and the rules have no import cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.actions import Action
    from rattus_desktop.games.rattus.rules.events import Event
    from rattus_desktop.games.rattus.rules.game import Game
    from rattus_desktop.games.rattus.rules.rules import Rules
    from rattus_desktop.games.rattus.rules.state import GameState
    from rattus_desktop.games.rattus.rules.tokens import Token


class DriverPort(Protocol):
    """The driver's calls open to abilities and modules (each is the driver function of
    the same name)."""

    # -- resolving a region -------------------------------------------------
    def forget(self, g: GameState, token: Token) -> None: ...
    def outbreak_extra(self, g: GameState, rules: Rules, region: str) -> int: ...
    def resolve_token(self, g: GameState, rules: Rules, region: str, token: Token,
                      bonus: int, extra: int, ev: list[Event]) -> None: ...
    def paused_before_reveal(self, g: GameState, rules: Rules, region: str) -> bool: ...
    def resume_resolution(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...
    def resolution_done(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...
    def continue_after_resolution(self, g: GameState, rules: Rules,
                                  ev: list[Event]) -> None: ...

    # -- the turn -----------------------------------------------------------
    def start_turn(self, g: GameState, seat: int, ev: list[Event]) -> None: ...
    def finish_turn(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...
    def must_place(self, g: GameState) -> bool: ...
    def place_actions(self, g: GameState, rules: Rules) -> list[Action]: ...
    def land(self, g: GameState, rules: Rules, region: str, count: int, extra: bool,
             ev: list[Event]) -> None: ...

    # -- the plague ---------------------------------------------------------
    def apply_move_plague(self, g: GameState, rules: Rules, action: Action,
                          ev: list[Event]) -> None: ...
    def start_plague(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...
    def spread_targets(self, g: GameState, rules: Rules) -> list[str]: ...

    # -- the end ------------------------------------------------------------
    def resume_final_plague(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...
    def next_final_turn(self, g: GameState, rules: Rules, ev: list[Event]) -> None: ...

    # -- a whole game -------------------------------------------------------
    def new_game(self, state: GameState, rules: Rules) -> Game: ...


class Unplugged:
    """The port of rules built without a driver: any call is a clear error."""

    def __getattr__(self, name: str) -> object:
        raise RuntimeError(f"rules.driver.{name}: these rules have no driver "
                           "(import rattus_desktop.games.rattus.rules first)")
