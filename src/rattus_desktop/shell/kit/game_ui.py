"""The one small interface through which a game's Qt side plugs into the shell.

A game registers ``GameDef.ui = "module:attribute"`` naming a ``GameUI``. The shell
(main window, menus, saves UI, replay window) asks it for a table (the game's board
and side panels as one widget), for the words of the game's refusal codes and log
events, a board for replays, and its rules page. The shell offers the table a
``TableHost``: the controller, the settings, the status line, the hand-over screen.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QSize
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from rattus_desktop.engine.events import Event
from rattus_desktop.engine.protocol import Game, Outcome
from rattus_desktop.play.session import Seat

if TYPE_CHECKING:
    from rattus_desktop.shell.kit.controller import GameController
    from rattus_desktop.shell.kit.handover import HandOverScreen
    from rattus_desktop.shell.kit.overlay import Overlay
    from rattus_desktop.shell.kit.settings import Settings
    from rattus_desktop.shell.kit.status import StatusBar


class TableHost(Protocol):
    """What the shell's window offers a game's table."""

    controller: GameController
    settings: Settings
    status: StatusBar
    handover: HandOverScreen

    def overlay_open(self) -> bool: ...
    def seat_colour(self, seat: int) -> str | None: ...
    def overlay_parent(self) -> QWidget: ...
    def show_results(self, summary: dict[str, Any], tied: list[int],
                     outcome: Outcome | None = None) -> None:
        """The results screen (``outcome``: the controller's when None)."""
    def show_history(self, position: int) -> None:
        """The board as it was after ``position`` actions (a Chronicle line clicked)."""


class Table(Protocol):
    """A game's board and side panels, hosted in the main window.

    Optional features (``shell.kit.features``, checked with ``isinstance``; a table
    without them simply ignores the View menu's entries): ``Zooms``, ``HidesSidePanels``,
    ``MarksHints`` (Ctrl+H), ``FollowsSettings`` (the game's own View entries) and
    ``TutorialTargets``. The host (the main window) also offers
    ``show_history(position: int)``: the game's replay at that many actions, laid over
    the window (a table calls it when a log line is clicked).
    """

    def widget(self) -> QWidget: ...
    def prepare_game(self) -> None:
        """A game starts (new, opened or resumed): lay out its board."""
    def resync(self) -> None:
        """The session changed without events (undo, redo): show it again."""
    def stop(self) -> None:
        """Stop animations and thinking bots (the window closes or a game is replaced)."""
    def overlays(self) -> list[Overlay]:
        """The table's own screens laid over the window (they block board input)."""
    def overlay_closed(self) -> None: ...
    def retranslate(self) -> None: ...
    def screenshot_ready(self) -> None:
        """Block until the board is fully drawn (for screenshots)."""


class ReplayBoard(Protocol):
    def widget(self) -> QWidget: ...
    def show_game(self, game: Game, seats: list[Seat]) -> None: ...


class GameUI(Protocol):
    game_id: str

    def title(self) -> str:
        """The game's name, translated."""
    def make_table(self, host: TableHost) -> Table: ...
    def replay_board(self) -> ReplayBoard: ...
    def reason_text(self, code: str, params: Mapping[str, Any], default: str) -> str:
        """The translated sentence for a refusal code of the game."""
    def event_text(self, event: Event, names: list[str]) -> str | None:
        """The translated log line for an event (None: not logged)."""
    def action_text(self, action: Any) -> str:
        """A short translated description of an action (log, replay list)."""
    def show_rules(self, parent: QWidget) -> None: ...
    def seat_icon(self, seat: int, colour: str, size: QSize, dpr: float) -> QPixmap:
        """A seat's piece (its colour and shape) as a small picture."""


# Optional features of a GameUI (``shell.kit.features``, checked with ``isinstance``):
# ``ExplainsResults`` (the results screen's note, tie and score parts), ``NamesCards``
# (the statistics' favourite cards), ``HasTutorial``, ``HasOptionsPanel`` (its part of
# the new-game dialog), ``HasViewActions`` (its View entries, kept as its
# ``GameDef.settings``), ``NamesStepByStep``, ``NamesTurnMarks``, ``NamesLosses``; of a
# ReplayBoard: ``ShowsHistory``.
GameUIFactory = Callable[[], GameUI]
