"""How the guild board's, the tavern board's, the walls' and the Alchemist's events are
animated: a piece onto a guild space or a tavern city, the tavern's extra piece, the
Emperor's walls rising on their borders, the Alchemist's tile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QEasingCurve

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.shell.animation import Step, parallel, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.event_steps import Builder, EventSteps

SHOWN_BY_STATE = ("guild_taken", "tavern_taken", "tavern_added", "alchemist_tile",
                  "alchemist_returned", "tile_returned")


def builders(steps: EventSteps) -> dict[str, Builder]:
    b = GuildSteps(steps)
    return {"walls_set": b.walls, **dict.fromkeys(SHOWN_BY_STATE, b.changed)}


class GuildSteps:
    def __init__(self, steps: EventSteps) -> None:
        self.steps = steps
        self.scene = steps.scene

    def _apply_and_show(self, event: Event) -> None:
        ds = self.scene.state
        if ds is not None:
            ds.apply(event)
            self.scene.module_boards.show(ds)
            self.scene.bigbox_items.show(ds)
        self.scene.layout_pieces()
        self.scene.refresh_side()

    def changed(self, event: Event) -> list[Step]:
        return [Step(lambda: None, lambda: self._apply_and_show(event))]

    def walls(self, event: Event) -> list[Step]:
        """The new walls rise on their borders (grow from small, with a bounce)."""
        layer = self.scene.module_boards.walls
        before = {frozenset(w) for w in event.data.get("before", [])}
        new = [frozenset(w) for w in event["walls"] if frozenset(w) not in before]

        def start() -> QAbstractAnimation | None:
            self._apply_and_show(event)
            ms = self.steps.ms(1.4)
            items = [layer.borders[w] for w in new if w in layer.borders]
            if ms == 0 or not items:
                return None
            for item in items:
                item.setScale(0.1)
            return parallel(*(tween(item, b"scale", 1.0, ms, start=0.1,
                                    curve=QEasingCurve.Type.OutBack) for item in items))

        def finish() -> None:
            for w in new:
                item = layer.borders.get(w)
                if item is not None:
                    item.setScale(1.0)
        return [Step(start, finish)]
