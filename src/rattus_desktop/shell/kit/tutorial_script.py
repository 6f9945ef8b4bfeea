"""A tutorial as data: a fixed first game (seed, seats, start player) and the steps a
coach walks the player through. Each game's Qt package offers one (``GameUI.tutorial``);
``shell.tutorial_guide`` plays it. Texts are callables so they are translated when
shown (and again after a language switch)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Text = Callable[[], str]


@dataclass(frozen=True)
class TutorialStep:
    """One thing to learn. With ``expect`` the step ends when the player makes a move of
    one of those action types (other moves are refused with the step's own words); it
    is skipped when none of them is legal at the player's decision. Without ``expect``
    the player reads it and presses Next. ``target`` names what the arrow points at
    (``status`` or a name the table knows, see ``tutorial_target``)."""

    text: Text
    expect: frozenset[str] = frozenset()
    target: str = ""


@dataclass(frozen=True)
class TutorialNote:
    """Said once, the first time the game emits an event of ``kind`` (the plague...)."""

    kind: str
    text: Text
    target: str = "board"


@dataclass(frozen=True)
class Tutorial:
    game: str
    players: int
    seed: int
    start_player: int
    seat_names: Callable[[], list[str]]
    steps: tuple[TutorialStep, ...]
    finish: Text
    notes: tuple[TutorialNote, ...] = field(default=())
    ruleset: str = ""
    #: the level of every seat but the player's (seat 0)
    opponents: str = "easy"
