"""How the guild board's, the tavern board's, the walls' and the Alchemist's events are
animated: a piece flies onto a guild space or a tavern city, the tavern's extra piece
flies from its city onto the region, the Emperor's walls rise on their borders, the
Alchemist's tile appears on its card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.shell.kit.animation import Step, move, parallel, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.event_steps import Builder, EventSteps

SHOWN_BY_STATE = ("alchemist_tile", "alchemist_returned", "tile_returned")


def builders(steps: EventSteps) -> dict[str, Builder]:
    b = GuildSteps(steps)
    return {"walls_set": b.walls, "guild_taken": b.taken, "tavern_taken": b.taken,
            "tavern_added": b.added, **dict.fromkeys(SHOWN_BY_STATE, b.changed)}


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

    def _flight(self, event: Event, seat: int, src: QPointF, dst: QPointF) -> list[Step]:
        """One piece of ``seat`` flies from ``src`` to ``dst``; then the state shows."""
        ghosts: list[Any] = []

        def start() -> QAbstractAnimation | None:
            ms = self.steps.ms(1.0)
            if ms == 0:
                return None
            ghost = self.scene.spawn_meeple(seat, src, 0.8)
            ghost.setZValue(25)
            ghosts.append(ghost)
            return move(ghost, dst, ms)

        def finish() -> None:
            for ghost in ghosts:
                self.scene.removeItem(ghost)
            self._apply_and_show(event)
        return [Step(start, finish)]

    def _plaque(self, kind: str, name: str) -> QPointF:
        item = self.scene.module_boards.plaques.get((kind, name))
        return item.rect.center() if item is not None else self.scene.tray.top_slot()

    def taken(self, event: Event) -> list[Step]:
        """A piece onto a guild space or a tavern city: from the reserve, or (Tavern
        Keeper) from the city's region."""
        seat = event["seat"]
        if event.kind == "guild_taken":
            dst = self._plaque("guild", event["space"])
        else:
            dst = self._plaque("tavern", event["city"])
        src_region = event.data.get("from")
        src = self.scene.stack_pos(src_region, seat) if src_region else \
            self.scene.tray.top_slot()
        return self._flight(event, seat, src, dst)

    def added(self, event: Event) -> list[Step]:
        """The tavern's piece goes from its city onto the region."""
        seat, region = event["seat"], event["region"]
        return self._flight(event, seat, self._plaque("tavern", region),
                            self.scene.stack_pos(region, seat))

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
