"""What an unknown token may be: cumulative statistics of the unseen faces by POP."""

from __future__ import annotations

from rattus_desktop.games.rattus.rules import Face

MAX_POP = 64


class FaceStats:
    """For each POP p: how many unseen faces break out (n <= p) and their icons, summed.

    ``loss(p, lead, classes)`` is the expected number of pieces one seat loses to one
    unknown token at POP p (ignoring the pieces already lost), memoised: the statistics
    stand still for the decision.

    One is built per decision; it also carries the evaluation's extra ``terms`` the
    searching level names (``evaluate``), empty for the heuristic.
    """

    terms: frozenset[str] = frozenset()

    def __init__(self, faces: tuple[Face, ...] | list[Face]) -> None:
        self.total = max(len(faces), 1)
        self.memo: dict[tuple[int, bool, tuple[str, ...]], float] = {}  # loss's answers
        #: ``tactics.Scope``'s memo: the class symbols hurting each seat, by the cards'
        #: holders (the cards' classes stand still for the decision)
        self.classes: dict[tuple[tuple[str, int | None], ...], list[tuple[str, ...]]] = {}
        #: ``evaluate.region_losses``'s answers, by pieces, POP, unknown tokens, known
        #: faces and classes, and ``new_token_losses``'s, by pieces and classes (keys of
        #: 5 and of 2 parts); the statistics stand still for the decision
        self.regions: dict[tuple[object, ...], list[float]] = {}
        self.count = [0.0] * MAX_POP
        self.majority = [0.0] * MAX_POP
        self.all = [0.0] * MAX_POP
        self.cls: dict[str, list[float]] = {}
        for face in faces:
            for cls in face.classes:
                self.cls.setdefault(cls, [0.0] * MAX_POP)
        for face in faces:
            p = min(face.n, MAX_POP - 1)
            self.count[p] += 1 / self.total
            self.majority[p] += face.majority / self.total
            self.all[p] += face.all / self.total
            for cls in face.classes:
                self.cls[cls][p] += 1 / self.total
        for table in (self.count, self.majority, self.all, *self.cls.values()):
            _accumulate(table)

    def loss(self, pop: int, lead: bool, classes: tuple[str, ...]) -> float:
        key = (pop, lead, classes)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self._loss(pop, lead, classes)
        return value

    def _loss(self, pop: int, lead: bool, classes: tuple[str, ...]) -> float:
        p = min(pop, MAX_POP - 1)
        out = self.all[p] + (self.majority[p] if lead else 0.0)
        for cls in classes:
            table = self.cls.get(cls)
            if table is not None:
                out += table[p]
        return out


def _accumulate(table: list[float]) -> None:
    for p in range(1, len(table)):
        table[p] += table[p - 1]


def face_loss(face: Face, pop: int, lead: bool, classes: tuple[str, ...]) -> float:
    """Pieces one seat loses to a known face at POP ``pop`` (ignoring earlier losses)."""
    if pop < face.n:
        return 0.0
    out = face.all + (face.majority if lead else 0)
    for cls in face.classes:
        if cls in classes:
            out += 1
    return float(out)
