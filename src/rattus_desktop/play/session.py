"""A game session: the game's config, who sits where, its seed and its action log.

Qt-free and game-neutral: the game is built through the registry from ``config``.
The GUI controller, saves, autosave and replays all work through it; every change of
the game goes through ``apply``, ``undo`` or ``redo``. Undo and
redo rebuild the game, so always reach it through ``session.game`` (never keep
a reference to an old ``Game``). Listeners (``session.listeners``) are called
with the session after every change: autosave hooks in there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.config import GameConfig
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game
from rattus_desktop.play.undo import Step, UndoRefused, make_step, undo_count

HUMAN = "human"
BOT_LEVELS = ("random", "easy", "medium", "hard")
KINDS = (HUMAN, *BOT_LEVELS)

__all__ = ["BOT_LEVELS", "HUMAN", "KINDS", "Seat", "Session", "Step", "UndoRefused"]


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
    config: GameConfig
    seats: list[Seat]
    seed: int
    start_player: int | None = None
    game: Game = field(init=False)
    log: list[Action] = field(default_factory=list)
    steps: list[Step] = field(init=False, default_factory=list)
    listeners: list[Callable[[Session], None]] = field(
        init=False, default_factory=list, repr=False, compare=False)
    _redo: list[list[Action]] = field(init=False, default_factory=list, repr=False)
    #: how many hints (Ctrl+H) each seat asked for in this session (for the statistics)
    hints_used: dict[int, int] = field(init=False, default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.players:
            raise ValueError(f"{len(self.seats)} seats for a {self.config.players}-player game")
        self.game = self.new_game()
        actions, self.log = list(self.log), []
        for action in actions:
            self._apply(action)

    # -- playing -------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply an action for the current player (IllegalAction if it is not legal)."""
        events = self._apply(action)
        self._redo.clear()
        self._notify()
        return events

    def note_hint(self, seat: int) -> None:
        """One more hint used by ``seat``."""
        self.hints_used[seat] = self.hints_used.get(seat, 0) + 1

    def new_game(self) -> Game:
        """The game of this session before its first action."""
        return registry.new_game(self.config, self.seed, self.start_player)

    def _apply(self, action: Action) -> list[Event]:
        actor = self.game.current_player
        events = self.game.apply(action)
        self.log.append(self.game.history[-1])
        previous = self.steps[-1] if self.steps else None
        self.steps.append(make_step(self.log[-1], actor if actor is not None else -1,
                                    previous, self.game.step_info(events), events))
        return events

    @property
    def current_seat(self) -> Seat | None:
        seat = self.game.current_player
        return None if seat is None else self.seats[seat]

    # -- undo and redo -------------------------------------------------------------
    def undo_refusal(self, seat: int | None = None) -> str | None:
        """Why ``seat`` (default: the current player) may not undo now; None if it may."""
        try:
            self._undo_count(seat)
        except UndoRefused as exc:
            return exc.code
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_refusal(seat) is None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self, seat: int | None = None) -> list[Action]:
        """Take back one step for ``seat``; return the actions taken back (UndoRefused)."""
        count = self._undo_count(seat)
        undone = self.log[-count:]
        self._rebuild(len(self.log) - count)
        self._redo.append(undone)
        self._notify()
        return undone

    def redo(self) -> list[Action]:
        """Re-apply the last undone step; UndoRefused("nothing_to_redo"/"redo_illegal")."""
        if not self._redo:
            raise UndoRefused("nothing_to_redo")
        block = self._redo[-1]
        keep = len(self.log)
        try:
            for action in block:
                self._apply(action)
        except Exception:
            self._rebuild(keep)
            raise UndoRefused("redo_illegal") from None
        self._redo.pop()
        self._notify()
        return block

    def _undo_count(self, seat: int | None) -> int:
        current = self.game.current_player
        if current is not None and not self.seats[current].is_human:
            raise UndoRefused("not_your_turn")
        who = current if seat is None else seat
        bots_only = all(not s.is_human for i, s in enumerate(self.seats) if i != who)
        return undo_count(self.steps, seat, current, bots_only)

    def _rebuild(self, length: int) -> None:
        """Replay the first ``length`` actions from the seed (the core is deterministic)."""
        game = self.new_game()
        for action in self.log[:length]:
            game.apply_unchecked(action)
        self.game = game
        del self.log[length:]
        del self.steps[length:]

    def _notify(self) -> None:
        for listener in list(self.listeners):
            listener(self)
