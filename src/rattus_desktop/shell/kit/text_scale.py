"""Side panels' text grows with the window, as the board does: a factor from the
table's height (1 for the table of a 1280×720 window, about 600 px, and below; at most
1.6), so that it keeps pace with the board's own scale."""

from __future__ import annotations

BASE_HEIGHT = 600.0
MOST = 1.6


def text_scale(height: int) -> float:
    """The side panels' text factor for a table ``height`` pixels high."""
    return max(1.0, min(MOST, round(height / BASE_HEIGHT * 20) / 20))
