"""Slots for the players' stacks in one region (issue 28: six players' stacks never drawn
over each other).

Only the players with pieces in a region take a slot there, in seat order. Each stack's
footprint (its figures, their rise and the count badge: ``footprint``) is kept apart from
every other one's by construction: side by side in one row when the region is wide
enough, else two rows far enough apart for the front row's rise, drawing fewer figures
per stack (the badge still counts them all). Within those, the slots move the least that
keeps them inside the region, off its name and its rat tokens.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from rattus_desktop.games.rattus.ui.board_layout import RegionGeometry
from rattus_desktop.games.rattus.ui.items.meeple import STACK_H, STACK_MAX, STACK_STEP, STACK_W
from rattus_desktop.games.rattus.ui.items.token import TOKEN_D

Offsets = list[tuple[float, float]]

BADGE_X, BADGE_Y = STACK_W / 2 - 6, STACK_H / 2 - 8  # the count badge's centre
BADGE_HALF_W, BADGE_HALF_H = 17.0, 14.5  # its half size, with its pen (two digits)
GAP = 4.0  # between two footprints
SLOT_W = (BADGE_X + BADGE_HALF_W) + STACK_W / 2 + GAP  # one stack and its badge
STEPS = [0.0, 12.0, -12.0, 24.0, -24.0, 36.0, -36.0, 48.0, -48.0, 64.0, -64.0, 80.0,
         -80.0, 100.0, -100.0, 120.0, -120.0]
MOVES = sorted(((dx, dy) for dx in STEPS for dy in STEPS[:11]),
               key=lambda d: d[0] ** 2 + 1.5 * d[1] ** 2)


def footprint(count: int, most: int = STACK_MAX) -> QRectF:
    """What a stack of ``count`` pieces paints, around its position: its figures (up to
    ``most``, each a step higher) and, above one piece, the badge."""
    rise = (min(max(count, 1), most) - 1) * STACK_STEP
    right = BADGE_X + BADGE_HALF_W if count > 1 else STACK_W / 2
    bottom = BADGE_Y + BADGE_HALF_H if count > 1 else STACK_H / 2
    return QRectF(-STACK_W / 2, -STACK_H / 2 - rise, STACK_W / 2 + right,
                  STACK_H / 2 + rise + bottom)


def row(k: int) -> Offsets:
    return [((i - (k - 1) / 2) * SLOT_W, 8.0) for i in range(k)]


def two_rows(k: int, most: int) -> Offsets:
    """The back row first; the front row below it by the tallest footprint of ``most``
    figures (so even a full front stack stays below the back row's badges)."""
    tall = footprint(STACK_MAX, most)
    gap = tall.height() + GAP
    cols = (k + 1) // 2
    out: Offsets = []
    for i in range(k):
        r, c = divmod(i, cols)
        in_row = min(cols, k - r * cols)
        out.append(((c - (in_row - 1) / 2) * SLOT_W, (r - 0.5) * gap + 8.0))
    return out


def slots(geo: RegionGeometry, label: QRectF, k: int) -> tuple[Offsets, int]:
    """Offsets from the region's pieces anchor for ``k`` stacks, and how many figures
    each stack draws (the rest are counted by its badge)."""
    if k <= 0:
        return [], STACK_MAX
    tries: list[tuple[Offsets, int, bool]] = [
        (row(k), STACK_MAX, True), (row(k), 3, True), (two_rows(k, 2), 2, True),
        (row(k), 2, False), (two_rows(k, 1), 1, True), (two_rows(k, 1), 1, False)]
    for offsets, most, tokens in tries:
        moved = _moved(geo, label, offsets, most, tokens)
        if moved is not None:
            return moved, most
    return two_rows(k, 1), 1  # never drawn over each other, if not inside the region


def _moved(geo: RegionGeometry, label: QRectF, offsets: Offsets, most: int,
           tokens: bool) -> Offsets | None:
    base = geo.pieces
    foot = footprint(STACK_MAX, most)
    for dx, dy in MOVES:
        placed = [(base.x() + dx + ox, base.y() + dy + oy) for ox, oy in offsets]
        if all(_fits(geo, label, foot.translated(x, y), tokens) for x, y in placed):
            return [(x - base.x(), y - base.y()) for x, y in placed]
    return None


def _fits(geo: RegionGeometry, label: QRectF, foot: QRectF, tokens: bool) -> bool:
    corners = (foot.topLeft(), foot.topRight(), foot.bottomLeft(), foot.bottomRight())
    if not all(geo.path.contains(c) for c in corners) or foot.intersects(label):
        return False
    near = foot.adjusted(-TOKEN_D / 2, -TOKEN_D / 2, TOKEN_D / 2, TOKEN_D / 2)
    return not tokens or not any(near.contains(QPointF(t)) for t in geo.tokens[:3])
