"""Where the parts of the Cartus table go in a logical rectangle (no Qt items).

Left column: the influence tracks, the players under them. Middle: the building row
at the top, the nun row with the piles panel beside it, the hand fanned along the
bottom. The rectangle is at least ``BASE`` large (the view scales it to the window),
so every part grows with the window and no part is left floating in empty space.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF

BASE = QSizeF(980, 560)
MARGIN, GAP = 10.0, 10.0
CARD_RATIO = 0.7  # width / height of a hand card
NUN_RATIO = 0.7


@dataclass(frozen=True)
class CartusLayout:
    tracks: QRectF
    players: QRectF
    row: QRectF  # the building row's band
    nuns: QRectF  # the nun row's band
    info: QRectF
    hand: QRectF  # the band the hand is fanned in (cards stand on its bottom edge)
    end: QRectF  # the end's plague check (over the building row)
    end_scores: QRectF  # the end's scores table (along the bottom, over the hand)

    def building_rects(self, count: int) -> list[QRectF]:
        """The buildings of the row: as wide as the band allows (at most 250)."""
        if count <= 0:
            return []
        width = min(250.0, (self.row.width() - GAP * (count - 1)) / count)
        total = count * width + GAP * (count - 1)
        left = self.row.left() + (self.row.width() - total) / 2
        return [QRectF(left + i * (width + GAP), self.row.top(), width, self.row.height())
                for i in range(count)]

    def nun_rects(self, count: int = 5) -> list[QRectF]:
        height = self.nuns.height() - 20
        width = min(height * NUN_RATIO, (self.nuns.width() - 8 * (count - 1)) / count)
        return [QRectF(self.nuns.left() + i * (width + 8), self.nuns.top(), width, height)
                for i in range(count)]

    def card_size(self) -> QSizeF:
        height = self.hand.height() - 24  # room for a chosen card to rise
        return QSizeF(height * CARD_RATIO, height)


def players_height(players: int, px: int) -> float:
    """The players panel: two lines a player (name; cards, rats, points, place)."""
    return 16 + players * 2 * px * 1.75


def cartus_layout(width: float, height: float, players: int = 3, px: int = 14
                  ) -> CartusLayout:
    left_w = max(340.0, width * 0.36)
    tracks_h = max(250.0, height - 2 * MARGIN - GAP - players_height(players, px))
    tracks = QRectF(MARGIN, MARGIN, left_w, tracks_h)
    panel = QRectF(MARGIN, tracks.bottom() + GAP, left_w, height - tracks.bottom() - GAP
                   - MARGIN)
    mid_x = tracks.right() + GAP + 4
    mid_w = width - mid_x - MARGIN
    row = QRectF(mid_x, MARGIN, mid_w, max(250.0, height * 0.44))
    nuns_h = max(100.0, height * 0.19)
    nuns = QRectF(mid_x, row.bottom() + GAP, min(mid_w * 0.55, 5 * (nuns_h - 20) * NUN_RATIO
                                                   + 32), nuns_h)
    info = QRectF(nuns.right() + GAP, nuns.top(), mid_x + mid_w - nuns.right() - GAP, nuns_h)
    hand = QRectF(mid_x, nuns.bottom() + 4, mid_w, height - MARGIN - nuns.bottom() - 4)
    end = QRectF(row)
    end_scores = QRectF(MARGIN, hand.top(), width - 2 * MARGIN, hand.height())
    return CartusLayout(tracks, panel, row, nuns, info, hand, end, end_scores)
