"""How each core event is animated on the board: one or more animation Steps.

Every step moves the scene's DisplayState forward by exactly that event, so the
board always shows the position right after the last finished event.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QPointF

from rattus_desktop.games.rattus.rules import Event
from rattus_desktop.games.rattus.ui import (
    bigbox_steps,
    guild_steps,
    university_steps,
    upgrade_tiles,
)
from rattus_desktop.games.rattus.ui.board_scene import BoardScene
from rattus_desktop.games.rattus.ui.items.meeple import FloatTextItem
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import Step, move, parallel, pause, sequence, tween
from rattus_desktop.shell.kit.settings import Settings

Builder = Callable[[Event], list[Step]]


class EventSteps:
    """Builds the steps for one event; ``origin`` is where a dropped piece now lies."""

    def __init__(self, scene: BoardScene, settings: Settings) -> None:
        self.scene = scene
        self.settings = settings
        self.origin: QPointF | None = None
        self.banner: Callable[[str, bool], QAbstractAnimation | None] | None = None
        self._builders: dict[str, Builder] = {
            "setup_placed": self._placed, "placed": self._placed,
            "merchant_moved": self._merchant, "to_palace": self._palace,
            "pieces_lost": self._lost, "token_moved": self._tokens_shift,
            "witch_swapped": self._tokens_shift, "witch_looked": self._witch_looked,
            "plague_moved": self._plague, "token_spread": self._spread,
            "token_revealed": self._revealed, "card_taken": self._card,
            "region_resolving": self._resolving, "final_round": self._announce,
            "final_plague": self._announce,
        }
        self._builders.update(bigbox_steps.builders(self))
        self._builders.update(upgrade_tiles.builders(self))
        self._builders.update(guild_steps.builders(self))
        self._builders.update(university_steps.builders(self))

    def ms(self, factor: float = 1.0) -> int:
        return self.settings.duration(factor)

    def steps_for(self, event: Event) -> list[Step]:
        builder = self._builders.get(event.kind, self._plain)
        return builder(event)

    def _take_origin(self, default: QPointF) -> QPointF:
        origin, self.origin = self.origin, None
        return origin if origin is not None else default

    def _apply(self, event: Event) -> None:
        ds = self.scene.state
        if ds is not None:
            ds.apply(event)

    # -- simple state changes -------------------------------------------------------
    def _plain(self, event: Event) -> list[Step]:
        def finish() -> None:
            self._apply(event)
            self.scene.refresh_side()
        return [Step(lambda: None, finish)]

    def _card(self, event: Event) -> list[Step]:
        item = self.scene.cards[event["card"]]

        def start() -> QAbstractAnimation | None:
            self._apply(event)
            self.scene.refresh_side()
            if self.ms() == 0:
                return None
            item.setTransformOriginPoint(item.boundingRect().center())
            return sequence(tween(item, b"scale", 1.12, self.ms(0.8), 1.0),
                            tween(item, b"scale", 1.0, self.ms(0.8), 1.12))
        return [Step(start)]

    # -- pieces ---------------------------------------------------------------------
    def _fly(self, event: Event, seat: int, origin: QPointF, dest: tuple[str, int],
             count: int) -> list[Step]:
        scene = self.scene
        ghosts: list = []

        def start() -> QAbstractAnimation | None:
            self._apply(event)
            if self.ms() == 0:
                scene.layout_pieces()
                return None
            scene.pending[dest] = scene.pending.get(dest, 0) + count
            scene.layout_pieces()
            scene.refresh_side()
            target = scene.stack_pos(*dest)
            anims = []
            for i in range(count):
                ghost = scene.spawn_meeple(seat, QPointF(origin.x() + 6 * i, origin.y()))
                ghosts.append(ghost)
                anims.append(move(ghost, target, self.ms(1.0), delay=self.ms(0.25) * i))
            return parallel(*anims)

        def finish() -> None:
            for ghost in ghosts:
                scene.removeItem(ghost)
            left = scene.pending.get(dest, 0) - (count if ghosts else 0)
            if left > 0:
                scene.pending[dest] = left
            else:
                scene.pending.pop(dest, None)
            scene.layout_pieces()
            scene.refresh_side()
        return [Step(start, finish)]

    def _placed(self, event: Event) -> list[Step]:
        seat, region, count = event["seat"], event["region"], event["count"]
        origin = self._take_origin(self.scene.tray.top_slot())
        return self._fly(event, seat, origin, (region, seat), count)

    def _merchant(self, event: Event) -> list[Step]:
        seat = event["seat"]
        origin = self._take_origin(self.scene.stack_pos(event["from"], seat))
        return self._fly(event, seat, origin, (event["to"], seat), event["count"])

    def _palace(self, event: Event) -> list[Step]:
        seat = event["seat"]
        origin = self._take_origin(self.scene.stack_pos(event["region"], seat))
        return self._fly(event, seat, origin, ("palace", seat), 1)

    def _lost(self, event: Event) -> list[Step]:
        scene = self.scene
        seat, region, count = event["seat"], event["region"], event["count"]
        extra: list = []

        def start() -> QAbstractAnimation | None:
            self._apply(event)
            scene.layout_pieces()
            scene.refresh_side()
            if self.ms() == 0:
                return None
            pos = scene.stack_pos(region, seat)
            text = FloatTextItem(f"−{count}", theme.ILLEGAL)
            text.setPos(pos)
            scene.addItem(text)
            extra.append(text)
            anims = [tween(text, b"pos", QPointF(pos.x(), pos.y() - 70), self.ms(2.4)),
                     sequence(pause(self.ms(1.6)), tween(text, b"opacity", 0.0, self.ms(0.8)))]
            for i in range(min(count, 4)):
                ghost = scene.spawn_meeple(seat, QPointF(pos.x() + 8 * i, pos.y()))
                extra.append(ghost)
                anims.append(tween(ghost, b"pos", QPointF(pos.x() + 8 * i, pos.y() - 50),
                                   self.ms(1.6)))
                anims.append(tween(ghost, b"opacity", 0.0, self.ms(1.6), 1.0))
            return parallel(*anims)

        def finish() -> None:
            for item in extra:
                scene.removeItem(item)
        return [Step(start, finish)]

    # -- tokens and the plague ------------------------------------------------------------
    def _tokens_shift(self, event: Event) -> list[Step]:
        def start() -> QAbstractAnimation | None:
            return self._relayout_tokens(event, self.ms(1.3))
        return [Step(start)]

    def _relayout_tokens(self, event: Event, ms: int) -> QAbstractAnimation | None:
        scene = self.scene
        self._apply(event)
        if ms == 0:
            scene.layout_tokens()
            return None
        targets = scene.layout_tokens(animate_uids=set(scene.tokens))
        anims = [move(scene.tokens[uid], pos, ms) for uid, pos in targets.items()
                 if uid in scene.tokens and scene.tokens[uid].pos() != pos]
        return parallel(*anims) if anims else None

    def _witch_looked(self, event: Event) -> list[Step]:
        def start() -> QAbstractAnimation | None:
            if self.ms() == 0:
                return None
            anims = []
            for region, index in event["tokens"]:
                uids = self.scene.state.tokens.get(region, []) if self.scene.state else []
                if 0 <= index < len(uids) and uids[index] in self.scene.tokens:
                    item = self.scene.tokens[uids[index]]
                    anims.append(sequence(tween(item, b"glow", 1.0, self.ms(1.0), 0.0),
                                          tween(item, b"glow", 0.0, self.ms(1.0), 1.0)))
            return parallel(*anims)
        return [Step(start)]

    def _plague(self, event: Event) -> list[Step]:
        scene = self.scene

        def start() -> QAbstractAnimation | None:
            self._apply(event)
            target = scene.plague_pos(event["to"])
            origin = self._take_origin(scene.plague.pos())
            if self.ms() == 0:
                scene.plague.setPos(target)
                return None
            scene.plague.setPos(origin)
            return move(scene.plague, target, self.ms(1.4 if event["steps"] == 1 else 2.0))
        return [Step(start)]

    def _spread(self, event: Event) -> list[Step]:
        scene = self.scene

        def start() -> QAbstractAnimation | None:
            self._apply(event)
            origin = self._take_origin(scene.supply.top())
            targets = scene.layout_tokens(animate_uids={event["uid"]})
            scene.refresh_side()
            item = scene.tokens.get(event["uid"])
            if item is None or self.ms() == 0:
                if item is not None:
                    item.setPos(targets[event["uid"]])
                return None
            item.setPos(origin)
            return move(item, targets[event["uid"]], self.ms(1.4))
        return [Step(start)]

    def _revealed(self, event: Event) -> list[Step]:
        from rattus_desktop.games.rattus.ui.reveal_steps import RevealSteps

        return RevealSteps(self, event).steps()

    def _resolving(self, event: Event) -> list[Step]:
        region = self.scene.regions[event["region"]]

        def start() -> QAbstractAnimation | None:
            if self.ms() == 0:
                return None
            region.set_state("selected")
            return pause(self.ms(2.0))

        def finish() -> None:
            region.set_state("")
        return [Step(start, finish)]

    def _announce(self, event: Event) -> list[Step]:
        text = (QCoreApplication.translate("Board", "The final round begins!")
                if event.kind == "final_round"
                else QCoreApplication.translate("Board", "The final plague!"))

        def start() -> QAbstractAnimation | None:
            if self.ms() == 0 or self.banner is None:
                return None
            return self.banner(text, True)
        return [Step(start)]
