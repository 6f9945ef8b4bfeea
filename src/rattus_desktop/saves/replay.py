"""A replay of a save: the game at any point of its log (Qt-free model of the replay view).

Position ``p`` (0..``len(replay)``) is the game after the first ``p`` actions;
the log entry to highlight there is action ``p - 1``. Games are rebuilt from a
snapshot kept every ``SNAPSHOT_EVERY`` actions, so stepping either way is cheap
and memory stays small even for a long game.
"""

from __future__ import annotations

from dataclasses import dataclass

from rattus_desktop.engine import registry
from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event, visible_events
from rattus_desktop.engine.protocol import Game

from .format import SaveFile, replay

SNAPSHOT_EVERY = 16


@dataclass(frozen=True, slots=True)
class Entry:
    """One log entry: the action, who took it, the phase it was taken in, its events."""

    index: int
    action: Action
    seat: int
    phase: str
    events: tuple[Event, ...]  # public events only (no Witch peeks)


@dataclass(frozen=True, slots=True)
class TurnMark:
    """Where a turn starts: ``index`` of its first action; ``number`` counts normal turns."""

    index: int
    seat: int
    kind: str  # "setup", "turn", "final_turn" or "final_plague"
    number: int


class Replay:
    def __init__(self, save: SaveFile) -> None:
        """``save`` as loaded by ``load_save`` (replayed now if it was not yet)."""
        if save.session is None:
            replay(save)
        self.save = save
        self.seats = list(save.seats)
        self.entries: list[Entry] = []
        self._snapshots: list[Game] = []
        self._build()
        self.turns = _turn_marks(self.entries, save)
        self.position = len(self.entries)

    def _new_game(self) -> Game:
        return registry.new_game(self.save.config, self.save.seed, self.save.start_player)

    def _build(self) -> None:
        game = self._new_game()
        for index, action in enumerate(self.save.actions):
            if index % SNAPSHOT_EVERY == 0:
                self._snapshots.append(game.copy())
            seat, phase = game.current_player, game.phase
            assert seat is not None, "an action was logged after the end of the game"
            events = game.apply(action)
            self.entries.append(Entry(index, action, seat, phase,
                                      tuple(visible_events(events, None))))
        if len(self.entries) % SNAPSHOT_EVERY == 0:
            self._snapshots.append(game.copy())

    def __len__(self) -> int:
        return len(self.entries)

    def game_at(self, position: int) -> Game:
        """A fresh game after the first ``position`` actions (clamped to the log)."""
        position = max(0, min(position, len(self.entries)))
        base = position // SNAPSHOT_EVERY
        game = self._snapshots[base].copy()
        for action in self.save.actions[base * SNAPSHOT_EVERY:position]:
            game.apply_unchecked(action)
        return game

    def seek(self, position: int) -> Game:
        self.position = max(0, min(position, len(self.entries)))
        return self.game_at(self.position)

    def step(self, delta: int) -> Game:
        return self.seek(self.position + delta)

    def turn_index_at(self, position: int) -> int:
        """The index in ``turns`` of the turn in progress at ``position``: the turn of the
        next action (of the last one at the end of the log); -1 for an empty log."""
        found = -1
        for i, mark in enumerate(self.turns):
            if mark.index <= position:
                found = i
        return found


def _turn_marks(entries: list[Entry], save: SaveFile) -> list[TurnMark]:
    assert save.session is not None
    turns = [s.turn for s in save.session.steps]
    marks: list[TurnMark] = []
    number = 0
    for entry in entries:
        previous = turns[entry.index - 1] if entry.index else None
        if turns[entry.index] == previous:
            continue
        kind = _turn_kind(entry)
        number += kind == "turn"
        marks.append(TurnMark(entry.index, entry.seat, kind, number))
    return marks


def _turn_kind(entry: Entry) -> str:
    if entry.phase == "setup":
        return "setup"
    if entry.phase == "final_turn":
        return "final_turn"
    if entry.phase == "knight_bonus" and entry.action.type == "knight_bonus":
        return "final_plague"
    return "turn"
