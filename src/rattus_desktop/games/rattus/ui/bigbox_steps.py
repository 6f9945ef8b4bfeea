"""How the Big Box's events are animated: the Jester's drop (a piece falls onto a
region and may knock one into a neighbour), the Messenger's swap, the camel's walk,
and the items (nuns, bishops, potions) appearing where the event says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.shell.kit.animation import Step, move, parallel, sequence, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.event_steps import Builder, EventSteps

DROP_HEIGHT = 420.0


def builders(steps: EventSteps) -> dict[str, Builder]:
    b = BigBoxSteps(steps)
    return {"jester_dropped": b.jester, "pieces_swapped": b.swapped,
            **dict.fromkeys(("mayor_added", "nomad_bonus", "judged", "nuns_placed",
                             "bishop_placed", "potion_placed", "nomad_moved",
                             "nomad_placed", "piper_moved"), b.changed)}


class BigBoxSteps:
    def __init__(self, steps: EventSteps) -> None:
        self.steps = steps
        self.scene = steps.scene

    def _apply_and_show(self, event: Event) -> None:
        ds = self.scene.state
        if ds is not None:
            ds.apply(event)
            self.scene.bigbox_items.show(ds)
        self.scene.layout_pieces()
        self.scene.layout_tokens()
        self.scene.refresh_side()

    def changed(self, event: Event) -> list[Step]:
        return [Step(lambda: None, lambda: self._apply_and_show(event))]

    def jester(self, event: Event) -> list[Step]:
        """A piece falls from above onto the region and bounces; a piece it knocks
        slides into the neighbouring region."""
        scene, ms = self.scene, self.steps.ms
        seat, region = event["seat"], event["region"]
        knocked = event.data.get("knocked")
        ghosts: list = []

        def start() -> QAbstractAnimation | None:
            if ms() == 0:
                return None
            land = scene.stack_pos(region, seat)
            ghost = scene.spawn_meeple(seat, QPointF(land.x(), land.y() - DROP_HEIGHT), 1.3)
            ghost.setZValue(25)
            ghosts.append(ghost)
            fall = tween(ghost, b"pos", land, ms(1.6), curve=QEasingCurve.Type.OutBounce)
            if not knocked:
                return fall
            victim, to = knocked
            hit = scene.spawn_meeple(victim, scene.stack_pos(region, victim))
            hit.setZValue(24)
            ghosts.append(hit)
            return sequence(fall, parallel(move(hit, scene.stack_pos(to, victim), ms(1.0))))

        def finish() -> None:
            for ghost in ghosts:
                scene.removeItem(ghost)
            self._apply_and_show(event)
        return [Step(start, finish)]

    def swapped(self, event: Event) -> list[Step]:
        """The Messenger: the two pieces cross over."""
        scene, ms = self.scene, self.steps.ms
        (ra, sa), (rb, sb) = event["a"], event["b"]
        ghosts: list = []

        def start() -> QAbstractAnimation | None:
            if ms() == 0:
                return None
            first = scene.spawn_meeple(sa, scene.stack_pos(ra, sa))
            second = scene.spawn_meeple(sb, scene.stack_pos(rb, sb))
            ghosts.extend((first, second))
            return parallel(move(first, scene.stack_pos(rb, sa), ms(1.2)),
                            move(second, scene.stack_pos(ra, sb), ms(1.2)))

        def finish() -> None:
            for ghost in ghosts:
                scene.removeItem(ghost)
            self._apply_and_show(event)
        return [Step(start, finish)]
