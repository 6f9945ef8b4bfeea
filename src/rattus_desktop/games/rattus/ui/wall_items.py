"""The Emperor's walls on the map's borders (both maps, sea arrows included).

Every border of the map gets a place: the middle of the line two regions share (found
by walking one region's outline and keeping the points that touch the other), or the
middle of the sea arrow between them. A ``BorderItem`` there (key ``("border", a, b)``)
draws a standing wall, a planned one (while the Emperor's walls are being chosen), and a
glowing socket when the border may be clicked; it is hidden when it shows nothing, so
it never takes a click meant for the region below.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from rattus_desktop.games.rattus.rules.data import bigbox_map
from rattus_desktop.games.rattus.ui.board_layout import BoardGeometry
from rattus_desktop.games.rattus.ui.display_state import DisplayState
from rattus_desktop.shell.kit.passive_item import DIM, NONE, PassiveItem, paint_outline_glow

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.board_scene import BoardScene

WALL_L, WALL_W, SOCKET_R = 86.0, 24.0, 19.0
STONE, MORTAR = QColor("#9a8f80"), QColor("#4a4036")
SAMPLES = 360
Place = tuple[QPointF, float]  # the border's middle, the direction of the border (deg)


def border_place(geo: BoardGeometry, a: str, b: str) -> Place:
    """Where the wall between ``a`` and ``b`` stands, and along which direction."""
    for sea in geo.sea:
        if {sea.a, sea.b} == {a, b}:
            mid = (sea.start + sea.end) / 2
            dx, dy = sea.end.x() - sea.start.x(), sea.end.y() - sea.start.y()
            return mid, math.degrees(math.atan2(dy, dx)) + 90.0
    return _land_place(geo, a, b)


def _land_place(geo: BoardGeometry, a: str, b: str) -> Place:
    pa, pb = geo.regions[a].path, geo.regions[b].path
    near = pb.boundingRect().adjusted(-20, -20, 20, 20)
    for tolerance in (5.0, 12.0, 24.0):
        hits: list[tuple[QPointF, float]] = []
        for i in range(SAMPLES):
            t = i / SAMPLES
            p = pa.pointAtPercent(t)
            if not near.contains(p):
                continue
            box = QRectF(p.x() - tolerance, p.y() - tolerance, 2 * tolerance, 2 * tolerance)
            if pb.intersects(box):
                hits.append((p, pa.angleAtPercent(t)))
        if hits:
            cx = sum(p.x() for p, _ in hits) / len(hits)
            cy = sum(p.y() for p, _ in hits) / len(hits)
            p, angle = min(hits, key=lambda h: (h[0].x() - cx) ** 2 + (h[0].y() - cy) ** 2)
            return QPointF(p), -angle
    ga, gb = geo.regions[a].pieces, geo.regions[b].pieces
    return (ga + gb) / 2, math.degrees(math.atan2(gb.y() - ga.y(), gb.x() - ga.x())) + 90.0


_PLACES: dict[int, dict[frozenset[str], Place]] = {}


def places(geo: BoardGeometry) -> dict[frozenset[str], Place]:
    """Every border of ``geo``'s regions (computed once per board: the geometries are
    built once)."""
    found = _PLACES.get(id(geo))
    if found is None:
        found = {frozenset((a, b)): border_place(geo, a, b)
                 for a, b, _kind in bigbox_map().borders
                 if a in geo.regions and b in geo.regions}
        _PLACES[id(geo)] = found
    return found


class BorderItem(PassiveItem):
    """One border: a wall standing, planned or taken away, or a socket to click."""

    def __init__(self, a: str, b: str, place: Place) -> None:
        super().__init__(("border", a, b))
        self.a, self.b = a, b
        self.setPos(place[0])
        self.setRotation(place[1])
        self.setZValue(4.5)
        self.standing = False
        self.planned: bool | None = None  # while choosing: will it stand? (None: as is)
        self.setVisible(False)

    def set_look(self, standing: bool, planned: bool | None) -> None:
        self.standing, self.planned = standing, planned
        self._update_visible()
        self.update()

    def set_state(self, state: str) -> None:
        super().set_state(state)
        self._update_visible()

    def _update_visible(self) -> None:
        self.setVisible(self.standing or self.planned is not None or self.state not in
                        (NONE, DIM, "muted"))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt API
        return QRectF(-WALL_L / 2 - 14, -WALL_W / 2 - 14, WALL_L + 28, WALL_W + 28)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(-WALL_L / 2, -SOCKET_R, WALL_L, 2 * SOCKET_R), 8, 8)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = self.standing if self.planned is None else self.planned
        if self.state not in (NONE, DIM, "muted") and not shown:
            p.setPen(QPen(QColor("#2b1d12"), 2, Qt.PenStyle.DashLine))
            p.setBrush(QColor(246, 228, 170, 150))
            p.drawEllipse(QPointF(0, 0), SOCKET_R * 0.8, SOCKET_R * 0.8)
        if shown:
            p.setOpacity(1.0 if self.planned is None or self.standing == self.planned else 0.8)
            paint_wall(p)
            p.setOpacity(1.0)
        elif self.standing:  # planned away: the wall is drawn struck through
            p.setOpacity(0.35)
            paint_wall(p)
            p.setOpacity(1.0)
            p.setPen(QPen(QColor("#b3261e"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QPointF(-WALL_L / 3, -WALL_W / 2), QPointF(WALL_L / 3, WALL_W / 2))
        if self.state not in (NONE, DIM, "muted"):
            paint_outline_glow(p, self.shape(), self.state, 3.0)


def paint_wall(p: QPainter) -> None:
    """A stone wall with crenels, lying along the border."""
    body = QRectF(-WALL_L / 2, -WALL_W / 2 + 4, WALL_L, WALL_W - 4)
    p.setPen(QPen(MORTAR, 2))
    p.setBrush(STONE)
    path = QPainterPath()
    path.addRect(body)
    merlon = WALL_L / 7
    for k in range(0, 7, 2):
        path.addRect(QRectF(body.left() + k * merlon, body.top() - 6, merlon, 7))
    p.drawPath(path.simplified())
    p.setPen(QPen(MORTAR, 1.2))
    mid = body.center().y()
    p.drawLine(QPointF(body.left(), mid), QPointF(body.right(), mid))
    for k in range(1, 6):
        x = body.left() + k * WALL_L / 6 + (6 if k % 2 else -6)
        top, bottom = (body.top(), mid) if k % 2 else (mid, body.bottom())
        p.drawLine(QPointF(x, top), QPointF(x, bottom))


class WallLayer:
    """A ``BorderItem`` per border of the regions in play, showing the state's walls
    (and, while the Emperor's walls are chosen, the planned set)."""

    def __init__(self, scene: BoardScene) -> None:
        self.scene = scene
        self.borders: dict[frozenset[str], BorderItem] = {}
        self._regions: tuple[tuple[str, ...], int] = ((), 0)
        self.plan: set[frozenset[str]] | None = None

    def show(self, ds: DisplayState) -> None:
        if (ds.regions, id(self.scene.geometry)) != self._regions or not self._alive():
            self._build(ds.regions)
        self.refresh(ds.walls)

    def _alive(self) -> bool:
        return all(item.scene() is self.scene for item in self.borders.values())

    def _build(self, regions: tuple[str, ...]) -> None:
        for item in self.borders.values():
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.borders = {}
        self._regions = (regions, id(self.scene.geometry))
        order = {r: i for i, r in enumerate(regions)}
        for pair, place in places(self.scene.geometry).items():
            if not pair <= set(regions):
                continue
            a, b = sorted(pair, key=order.__getitem__)
            item = BorderItem(a, b, place)
            self.borders[pair] = item
            self.scene.addItem(item)

    def refresh(self, walls: tuple[tuple[str, str], ...]) -> None:
        standing = {frozenset(w) for w in walls}
        for pair, item in self.borders.items():
            planned = None if self.plan is None else pair in self.plan
            item.set_look(pair in standing, planned)

    def item_for(self, key: tuple[object, ...]) -> BorderItem | None:
        return self.borders.get(frozenset((str(key[1]), str(key[2])))) if len(key) == 3 \
            else None

    def items(self) -> list[PassiveItem]:
        return list(self.borders.values())

    def keys(self) -> list[tuple[object, ...]]:
        return [item.key for item in self.borders.values()]
