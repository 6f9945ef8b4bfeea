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
from rattus_desktop.engine.protocol import Game
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
    def show_results(self, summary: dict[str, Any], tied: list[int]) -> None: ...


class Table(Protocol):
    """A game's board and side panels, hosted in the main window.

    Optional (the shell looks them up with ``getattr``; a table without them simply
    ignores the View menu's entries): ``zoom(step: int)`` (+1 closer, -1 back, 0 the
    whole board), ``set_side_panels_visible(visible: bool)``,
    ``set_plague_risk_visible(visible: bool)`` (View → Plague risk) and
    ``show_hint(hint)`` (Ctrl+H: mark the hinted move on the board). The host (the main
    window) also offers ``show_history(position: int)``: the game's replay at that
    many actions, laid over the window (a table calls it when a log line is clicked).
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


# Optional extras the shell looks up by name (a game may leave them out):
#   GameUI.results_note(summary) -> str  how the game scores, under the results' title
#   GameUI.tie_text(names, name) -> str  how a tie was broken
#   GameUI.card_name(card_id) -> str     a card's name (the statistics' favourite cards)
#   ReplayBoard.show_history(steps)      the public events of the actions before the
#                                        position about to be shown (e.g. the last
#                                        event card revealed, which no view holds)
GameUIFactory = Callable[[], GameUI]
