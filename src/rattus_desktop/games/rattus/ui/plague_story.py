"""The plague told as a story: one card over the board per rat token, its face large,
the outbreak number against the population (the Knight's +2 shown as such), and who
lost what and why, or that no one lost anything."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rattus_desktop.engine.events import Event
from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.ui.items.token import paint_back, paint_face
from rattus_desktop.games.rattus.ui.names import cause_text, region_name
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.typography import join_list

FACE_SIDE = 96


@dataclass
class Reveal:
    """One revealed token and what followed it in the same batch of events."""

    event: Event
    index: int  # 1-based among this region's reveals in the batch
    count: int
    losses: list[Event] = field(default_factory=list)

    @property
    def face(self) -> Face:
        raw = self.event["face"]
        return Face.from_json(raw)


def group_reveals(events: list[Event]) -> dict[int, Reveal]:
    """``{index of a token_revealed event: Reveal}`` with the pieces lost after it."""
    out: dict[int, Reveal] = {}
    current: Reveal | None = None
    per_region: dict[str, list[Reveal]] = {}
    for i, event in enumerate(events):
        if event.kind == "token_revealed":
            current = Reveal(event, 0, 0)
            out[i] = current
            per_region.setdefault(str(event["region"]), []).append(current)
        elif event.kind == "pieces_lost" and current is not None:
            current.losses.append(event)
        elif event.kind not in ("pieces_lost",):
            current = None
    for reveals in per_region.values():
        for n, reveal in enumerate(reveals, start=1):
            reveal.index, reveal.count = n, len(reveals)
    return out


def verdict_text(reveal: Reveal, pieces: int) -> str:
    """E.g. "Breaks out at 3; population 2 pieces + 2 (Knight) = 4: outbreak!"."""
    n, pop = reveal.face.n, int(reveal.event["pop"])
    bonus = max(0, pop - pieces)
    if bonus:
        population = QCoreApplication.translate(
            "PlagueStory", "{pieces} pieces + {bonus} (Knight) = {pop}").format(
            pieces=pieces, bonus=bonus, pop=pop)
    else:
        population = str(pop)
    if reveal.event["outbreak"]:
        return QCoreApplication.translate(
            "PlagueStory", "Breaks out at {n}; population {population}: outbreak!").format(
            n=n, population=population)
    return QCoreApplication.translate(
            "PlagueStory", "Breaks out at {n}; population {population}: spared.").format(
        n=n, population=population)


def losses_text(reveal: Reveal, names: list[str]) -> str:
    if not reveal.event["outbreak"]:
        return QCoreApplication.translate(
            "PlagueStory", "Nobody loses anything.")
    if not reveal.losses:
        return QCoreApplication.translate(
            "PlagueStory", "An outbreak, but no one lost anything: nobody there is hit "
                               "by this token's symbols.")
    parts = []
    for loss in reveal.losses:
        seat = int(loss["seat"])
        name = names[seat] if 0 <= seat < len(names) else "?"
        parts.append(QCoreApplication.translate(
            "PlagueStory", "{name} loses {count} ({cause})").format(
            name=name, count=loss["count"], cause=cause_text(str(loss["cause"]))))
    return join_list(parts)


class PlagueStory(QFrame):
    """The card over the board. ``advance`` is asked for by its button (step by step)."""

    advance = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("overlayCard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.face = QLabel()
        self.face.setFixedSize(FACE_SIDE, FACE_SIDE)
        self.title = QLabel()
        self.title.setFont(theme.font(14, bold=True))
        self.title.setWordWrap(True)
        self.verdict = QLabel()
        self.verdict.setFont(theme.font(12, bold=True))
        self.verdict.setWordWrap(True)
        self.losses = QLabel()
        self.losses.setFont(theme.font(11.5))
        self.losses.setWordWrap(True)
        self.go_on = QPushButton()
        self.go_on.setObjectName("primary")
        self.go_on.setFont(theme.font(11, bold=True))
        self.go_on.clicked.connect(self.advance.emit)
        self.go_on.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        texts = QVBoxLayout()
        texts.setSpacing(4)
        for label in (self.title, self.verdict, self.losses):
            texts.addWidget(label)
        texts.addWidget(self.go_on, 0, Qt.AlignmentFlag.AlignRight)
        box = QHBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 12)
        box.setSpacing(14)
        box.addWidget(self.face, 0, Qt.AlignmentFlag.AlignTop)
        box.addLayout(texts, 1)
        self.setFixedWidth(520)
        self._told: Callable[[], None] | None = None  # the last card, to write it again
        self.hide()

    def retranslate(self) -> None:
        """The open card again in the language now installed."""
        if self.isVisible() and self._told is not None:
            self._told()

    def announce(self, reveal: Reveal, waits: bool) -> None:
        """Before the token turns over."""
        self._told = lambda: self.announce(reveal, waits)
        self.title.setText(self._title(reveal))
        self.verdict.setText(QCoreApplication.translate(
            "PlagueStory", "Turning the token over…"))
        self.verdict.setStyleSheet("")  # not the last verdict's outbreak red
        self.losses.setText("")
        self.face.setPixmap(self._back())
        self._show(waits)

    def tell(self, reveal: Reveal, pieces: int, names: list[str], waits: bool) -> None:
        """After it turned: its face, the verdict and the losses."""
        self._told = lambda: self.tell(reveal, pieces, names, waits)
        self.title.setText(self._title(reveal))
        self.face.setPixmap(self._face(reveal.face))
        self.verdict.setText(verdict_text(reveal, pieces))
        ink = "#8a2a12" if reveal.event["outbreak"] else "#2f5f2f"
        self.verdict.setStyleSheet(f"color:{ink}")
        self.losses.setText(losses_text(reveal, names))
        self._show(waits)

    def _title(self, reveal: Reveal) -> str:
        return QCoreApplication.translate(
            "PlagueStory", "The plague in {region}: token {i} of {n}").format(
            region=region_name(str(reveal.event["region"])), i=reveal.index, n=reveal.count)

    def _show(self, waits: bool) -> None:
        self.go_on.setText(QCoreApplication.translate(
            "PlagueStory", "Continue (Space)"))
        self.go_on.setVisible(waits)
        self.adjustSize()
        parent = self.parentWidget()
        if parent is not None:
            self.move(max(0, (parent.width() - self.width()) // 2), 12)
        self.show()
        self.raise_()

    def _face(self, face: Face) -> QPixmap:
        return self._painted(lambda p, r: paint_face(p, r, face))

    def _back(self) -> QPixmap:
        return self._painted(paint_back)

    def _painted(self, draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
        dpr = self.devicePixelRatioF()
        pix = QPixmap(int(FACE_SIDE * dpr), int(FACE_SIDE * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw(p, QRectF(0, 0, FACE_SIDE, FACE_SIDE))
        p.end()
        return pix

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt API
        self.advance.emit()
        event.accept()
