"""A revealed token: it turns over where it lies, shows its verdict, then leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEasingCurve, QPointF
from PySide6.QtGui import QColor

from rattus_desktop.games.rattus.rules import Event, Face
from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import Step, move, parallel, pause, sequence, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.event_steps import EventSteps


class RevealSteps:
    """A token turns over where it lies, shows its verdict, then goes to the pile."""

    def __init__(self, owner: EventSteps, event: Event) -> None:
        self.o, self.event = owner, event
        self.extra: list = []
        raw = event["face"]
        self.face = Face.from_json(raw)

    def steps(self) -> list[Step]:
        """The turn first (the story tells the verdict the moment the face shows), then
        the verdict over the token, then it leaves."""
        return [Step(self.flip), Step(self.verdict), Step(self.leave, self.done)]

    def flip(self) -> QAbstractAnimation | None:
        scene = self.o.scene
        item = scene.tokens.get(self.event["uid"])
        if item is None or self.o.ms() == 0:
            return None
        item.face = self.face
        item.outbreak = None
        item.setZValue(25)
        grow = tween(item, b"scale", 1.7, self.o.ms(1.2), 1.0, QEasingCurve.Type.OutBack)
        turn = tween(item, b"flip", 1.0, self.o.ms(1.6), 0.0, QEasingCurve.Type.InOutSine)
        turn.finished.connect(lambda: setattr(item, "outbreak", bool(self.event["outbreak"])))
        return parallel(grow, turn)

    def verdict(self) -> QAbstractAnimation | None:
        scene = self.o.scene
        item = scene.tokens.get(self.event["uid"])
        if item is None or self.o.ms() == 0:
            return None
        pos = item.pos()
        n, pop = self.face.n, self.event["pop"]
        if self.event["outbreak"]:
            verdict = QCoreApplication.translate("Board", "Population {pop} ≥ {n}: outbreak!")
        else:
            verdict = QCoreApplication.translate("Board", "Population {pop} < {n}: spared")
        text = FloatTextItem(verdict.format(pop=pop, n=n),
                             theme.ILLEGAL if self.event["outbreak"] else QColor("#2f5f2f"), 22)
        text.setPos(QPointF(pos.x(), pos.y() - 62))
        text.setOpacity(0.0)
        scene.addItem(text)
        self.extra.append(text)
        show = tween(text, b"opacity", 1.0, self.o.ms(0.6), 0.0)
        return sequence(show, pause(self.o.ms(4.0)))

    def leave(self) -> QAbstractAnimation | None:
        scene = self.o.scene
        item = scene.tokens.get(self.event["uid"])
        if item is None or self.o.ms() == 0:
            return None
        dest = scene.discard.top()
        anims = [move(item, dest, self.o.ms(1.6)),
                 tween(item, b"scale", 1.0, self.o.ms(1.6))]
        anims += [tween(t, b"opacity", 0.0, self.o.ms(1.0)) for t in self.extra]
        return parallel(*anims)

    def done(self) -> None:
        scene = self.o.scene
        for text in self.extra:
            scene.removeItem(text)
        self.o._apply(self.event)
        scene.layout_tokens()
        scene.refresh_side()
