"""The end of the game: scoring first, then the plague, then the winners."""

from __future__ import annotations

from .effects import Events, emit
from .scoring import score
from .state import State


def finish(g: State, ev: Events) -> None:
    g.over = True
    g.pending = None
    g.tasks = []
    result = score(g)
    emit(ev, "nun_row", cards=list(g.nun_row), nuns=result.nuns)
    emit(ev, "game_over", scores=list(result.scores), dead=list(result.dead),
         winners=list(result.winners), rats=list(g.rats))
