"""Explicit-setup fields of the plague cards (scenario-format-bigbox.md): ``walls``
(Emperor), ``baker`` (pieces on the Baker per owner), ``disabled`` (Inquisitor). They
are parsed and checked by ``setup_contract`` (a field without its card, walls off real
borders in play or walling in the plague region, a disabled card its seat does not
hold: malformed); these appliers put the parsed values into the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rattus_desktop.games.rattus.rules.plague_cards_state import Disabled
from rattus_desktop.games.rattus.rules.setup_contract import APPLIERS

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.rules.state import GameState


def _walls(g: GameState, walls: list[tuple[str, str]]) -> None:
    g.plague_cards.walls = tuple(walls)  # already in board order (the summary's form)


def _baker(g: GameState, counts: list[int]) -> None:
    g.plague_cards.baker = list(counts)


def _disabled(g: GameState, entries: list[tuple[int, str]]) -> None:
    g.plague_cards.disabled = [Disabled(seat, card) for seat, card in entries]


APPLIERS.update({"walls": _walls, "baker": _baker, "disabled": _disabled})
