"""The Upgrades module on the board: the level II/III tile in a class card's corner, the
offer of an upgrade (the next tile, lit where a click upgrades the card), the events
that move the mirror (a tile laid or turned, a tile returned) and their animation.

A tile is a child of its card (it moves with it). It shows while the card carries a
tile, or while the interaction lights it (an upgrade is legal: ``("upgrade", card)``
among the idle sources); a click on it is the ``upgrade`` action, the core refusing an
illegal one with its reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules import Action, Event
from rattus_desktop.games.rattus.ui.items.base import NONE, PassiveItem, paint_outline_glow
from rattus_desktop.games.rattus.ui.items.card import CARD_W
from rattus_desktop.games.rattus.ui.upgrade_names import level_label
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.animation import Step, sequence, tween

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene
    from rattus_desktop.games.rattus.ui.display_state import DisplayState
    from rattus_desktop.games.rattus.ui.event_steps import Builder, EventSteps

TILE = 40.0
CORNER = QPointF(CARD_W - 26, 44)  # in the card's top right, below the holder's tag
GOLD, SILVER = QColor("#d9a83a"), QColor("#c9cdd2")
INK = QColor("#3b2a1e")
TOP = 3


class TileItem(PassiveItem):
    """One card's upgrade tile: a gold plaque (II) or a silver one (III) with its numeral;
    while an upgrade is on offer, the next level drawn dashed and lit."""

    def __init__(self, card: str) -> None:
        super().__init__(("upgrade", card))
        self.card = card
        self.level = 1
        self.setZValue(3)
        self.setPos(CORNER)
        self.setVisible(False)

    def set_level(self, level: int) -> None:
        self.level = level
        self._sync()

    def set_state(self, state: str) -> None:
        super().set_state(state)
        self._sync()

    def _sync(self) -> None:
        self.setVisible(self.level > 1 or self.state != NONE)
        self.update()

    @property
    def offered(self) -> bool:
        return self.state != NONE and self.level < TOP

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-TILE / 2 - 10, -TILE / 2 - 10, TILE + 20, TILE + 20)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-TILE / 2, -TILE / 2, TILE, TILE), 7, 7)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-TILE / 2, -TILE / 2, TILE, TILE)
        shown = self.level + 1 if self.offered else self.level
        if self.level > 1:
            _plaque(p, rect, self.level)
        if self.offered:
            p.save()
            p.setOpacity(0.85)
            target = rect.translated(-TILE * 0.32, TILE * 0.32) if self.level > 1 else rect
            _plaque(p, target, shown, dashed=True)
            p.restore()
        if self.state != NONE:
            paint_outline_glow(p, self.shape(), self.state, 3.0)


def _plaque(p: QPainter, rect: QRectF, level: int, dashed: bool = False) -> None:
    """A square tile with a bevel and the level's numeral (own art)."""
    metal = GOLD if level == 2 else SILVER
    pen = QPen(INK, 2.2, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine)
    p.setPen(pen)
    p.setBrush(metal.lighter(135) if dashed else metal)
    p.drawRoundedRect(rect, 7, 7)
    p.setPen(QPen(metal.darker(150), 1.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 4, 4)
    p.setPen(INK)
    p.setFont(theme.pixel_font(17 if level == 2 else 14, bold=True, serif=True))
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, level_label(level))


class UpgradeTiles:
    """One tile item per class card in play, kept in line with the mirror's levels."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.tiles: dict[str, TileItem] = {}
        self._on: dict[str, object] = {}  # the card item each tile is a child of

    def _sync_cards(self) -> None:
        """A tile per card item now in the scene (a card item removed took its tile)."""
        for card, item in self.scene.cards.items():
            if self._on.get(card) is not item:
                tile = TileItem(card)
                tile.setParentItem(item)
                self.tiles[card], self._on[card] = tile, item
        for card in [c for c in self.tiles if c not in self.scene.cards]:
            del self.tiles[card], self._on[card]

    def show(self, ds: DisplayState) -> None:
        self._sync_cards()
        for card, tile in self.tiles.items():
            tile.set_level(ds.upgrades.get(card, 1))

    def item(self, card: str) -> TileItem | None:
        self._sync_cards()
        return self.tiles.get(card)

    def items(self) -> list[TileItem]:
        self._sync_cards()
        return list(self.tiles.values())

    def levels(self) -> dict[str, int]:
        """The levels drawn now (for tests)."""
        return {c: t.level for c, t in self.tiles.items() if t.level > 1}


# -- the gesture -------------------------------------------------------------------
def offers(legal: list[Action]) -> list[tuple[object, ...]]:
    """The tiles to light: one per card the player may upgrade now."""
    return [("upgrade", a.args[0]) for a in legal if a.type == "upgrade"]


def tile_action(key: tuple[object, ...] | None) -> Action | None:
    """The action a click on a tile means (None: no tile was clicked)."""
    if key is None or key[0] != "upgrade":
        return None
    return Action("upgrade", (str(key[1]),))


# -- the mirror ---------------------------------------------------------------------
def _upgraded(s: DisplayState, d: dict[str, Any]) -> None:
    s.upgrades[str(d["card"])] = int(d["level"])


def _returned(s: DisplayState, d: dict[str, Any]) -> None:
    if d.get("from") != "alchemist":
        s.upgrades.pop(str(d["card"]), None)


HANDLERS = {"card_upgraded": _upgraded, "tile_returned": _returned}


# -- the animation ------------------------------------------------------------------
def builders(steps: EventSteps) -> dict[str, Builder]:
    def laid(event: Event) -> list[Step]:
        scene = steps.scene

        def start() -> QAbstractAnimation | None:
            _show(scene, event)
            tile = scene.upgrade_tiles.item(str(event["card"]))
            if steps.ms() == 0 or tile is None:
                return None
            return sequence(tween(tile, b"scale", 1.5, steps.ms(0.8), 0.4),
                            tween(tile, b"scale", 1.0, steps.ms(0.6), 1.5))

        def finish() -> None:
            tile = scene.upgrade_tiles.item(str(event["card"]))
            if tile is not None:
                tile.setScale(1.0)
        return [Step(start, finish)]

    def returned(event: Event) -> list[Step]:
        return [Step(lambda: None, lambda: _show(steps.scene, event))]

    return {"card_upgraded": laid, "tile_returned": returned}


def _show(scene: BoardScene, event: Event) -> None:
    ds = scene.state
    if ds is not None:
        ds.apply(event)
        scene.upgrade_tiles.show(ds)
