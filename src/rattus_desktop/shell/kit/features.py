"""The optional features a game's UI or table may offer the host, each a
``runtime_checkable`` Protocol that the host checks with ``isinstance``: a game
implements those it needs and the host offers the rest of the menus without them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from rattus_desktop.engine.actions import Action
from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Outcome
from rattus_desktop.shell.kit.seat_note import ScoreColumn, SeatNote


@dataclass(frozen=True)
class ViewAction:
    """A checkable View entry of one game, kept as its ``GameSetting`` ``setting``
    ("on"/"off") and passed on to a table that ``FollowsSettings``."""

    setting: str
    text: Callable[[], str]  # translated, with its & mnemonic
    shortcut: str = ""


# -- a game's UI (GameUI) -------------------------------------------------------------
@runtime_checkable
class HasViewActions(Protocol):
    def view_actions(self) -> Sequence[ViewAction]: ...


@runtime_checkable
class NamesStepByStep(Protocol):
    def step_by_step_text(self) -> str:
        """View → Step by step in the game's words (what it waits at)."""


@runtime_checkable
class HasTutorial(Protocol):
    def tutorial(self) -> Any:
        """Help → Tutorial: the game's ``Tutorial``."""


@runtime_checkable
class HasOptionsPanel(Protocol):
    def options_panel(self, parent: QWidget) -> Any:
        """The game's part of the new-game dialog: a QWidget with ``counts`` and
        ``all_counts`` (the player counts its choices allow, and any of them allows),
        ``preset_buttons()``, the signals ``counts_changed`` and ``players_wanted``,
        ``restore(options) -> players | None``, ``set_players(n)`` and
        ``config(players)``."""


@runtime_checkable
class ExplainsResults(Protocol):
    def results_note(self, summary: Mapping[str, Any] | None = None) -> str: ...
    def tie_text(self, names: str, name: str) -> str: ...


@runtime_checkable
class ScoresInParts(Protocol):
    """The results table: a column per score part, and a note per seat."""

    def score_columns(self, outcome: Outcome) -> list[ScoreColumn]:
        """The part columns, in order (part ids of ``outcome.detail``)."""

    def total_header(self) -> str:
        """The header of the last column, the score the rules rank by."""

    def seat_note(self, summary: Mapping[str, Any], outcome: Outcome, seat: int,
                  names: list[str]) -> SeatNote | None:
        """What the rules decided for ``seat`` that a player would not guess
        (``names``: every seat's name)."""


@runtime_checkable
class NamesCards(Protocol):
    def card_name(self, card: str) -> str:
        """A card's translated name (the statistics' favourite cards)."""


@runtime_checkable
class NamesTurnMarks(Protocol):
    def turn_mark_text(self, kind: str, name: str) -> str | None:
        """The replay list's words for a turn mark of the game's own kind (None: none)."""


@runtime_checkable
class NamesLosses(Protocol):
    def losses_header(self) -> tuple[str, str]:
        """The statistics' losses column: its title and its tooltip."""


# -- a game's table (Table) and replay board ---------------------------------------
@runtime_checkable
class Zooms(Protocol):
    def zoom(self, step: int) -> None:
        """+1 closer, -1 back, 0 the whole board."""


@runtime_checkable
class HidesSidePanels(Protocol):
    def set_side_panels_visible(self, visible: bool) -> None: ...


@runtime_checkable
class MarksHints(Protocol):
    def show_hint(self, hint: Any) -> str:
        """Mark the hinted move on the board; the game's reason in words."""
    def move_text(self, action: Action) -> str: ...


@runtime_checkable
class FollowsSettings(Protocol):
    def apply_setting(self, name: str, value: str) -> None:
        """One of the game's own settings changed (View → one of its entries)."""


@runtime_checkable
class TutorialTargets(Protocol):
    def tutorial_target(self, name: str) -> QRect | None:
        """Where the coach's arrow points for ``name``, in window coordinates."""


@runtime_checkable
class ShowsHistory(Protocol):
    def show_history(self, steps: Iterable[Iterable[Event]]) -> None:
        """The public events before the position about to be shown."""
