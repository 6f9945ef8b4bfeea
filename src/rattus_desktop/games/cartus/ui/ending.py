"""The end of a game on the board: the plague check step by step, then every score item."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QCoreApplication
from PySide6.QtGui import QColor

from rattus_desktop.games.cartus.ui import names
from rattus_desktop.games.cartus.ui.names import count_text
from rattus_desktop.shell.kit.animation import Step, pause

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from rattus_desktop.games.cartus.ui.table import CartusTable

Line = tuple[str, QColor | None, bool]
SCORE_ITEMS = ("tracks", "hand", "specials", "gold", "vp")


def plague_lines(summary: dict[str, Any], seat_names: list[str], colours: list[QColor]
                 ) -> list[Line]:
    nuns = int(summary.get("nuns") or 0)
    row = summary.get("nun_row") or []
    lines: list[Line] = [
        (translate("CartusEnd", "The plague: the nun row is turned up."), None, True),
        (names.cards_text(row), None, False),
        (count_text('p26', nuns), None, True)]
    dead = set(summary.get("dead") or [])
    for seat, rats in enumerate(summary.get("rats") or []):
        name = seat_names[seat] if seat < len(seat_names) else str(seat + 1)
        if seat in dead:
            text = translate(
                "CartusEnd", "{name}: {rats} rats, more than {nuns}: dies of the plague."
                      ).format(name=name, rats=rats, nuns=nuns)
        else:
            text = translate("CartusEnd", "{name}: {rats} rats, not more than {nuns}: survives."
                      ).format(name=name, rats=rats, nuns=nuns)
        lines.append((text, colours[seat] if seat < len(colours) else None, seat in dead))
    return lines


def score_lines(summary: dict[str, Any], seat_names: list[str], colours: list[QColor]
                ) -> list[Line]:
    """The scores as a table: a heading row, then a row per player with every item and
    the total (cells separated by tabs; the end panel draws them as columns)."""
    heading = "\t".join([translate("CartusEnd", "Scores")]
                        + [names.score_item(k) for k in SCORE_ITEMS]
                        + [translate("CartusEnd", "Total")])
    lines: list[Line] = [(heading, None, True)]
    detail = summary.get("score_detail") or []
    scores = summary.get("scores") or []
    dead = set(summary.get("dead") or [])
    for seat, parts in enumerate(detail):
        name = seat_names[seat] if seat < len(seat_names) else str(seat + 1)
        if seat in dead:
            name = translate("CartusEnd", "{name} (died)").format(name=name)
        total = scores[seat] if seat < len(scores) else 0
        cells = [name] + [str(parts.get(k, 0)) for k in SCORE_ITEMS] + [str(total)]
        lines.append(("\t".join(cells), colours[seat] if seat < len(colours) else None,
                      False))
    winners = summary.get("winners") or []
    if winners:
        who = names.joined([seat_names[w] for w in winners])
        lines.append((translate("CartusEnd", "Winner: {names}").format(names=who), None, True))
    else:
        lines.append((translate("CartusEnd", "Everybody died: nobody wins."), None, True))
    return lines


def end_lines(summary: dict[str, Any], seat_names: list[str], colours: list[QColor]
              ) -> list[Line]:
    return plague_lines(summary, seat_names, colours) + score_lines(summary, seat_names,
                                                                    colours)


def plague_steps(table: CartusTable, summary: dict[str, Any], seat_names: list[str],
                 ms: Callable[[float], int]) -> list[Step]:
    """Reveal the end panel line by line (who died and why, then the scores)."""
    colours = [QColor(s.colour) for s in table.controller.seats]
    lines = end_lines(summary, seat_names, colours)
    instant = table.settings.instant
    steps: list[Step] = []
    for k in range(1, len(lines) + 1):
        steps.append(Step(partial(_wait, instant, ms(1.0)),
                          partial(table.scene.show_end, lines[:k])))
    return steps


def _wait(instant: bool, duration: int) -> QAbstractAnimation | None:
    return None if instant else pause(duration)
