"""Witch II/III: the 3 or 4 faces she showed, and the places they came from; the player
clicks the tokens in the order they go back (the first click fills the first place…),
then puts them back. Shown only to the Witch's holder, after the hand-over screen.

The order sent is the core's ``witch_arrange`` ``order``: the token looked at in place
i goes to place ``order[i]``. Before closing, the core is asked whether it accepts the
order (a bishop's region gets only its own tokens back); a refusal is shown here, in
words, and the player chooses again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from rattus_desktop.games.rattus.rules import Action, Event, Face
from rattus_desktop.games.rattus.ui.items.token import paint_face
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.games.rattus.ui.views import rattus_view
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.overlay import Overlay

if TYPE_CHECKING:
    from rattus_desktop.games.rattus.ui.table import RattusTable

FACE = 104
Ref = tuple[str, int]


class FaceButton(QPushButton):
    """A token's face as a button (Tab reaches it, Space presses it)."""

    def __init__(self, face: Face | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.setFixedSize(QSize(FACE + 12, FACE + 12))
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(6, 6, FACE, FACE)
        if self.face is None:  # an empty place
            p.setPen(QPen(QColor("#8a7250"), 2, Qt.PenStyle.DashLine))
            p.drawEllipse(rect.adjusted(4, 4, -4, -4))
        else:
            p.setOpacity(1.0 if self.isEnabled() else 0.3)
            paint_face(p, rect, self.face)
        if self.hasFocus():
            p.setOpacity(1.0)
            p.setPen(QPen(QColor("#d9a83a"), 3))
            p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
        p.end()


class WitchArrangePrompt(Overlay):
    """The private arranging screen; ``decided`` carries the order."""

    decided = Signal(tuple)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=250)
        self.title = self.heading("")
        self.info = self.text("")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(22)
        self.body.addLayout(self.grid)
        self.problem = self.text("")
        self.problem.setStyleSheet(f"color: {theme.ILLEGAL.name()};")
        row = QHBoxLayout()
        self.done = self.button("", "arrange_done", primary=True)
        self.again = self.button("", "arrange_again")
        self.keep = self.button("", "arrange_keep")
        self.done.clicked.connect(self._finish)
        self.again.clicked.connect(self._restart)
        self.keep.clicked.connect(self._keep)
        row.addStretch(1)
        for button in (self.done, self.again, self.keep):
            row.addWidget(button)
        row.addStretch(1)
        self.body.addLayout(row)
        self.card.setFixedWidth(660)
        self.check: Callable[[tuple[int, ...]], str | None] = lambda _order: None
        self.refs: list[Ref] = []
        self.faces: list[Face] = []
        self.counts: dict[str, int] = {}
        self.placed: list[int] = []  # places filled so far: the looked-at token in each
        self._widgets: list[QWidget] = []
        self.retranslate()

    # -- words --------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(self.tr("The Witch shows you {n} rat tokens").format(
            n=len(self.refs) or 3))
        self.info.setText(self.tr(
            "Only you know these faces. Click them in the order they go back: the first "
            "click fills the first place, and so on."))
        self.done.setText(self.tr("Put them back"))
        self.again.setText(self.tr("Start again"))
        self.keep.setText(self.tr("Leave them as they are"))
        self.done.setToolTip(self.tr("Every token goes to the place it was given."))
        self.again.setToolTip(self.tr("Empty the places and choose again."))
        self.keep.setToolTip(self.tr("Every token goes back where it lay."))
        if self.refs and self.isVisible():
            self._fill()

    def place_text(self, k: int) -> str:
        region, index = self.refs[k]
        return self.tr("Place {k}: {region}, token {i} of {n}").format(
            k=k + 1, region=region_name(region), i=index + 1,
            n=self.counts.get(region, index + 1))

    # -- showing -------------------------------------------------------------------
    def show_faces(self, refs: list[Ref], faces: list[Face], counts: dict[str, int],
                   check: Callable[[tuple[int, ...]], str | None]) -> None:
        self.refs, self.faces, self.counts, self.check = list(refs), list(faces), counts, check
        self.placed = []
        self.problem.setText("")
        self.retranslate()
        self._fill()
        self.open()

    def _fill(self) -> None:
        for w in self._widgets:
            w.setParent(None)
            w.deleteLater()
        self._widgets = []
        for k in range(len(self.refs)):
            face = self.faces[self.placed[k]] if k < len(self.placed) else None
            slot = FaceButton(face)
            slot.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            slot.setToolTip(self.place_text(k))
            self._add(slot, 0, k)
            self._add(self._caption(self.place_text(k)), 1, k)
        for t, face in enumerate(self.faces):
            button = FaceButton(face)
            button.setProperty("choice", f"arrange:{t}")
            button.setEnabled(t not in self.placed)
            button.setToolTip(self.tr("This token lay in {place}. Click it to give it the "
                                      "next free place.").format(place=self.place_text(t)))
            button.clicked.connect(lambda _=False, t=t: self._pick(t))
            self._add(button, 2, t)
        self.done.setEnabled(len(self.placed) == len(self.refs))
        self.card.setMinimumHeight(self.body.heightForWidth(self.card.width()))

    def _caption(self, text: str) -> QLabel:
        label = QLabel(text)
        label.setFont(theme.font(10.5, bold=True))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        label.setFixedWidth(FACE + 36)
        return label

    def _add(self, widget: QWidget, row: int, col: int) -> None:
        self.grid.addWidget(widget, row, col, Qt.AlignmentFlag.AlignHCenter)
        widget.show()
        self._widgets.append(widget)

    # -- choosing ----------------------------------------------------------------------
    def order(self) -> tuple[int, ...]:
        """The core's order: token in looked place t goes to ``order[t]``."""
        out = [0] * len(self.placed)
        for k, t in enumerate(self.placed):
            out[t] = k
        return tuple(out)

    def _pick(self, t: int) -> None:
        if t in self.placed or len(self.placed) >= len(self.refs):
            return
        self.placed.append(t)
        self.problem.setText("")
        self._fill()
        if len(self.placed) == len(self.refs):
            self.done.setFocus()

    def _restart(self) -> None:
        self.placed = []
        self.problem.setText("")
        self._fill()

    def _keep(self) -> None:
        self.placed = list(range(len(self.refs)))
        self._finish()

    def _finish(self) -> None:
        if len(self.placed) != len(self.refs):
            return
        order = self.order()
        problem = self.check(order)
        if problem:
            self.problem.setText(problem)
            self._restart()
            self.problem.setText(problem)
            return
        for w in self._widgets:
            w.hide()
        self.close_overlay()
        self.decided.emit(order)


def begin_arrange(table: RattusTable, seat: int | None, secret: list[Event]) -> None:
    """The ``witch_arrange`` decision of a human seat: the hand-over screen first when
    several humans share the computer, then the faces (that seat's knowledge only)."""
    if seat is None:
        return
    refs, faces = table.flow.witch_faces(seat, secret)
    view = rattus_view(table.controller.game.view(seat))
    counts = {r: len(ts) for r, ts in view.tokens.items()}
    table.interaction.set_enabled(False)

    def check(order: tuple[int, ...]) -> str | None:
        why = table.controller.why_not(Action("witch_arrange", (order,)))
        return why[1] if why else None

    def reveal() -> None:
        table.witch_arrange.show_faces(refs, faces, counts, check)

    if table.controller.human_count() > 1:
        table.handover.accepted.connect(reveal, Qt.ConnectionType.SingleShotConnection)
        name = table.controller.seats[seat].name
        table.handover.ask(name, lambda: QCoreApplication.translate(
            "WitchArrangePrompt", "The Witch lets {name} see {n} rat tokens and put them "
            "back in any order. Everybody else, look away.").format(name=name, n=len(refs)))
    else:
        reveal()
