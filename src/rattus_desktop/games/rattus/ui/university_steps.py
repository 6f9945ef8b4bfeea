"""How the Universities module's events are animated: the event card turned over from
the deck onto the last-event place, a university moving to its new region, the bonus
and Student pieces flying in from the reserve, the point a university scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem
from rattus_desktop.games.rattus.ui.university_items import DECK_POS, LAST_POS
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import Step, move, parallel, pause, sequence, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.event_steps import Builder, EventSteps


def builders(steps: EventSteps) -> dict[str, Builder]:
    b = UniversitySteps(steps)
    return {"event_revealed": b.revealed, "university_moved": b.moved,
            "bonus_placed": b.placed, "student_placed": b.placed,
            "university_scored": b.scored,
            **dict.fromkeys(("markers_cleared", "class_card_discarded", "events_reshuffled",
                             "last_found_university", "professor_drew"), b.changed)}


class UniversitySteps:
    def __init__(self, steps: EventSteps) -> None:
        self.steps = steps
        self.scene = steps.scene

    def _apply_and_show(self, event: Event) -> None:
        ds = self.scene.state
        if ds is not None:
            ds.apply(event)
            self.scene.universities.show(ds)
        self.scene.layout_pieces()
        self.scene.refresh_side()

    def changed(self, event: Event) -> list[Step]:
        return [Step(lambda: None, lambda: self._apply_and_show(event))]

    def revealed(self, event: Event) -> list[Step]:
        """The top card leaves the deck and lands face up on the last-event place."""
        last, ms = self.scene.universities.last, self.steps.ms

        def start() -> QAbstractAnimation | None:
            self._apply_and_show(event)
            if ms() == 0:
                return None
            last.setPos(DECK_POS)
            last.setScale(0.7)
            return sequence(parallel(move(last, LAST_POS, ms(1.2)),
                                     tween(last, b"scale", 1.0, ms(1.2), 0.7,
                                           QEasingCurve.Type.OutBack)),
                            pause(ms(1.0)))

        def finish() -> None:
            last.setPos(LAST_POS)
            last.setScale(1.0)
        return [Step(start, finish)]

    def moved(self, event: Event) -> list[Step]:
        """The university walks from its old region to the new one."""
        scene, ms = self.scene, self.steps.ms
        item = scene.universities.universities[str(event["university"])]

        def start() -> QAbstractAnimation | None:
            if ms() == 0:
                return None
            item.setVisible(True)
            item.setPos(scene.universities.spot(str(event["from"])))
            return move(item, scene.universities.spot(str(event["to"])), ms(1.6))
        return [Step(start, lambda: self._apply_and_show(event))]

    def placed(self, event: Event) -> list[Step]:
        seat, region = event["seat"], event["region"]
        origin = self.steps._take_origin(self.scene.tray.top_slot())
        return self.steps._fly(event, seat, origin, (region, seat), 1)

    def scored(self, event: Event) -> list[Step]:
        """"+1" rises over the university when a seat scores there."""
        scene, ms = self.scene, self.steps.ms
        extra: list[FloatTextItem] = []

        def start() -> QAbstractAnimation | None:
            if ms() == 0 or event.data.get("seat") is None:
                return None
            pos = scene.universities.spot(str(event["region"]))
            text = FloatTextItem("+1", theme.INK)
            text.setPos(pos)
            scene.addItem(text)
            extra.append(text)
            return parallel(tween(text, b"pos", QPointF(pos.x(), pos.y() - 60), ms(2.0)),
                            sequence(pause(ms(1.4)), tween(text, b"opacity", 0.0, ms(0.6))))

        def finish() -> None:
            for item in extra:
                scene.removeItem(item)
            self._apply_and_show(event)
        return [Step(start, finish)]
