"""A game session: the game plus who sits where, its seed and its action log.

Qt-free. The GUI controller, saves, autosave and replays all work through it;
every change of the game goes through ``apply``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .core import Action, Event, Game

HUMAN = "human"


@dataclass
class Seat:
    name: str
    colour: str  # "#rrggbb"
    kind: str = HUMAN  # "human" or a bot level: "random", "easy", "medium", "hard"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class Session:
    seats: list[Seat]
    seed: int
    start_player: int | None = None
    game: Game = field(init=False)
    log: list[Action] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.game = Game.new(len(self.seats), self.seed, self.start_player)
        actions, self.log = self.log, []
        for action in actions:
            self.apply(action)

    def apply(self, action: Action) -> list[Event]:
        """Apply an action for the current player (IllegalAction if it is not legal)."""
        events = self.game.apply(action)
        self.log.append(action)
        return events

    @property
    def current_seat(self) -> Seat | None:
        seat = self.game.current_player
        return None if seat is None else self.seats[seat]
