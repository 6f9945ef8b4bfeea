"""A class card's name on its ribbon: the largest font (20 px down to 14) at which the
name fits on one line, else two lines in a smaller one, so that long names ("Royal
Librarian", 「皇家圖書館員」) are never clipped by the ribbon's ends."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from rattus_desktop.shell.kit import theme

FRAME_SCALE = 172.0 / 250.0  # the card's width over the frame art's
#: the ribbon of the frame art (250 x 350), in card coordinates
RIBBON = QRectF(30 * FRAME_SCALE, 250 * FRAME_SCALE, 190 * FRAME_SCALE, 44 * FRAME_SCALE)
INSET = 7.0  # the ribbon's tails: the text keeps off them
ONE_LINE = range(20, 13, -1)
TWO_LINES = range(13, 8, -1)
WRAP = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap


def text_box() -> QRectF:
    """Where the name may be drawn: the ribbon less its tails."""
    return RIBBON.adjusted(INSET, 0, -INSET, 0)


def label_font(name: str) -> tuple[QFont, bool]:
    """The font for ``name`` and whether it wraps onto two lines."""
    box = text_box()
    for px in ONE_LINE:
        font = theme.pixel_font(px, bold=True)
        if QFontMetricsF(font).horizontalAdvance(name) <= box.width():
            return font, False
    for px in TWO_LINES:
        font = theme.pixel_font(px, bold=True)
        bound = QFontMetricsF(font).boundingRect(box, int(WRAP), name)
        if bound.width() <= box.width() and bound.height() <= box.height():
            return font, True
    return theme.pixel_font(TWO_LINES[-1], bold=True), True


def label_flags(wrapped: bool) -> Qt.AlignmentFlag:
    return WRAP if wrapped else Qt.AlignmentFlag.AlignCenter  # type: ignore[return-value]
