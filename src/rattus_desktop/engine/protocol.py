"""The engine protocol: what every game implements, after OpenSpiel's state API and
boardgame.io's ``playerView``.

A ``Game`` is one mutable position of one game with its history. Everything random
comes from a seeded generator held by the game, so ``config + seed + actions`` always
gives the same game. The shell, the saves, the bots, the command line and the tests
reach a game only through this protocol and the registry (``engine.registry``).

- ``current_player`` / ``phase``: who decides now and what (``None`` once over);
- ``legal_actions()``: every action the current player may take now;
- ``apply(action) -> events``: change the game, or raise ``IllegalAction`` (code,
  params, English reason) and change nothing; ``apply_unchecked`` skips the check for
  actions taken from ``legal_actions()`` (fast playouts);
- ``why_not(action)``: the ``IllegalAction`` that ``apply`` would raise, or ``None``
  when it is legal; pure (never mutates);
- ``view(seat)``: everything that seat knows and nothing more (``seat=None``: what
  every player knows); ``view.sample(rng)`` deals a full game consistent with it (bots);
- ``outcome()``: scores, winners, per-part detail and the tie-break, ``None`` until the
  end (a game may end with no winner);
- ``summary()``: the contract's JSON state summary;
- ``copy()``: an independent game;
- ``step_info(events)``: what undo needs to know of one applied action.

Optional capabilities a game may add (``GameDef.insight``, "module:attribute", loaded
with ``GameDef.load_insight()``; the shell asks with ``getattr`` and does without):

- ``risk(view) -> {region: RegionRisk}``: from that view only, per region, the chance
  of an outbreak if the plague arrives there and each seat's expected loss (Rattus);
- ``explain_losses(view, events) -> [LossNote]``: for the events of one step and the
  public view before it, which token, which rule, which pieces and what would have
  saved them (ids and data; the Qt layer owns the words) (Rattus).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .actions import Action
from .config import GameConfig
from .errors import IllegalAction
from .events import Event


@dataclass(frozen=True, slots=True)
class StepInfo:
    """What undo needs to know of one applied action.

    ``hidden`` names the hidden information it brought out (an id the Qt layer
    translates, e.g. ``"past_reveal"``), ``None`` when nothing came out; undo never
    goes back past such a step. ``ends_turn``: the action ended its player's turn.
    """

    hidden: str | None = None
    ends_turn: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. ``winners`` is empty when nobody won."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    detail: tuple[dict[str, int], ...] = ()  # per seat: part id -> points
    tie_break: str | None = None  # id of the rule that decided a tie, if one did
    tied: tuple[int, ...] = ()  # the seats tied on points before the tie-break

    @property
    def winner(self) -> int | None:
        return self.winners[0] if len(self.winners) == 1 else None


@runtime_checkable
class View(Protocol):
    """What one seat knows (``seat is None``: the public view)."""

    @property
    def seat(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    @property
    def current_player(self) -> int | None: ...
    @property
    def legal_actions(self) -> tuple[Action, ...]: ...
    @property
    def config(self) -> GameConfig: ...

    def sample(self, rng: random.Random) -> Game:
        """A full game consistent with this view (hidden parts dealt from ``rng``)."""
        ...


@runtime_checkable
class Game(Protocol):
    config: GameConfig
    seed: int
    history: list[Action]

    @property
    def current_player(self) -> int | None: ...
    @property
    def phase(self) -> str: ...
    @property
    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[Action]: ...
    def is_legal(self, action: Action) -> bool: ...
    def apply(self, action: Action) -> list[Event]: ...
    def apply_unchecked(self, action: Action) -> list[Event]: ...
    def why_not(self, action: Action) -> IllegalAction | None: ...
    def canonical(self, action: Action) -> Action:
        """The one form of ``action`` the game lists and logs (the same choice written
        in another order comes back in the listed order); any other value as it is."""
    def view(self, seat: int | None) -> View: ...
    def outcome(self) -> Outcome | None: ...
    def summary(self) -> dict[str, Any]: ...
    def copy(self) -> Game: ...
    def step_info(self, events: Sequence[Event]) -> StepInfo: ...


def random_playout(game: Game, rng: random.Random, limit: int = 100_000) -> int:
    """Play random legal actions to the end; return how many were applied."""
    count = 0
    while not game.is_over:
        legal = game.legal_actions()
        game.apply_unchecked(legal[rng.randrange(len(legal))])
        count += 1
        if count >= limit:
            raise RuntimeError(f"no end after {limit} actions")
    return count


@runtime_checkable
class BotPolicy(Protocol):
    """A game's knowledge for the generic bots (``bots``): the easy level's move and
    what the search levels need. Every method but ``prepare`` and ``fingerprint`` sees a
    full game: a world sampled from a bot's view, never the real game. All of them are
    deterministic given their arguments.
    """

    def fingerprint(self, view: View) -> bytes:
        """A stable digest of everything in ``view`` (the same in every process)."""
        ...

    def prepare(self, view: View) -> Any:
        """A per-decision context computed once from the bot's view (e.g. statistics of
        the unseen cards); passed to every other method."""
        ...

    def candidates(self, game: Game, ctx: Any) -> Sequence[Action]:
        """The legal actions worth searching now (a subset of ``legal_actions()``)."""
        ...

    def playout_action(self, game: Game, ctx: Any) -> Action:
        """A fast, sensible legal action for rollouts."""
        ...

    def easy_action(self, game: Game, ctx: Any) -> Action:
        """A careful heuristic legal action (the easy level; the search's fallback)."""
        ...

    def evaluate(self, game: Game, seat: int, ctx: Any) -> list[float]:
        """Per seat, a reward in [0, 1] (1: a certain win), finished or not; ``seat`` is
        the searching bot's seat (what it may know of the world)."""
        ...

    def turn_marker(self, game: Game) -> object:
        """A value that changes (compares unequal) whenever a new turn starts; rollouts
        count turns with it."""
        ...
