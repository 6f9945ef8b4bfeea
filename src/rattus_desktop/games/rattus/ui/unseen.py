"""Public information at hand: which rat-token faces have not been seen yet.

The rules make the token mix public; every revealed token is public too, so anybody may
count what is left. Counted here from the rules data (the classic tokens)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.rules.data import classic_tokens


def unseen_faces(revealed: Iterable[Face]) -> Counter[Face]:
    """Every face of the game's tokens not revealed yet (face-down or still in the bag)."""
    left = Counter(t.face for t in classic_tokens())
    left.subtract(Counter(revealed))
    return Counter({face: n for face, n in left.items() if n > 0})


def unseen_line(revealed: Iterable[Face]) -> str:
    """"Not seen yet: 1 ×4 · 2 ×9 · 3 ×…", by outbreak number."""
    by_number: Counter[int] = Counter()
    for face, n in unseen_faces(revealed).items():
        by_number[face.n] += n
    counts = " · ".join(f"{number}×{by_number[number]}" for number in sorted(by_number))
    return QCoreApplication.translate("SidePanel", "Not seen yet: {counts}").format(
        counts=counts)


def unseen_tip() -> str:
    return QCoreApplication.translate(
        "SidePanel", "The tokens not revealed yet, by outbreak number: 2×9 means nine tokens "
                     "that break out at a population of 2. The token mix is public; count "
                     "freely.")
