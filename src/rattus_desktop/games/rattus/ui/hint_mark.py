"""The hint on the Rattus board (Ctrl+H): the regions and cards the hinted move names
glow, and its reason is told in words (the plague risk before and after it, from the
game's insight ``hint_reason``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from rattus_desktop.engine.actions import Action
from rattus_desktop.games.rattus.rules.actions import CODEC
from rattus_desktop.games.rattus.ui.board_scene import BoardScene
from rattus_desktop.games.rattus.ui.names import card_name, region_name
from rattus_desktop.games.rattus.ui.risk_overlay import percent
from rattus_desktop.shell.kit.id_texts import QT_TRANSLATE_NOOP, IdTexts
from rattus_desktop.shell.kit.typography import join_sentences

MARK_Z = 7.5  # above the tokens and pieces, below the animations
MARK_COLOUR = QColor(40, 200, 230)


_MOVE = IdTexts("HintMove", {
    "place": QT_TRANSLATE_NOOP("HintMove", "place {count} in {region}"),
    "take_card": QT_TRANSLATE_NOOP("HintMove", "take the {card}"),
    "move_plague": QT_TRANSLATE_NOOP("HintMove", "move the plague to {region}"),
    "spread": QT_TRANSLATE_NOOP("HintMove", "spread a rat to {region}"),
    "merchant": QT_TRANSLATE_NOOP("HintMove", "move {count} from {a} to {b} (Merchant)"),
    "monk": QT_TRANSLATE_NOOP("HintMove", "move a rat token from {a} to {b} (Monk)"),
    "king": QT_TRANSLATE_NOOP("HintMove", "send a piece from {region} to the palace (King)"),
    "knight_yes": QT_TRANSLATE_NOOP("HintMove", "use the Knight's bonus"),
    "knight_no": QT_TRANSLATE_NOOP("HintMove", "do not use the Knight's bonus"),
    "witch_look": QT_TRANSLATE_NOOP("HintMove", "look at two rat tokens (Witch)"),
    "swap_yes": QT_TRANSLATE_NOOP("HintMove", "swap the two tokens"),
    "swap_no": QT_TRANSLATE_NOOP("HintMove", "leave the two tokens"),
    "plague_to": QT_TRANSLATE_NOOP(
        "HintMove", "In {region} the chance of an outbreak is {p}; you would lose {mine} "
                    "on average."),
    "they_lose": QT_TRANSLATE_NOOP("HintMove", "{name} would lose {n}."),
    "risk_down": QT_TRANSLATE_NOOP(
        "HintMove", "It lowers your expected loss in {region}: {a} → {b} (outbreak risk {p} → "
                    "{q})."),
    "risk_up": QT_TRANSLATE_NOOP(
        "HintMove", "Its price: your expected loss in {region} rises {a} → {b} (outbreak risk "
                    "{p} → {q})."),
})


def move_text(action: Action) -> str:  # noqa: PLR0911 - one line per kind of move
    """A short translated description of a Rattus move (the hint's words)."""
    a = action.args
    if action.type in ("place", "setup_place"):
        return _MOVE("place").format(count=a[1] if len(a) > 1 else 1, region=region_name(a[0]))
    if action.type == "take_card":
        return _MOVE("take_card").format(card=card_name(str(a[0])))
    if action.type in ("move_plague", "spread", "king"):
        return _MOVE(action.type).format(region=region_name(a[0]))
    if action.type == "merchant":
        return _MOVE("merchant").format(count=a[2], a=region_name(a[0]), b=region_name(a[1]))
    if action.type == "monk":
        return _MOVE("monk").format(a=region_name(a[0][0]), b=region_name(a[1]))
    if action.type == "knight_bonus":
        return _MOVE("knight_yes" if a[0] else "knight_no")
    if action.type == "witch_look":
        return _MOVE("witch_look")
    if action.type == "witch_swap":
        return _MOVE("swap_yes" if a[0] else "swap_no")
    return CODEC.to_text(action)


def reason_text(reason: Any, names: Sequence[str]) -> str:
    """The words of a ``hint_reason`` (empty when there is none)."""
    if reason is None:
        return ""
    region = region_name(reason.region)
    if reason.kind == "plague_to":
        text = _MOVE("plague_to").format(region=region, p=percent(reason.before),
                                         mine=f"{float(reason.mine_before):.1f}")
        if reason.other is not None:
            name = names[reason.other] if reason.other < len(names) else "?"
            text = join_sentences([text, _MOVE("they_lose").format(
                name=name, n=f"{float(reason.theirs):.1f}")])
        return text
    kind = "risk_down" if reason.mine_after < reason.mine_before else "risk_up"
    return _MOVE(kind).format(
        region=region, a=f"{float(reason.mine_before):.1f}",
        b=f"{float(reason.mine_after):.1f}", p=percent(reason.before),
        q=percent(reason.after))


def _named(value: object) -> Iterator[str]:
    """Every string inside an action's arguments (region and card ids among them)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _named(item)


class HintMarks:
    """Glowing outlines on the regions and cards a hinted move names."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.items: list[QGraphicsItem] = []
        self.action: Action | None = None

    def show(self, action: Action) -> None:
        self.clear()
        self.action = action
        for name in dict.fromkeys(_named(action.args)):
            path = self._path_of(name)
            if path is None:
                continue
            item = QGraphicsPathItem(path)
            item.setPen(QPen(MARK_COLOUR, 9, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap,
                             Qt.PenJoinStyle.RoundJoin))
            item.setBrush(QColor(40, 200, 230, 45))
            item.setZValue(MARK_Z)
            self.scene.addItem(item)
            self.items.append(item)

    def _path_of(self, name: str) -> QPainterPath | None:
        region = self.scene.regions.get(name)
        if region is not None and region.in_play:
            return QPainterPath(region.path)
        card = self.scene.cards.get(name)
        if card is not None and card.isVisible():
            path = QPainterPath()
            path.addRoundedRect(card.sceneBoundingRect().adjusted(-4, -4, 4, 4), 10, 10)
            return path
        return None

    def rects(self) -> list[QRectF]:
        return [item.sceneBoundingRect() for item in self.items]

    def clear(self) -> None:
        for item in self.items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.items = []
        self.action = None
