"""The Witch's secret: two token faces, then "swap them" or "leave them"."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from rattus_desktop.games.rattus.rules import Face
from rattus_desktop.games.rattus.ui.items.token import paint_face
from rattus_desktop.games.rattus.ui.names import region_name
from rattus_desktop.shell.kit import theme
from rattus_desktop.shell.kit.overlay import Overlay


class FaceView(QWidget):
    def __init__(self, face: Face, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.setFixedSize(QSize(150, 150))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt API
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_face(p, QRectF(5, 5, 140, 140), self.face)
        p.end()


class WitchPrompt(Overlay):
    """Shown only to the Witch's holder, after the hand-over screen."""

    decided = Signal(bool)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, dim=250)
        self.title = self.heading("")
        self.info = self.text("")
        self.faces_row = QHBoxLayout()
        self.faces_row.setSpacing(40)
        self.body.addLayout(self.faces_row)
        row = QHBoxLayout()
        self.swap = self.button("", "swap", primary=True)
        self.keep = self.button("", "keep")
        self.swap.clicked.connect(lambda: self._decide(True))
        self.keep.clicked.connect(lambda: self._decide(False))
        row.addStretch(1)
        row.addWidget(self.swap)
        row.addWidget(self.keep)
        row.addStretch(1)
        self.body.addLayout(row)
        self.card.setFixedWidth(600)
        self._widgets: list[QWidget] = []
        self._shown: tuple | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("The Witch shows you two rat tokens"))
        self.info.setText(self.tr(
            "Only you know these faces. Swap the tokens' places, or leave them."))
        self.swap.setText(self.tr("Swap them"))
        self.keep.setText(self.tr("Leave them"))
        if self._shown is not None and self.isVisible():
            self.show_faces(*self._shown)

    def show_faces(self, tokens: list[tuple[str, int]], faces: list[Face],
                   counts: dict[str, int]) -> None:
        self._shown = (tokens, faces, counts)
        for w in self._widgets:
            w.setParent(None)
            w.deleteLater()
        self._widgets = []
        for (region, index), face in zip(tokens, faces, strict=False):
            column = QWidget()
            box = QVBoxLayout(column)
            box.addWidget(FaceView(face), 0, Qt.AlignmentFlag.AlignHCenter)
            caption = QLabel(self.tr("{region}, token {i} of {n}").format(
                region=region_name(region), i=index + 1, n=counts.get(region, index + 1)))
            caption.setFont(theme.font(12, bold=True))
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(caption)
            self.faces_row.addWidget(column)
            column.show()
            self._widgets.append(column)
        self.open()

    def _decide(self, swap: bool) -> None:
        for w in self._widgets:
            w.hide()
        self.close_overlay()
        self.decided.emit(swap)
